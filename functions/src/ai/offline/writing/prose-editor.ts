/**
 * Applies read directives (edit-directives.ts) to one text of a storyboard: a premise, a
 * backstory or a scene description (prose), or a title. Every change is real and listed in
 * `changes` in words a creator reads ("swapped “bright” for “dim”", "added: …"); a directive
 * that finds nothing to act on is listed in `skipped` with why.
 */
import { capitalize } from '../design/element-factory';
import type { EditDirectives } from './edit-directives';
import {
  DARK_THEME_NAME,
  FUNNY_LINES,
  FUNNY_SWAPS,
  FUNNY_TITLE_WORDS,
  TENSE_FRAMES,
  TENSE_TITLE_WORDS,
  TONE_SWAPS,
} from '../material/tones';
import type { Rng } from '../rng';
import { THEMES, type SettingMaterial, type ThemeMaterial } from '../material/theme-material';

export type ProseKind = 'premise' | 'backstory' | 'scene';

export interface EditContext {
  rng: Rng;
  theme: ThemeMaterial;
  setting: SettingMaterial;
}

export interface TextEdit {
  text: string;
  changes: string[];
  skipped: string[];
}

const darkTheme = (): ThemeMaterial => THEMES.find((t) => t.name === DARK_THEME_NAME) ?? THEMES[0];

export const splitSentences = (text: string): string[] =>
  text
    .trim()
    .split(/(?<=[.!?…]["”’)]?)\s+(?=["“‘(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The word as it stood: "Bright" -> "Dim", "bright" -> "dim". */
const matchCase = (found: string, replacement: string) =>
  found.charAt(0) === found.charAt(0).toUpperCase() ? capitalize(replacement) : replacement;

function swapWords(text: string, swaps: Array<[string, string]>, changes: string[]): string {
  let out = text;
  for (const [from, to] of swaps) {
    const pattern = new RegExp(`\\b${escapeRegex(from)}\\b`, 'gi');
    if (!pattern.test(out)) continue;
    out = out.replace(pattern, (found) => matchCase(found, to));
    changes.push(`swapped “${from}” for “${to}”`);
  }
  return out;
}

/** The first line (in the rng's order) the text does not already hold. */
function freshLine(lines: readonly string[], text: string, rng: Rng): string | undefined {
  return rng.shuffle(lines).find((line) => !text.includes(line));
}

function append(text: string, line: string | undefined, changes: string[], what = 'added'): string {
  if (!line) return text;
  changes.push(`${what}: “${line}”`);
  return `${text.trim()} ${line}`.trim();
}

/** The head noun of a phrase ("the brass lockbox" -> "lockbox"), matched with a plural. */
function mentions(phrase: string): RegExp {
  const words = phrase.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? [phrase.toLowerCase()];
  const head = escapeRegex(words[words.length - 1].replace(/(?:es|s)$/, ''));
  return new RegExp(`\\b${head}(?:s|es)?\\b`, 'i');
}

const ADD_FRAMES: Record<ProseKind, string> = {
  scene: 'You also notice {thing}.',
  premise: 'Somewhere inside waits {thing}.',
  backstory: 'The tale also speaks of {thing}.',
};

function shorten(text: string, edit: TextEdit): string {
  const sentences = splitSentences(text);
  if (sentences.length >= 2) {
    const keep = Math.max(1, Math.floor(sentences.length * 0.6));
    // Sentences that name things ("the …") carry the puzzles; the first sets the scene.
    const ranked = sentences
      .map((sentence, index) => ({ index, score: index === 0 ? 1e6 : (sentence.match(/\bthe\s+\w/gi) ?? []).length }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, keep)
      .map((entry) => entry.index)
      .sort((a, b) => a - b);
    const dropped = sentences.length - ranked.length;
    edit.changes.push(`made it shorter: dropped ${dropped} of ${sentences.length} sentences`);
    return ranked.map((index) => sentences[index]).join(' ');
  }
  const clause = /^(.{20,}?)(?:,\s+|\s+and\s+|\s+while\s+|\s+where\s+)/.exec(text);
  if (clause && clause[1].length < text.length * 0.8) {
    edit.changes.push('made it shorter: kept the first clause');
    return `${clause[1].replace(/[,;:]$/, '')}.`;
  }
  edit.skipped.push('it is already one short sentence');
  return text;
}

function lengthen(kind: ProseKind, text: string, context: EditContext, edit: TextEdit): string {
  const { setting, theme, rng } = context;
  const fromSetting =
    kind === 'backstory'
      ? freshLine(setting.history, text, rng)
      : freshLine(
          setting.details.map((detail) => `You notice ${detail}.`),
          text,
          rng,
        );
  let out = append(text, fromSetting, edit.changes, 'made it longer, added');
  out = append(out, freshLine(theme.moods, out, rng), edit.changes);
  if (out === text) edit.skipped.push('there is no new detail left to add');
  return out;
}

/** Applies the directives to a premise, backstory or scene description. */
export function editProse(kind: ProseKind, original: string, d: EditDirectives, context: EditContext): TextEdit {
  const edit: TextEdit = { text: original, changes: [], skipped: [] };
  let text = original;
  // A line counts as new only if neither the original nor the text so far holds it (a swap may have changed it).
  const fresh = (lines: readonly string[]) => freshLine(lines, `${original}\n${text}`, context.rng);
  for (const phrase of d.removals) {
    const pattern = mentions(phrase);
    const sentences = splitSentences(text);
    const kept = sentences.filter((s) => !pattern.test(s));
    if (kept.length === sentences.length) edit.skipped.push(`it does not mention “${phrase}”`);
    else if (kept.length === 0) edit.skipped.push(`every sentence mentions “${phrase}”; nothing would be left`);
    else {
      edit.changes.push(`removed ${sentences.length - kept.length} sentence(s) about “${phrase}”`);
      text = kept.join(' ');
    }
  }
  if (d.length === 'shorter') text = shorten(text, edit);
  else if (d.length === 'longer') text = lengthen(kind, text, context, edit);
  if (d.tone === 'darker') {
    text = swapWords(text, TONE_SWAPS, edit.changes).replace(/!/g, '.');
    text = append(text, fresh(darkTheme().moods), edit.changes, 'made it darker, added');
  } else if (d.tone === 'funnier') {
    text = swapWords(text, FUNNY_SWAPS, edit.changes);
    text = append(text, fresh(FUNNY_LINES), edit.changes, 'made it funnier, added');
  } else if (d.tone === 'tenser') {
    const lines = context.theme.stakes.flatMap((stake) => TENSE_FRAMES.map((frame) => frame.replace('{stake}', stake)));
    text = append(text, fresh(lines), edit.changes, 'raised the stakes, added');
  }
  if (d.theme) {
    const lines = kind === 'backstory' ? [...d.theme.twists, ...d.theme.moods] : d.theme.moods;
    const before = text;
    const feel = `${/^[AEIOU]/.test(d.theme.name) ? 'an' : 'a'} ${d.theme.name} feel`;
    text = append(text, fresh(lines), edit.changes, `gave it ${feel}, added`);
    if (text === before) edit.skipped.push(`it already carries every ${d.theme.name} line the writer knows`);
  }
  for (const thing of d.additions) text = append(text, ADD_FRAMES[kind].replace('{thing}', thing), edit.changes);
  edit.text = text;
  return edit;
}

const ALL_TITLE_WORDS = new Set(
  [...THEMES.flatMap((t) => t.adjectives), ...FUNNY_TITLE_WORDS, ...TENSE_TITLE_WORDS].map((word) =>
    word.toLowerCase(),
  ),
);

/** The title without "The" and without a tone word put there before ("The Cursed Archive" -> "Archive"). */
function titleCore(title: string): string {
  let core = title.trim().replace(/^the\s+/i, '');
  for (const word of [...ALL_TITLE_WORDS].sort((a, b) => b.length - a.length)) {
    if (core.toLowerCase().startsWith(`${word} `)) {
      core = core.slice(word.length + 1);
      break;
    }
  }
  return core;
}

const titleCase = (phrase: string) =>
  phrase
    .split(/\s+/)
    .map((word) => (/^(?:of|and|the|a|an|in|on|at|to)$/i.test(word) ? word.toLowerCase() : capitalize(word)))
    .join(' ');

/** Applies the directives to the room's title. */
export function editTitle(original: string, d: EditDirectives, context: EditContext): TextEdit {
  const edit: TextEdit = { text: original, changes: [], skipped: [] };
  let title = original.trim();
  if (d.rename) {
    title = d.rename;
    edit.changes.push(`renamed it “${title}”`);
  }
  for (const phrase of d.removals) {
    const pattern = new RegExp(`\\s*\\b(?:the\\s+)?${escapeRegex(phrase)}\\b`, 'i');
    const next = title
      .replace(pattern, '')
      .replace(/\s+/g, ' ')
      .replace(/^[\s:–-]+|[\s:–-]+$/g, '');
    if (next === title || !next) edit.skipped.push(`the title has no “${phrase}” to remove`);
    else {
      title = next;
      edit.changes.push(`removed “${phrase}”`);
    }
  }
  const word =
    d.tone === 'darker'
      ? context.rng.pick(darkTheme().adjectives)
      : d.tone === 'funnier'
        ? context.rng.pick(FUNNY_TITLE_WORDS)
        : d.tone === 'tenser'
          ? context.rng.pick(TENSE_TITLE_WORDS)
          : d.theme
            ? context.rng.pick(d.theme.adjectives)
            : undefined;
  if (word) {
    title = `The ${word} ${titleCore(title)}`;
    const how = d.tone === 'tenser' ? 'more tense' : (d.tone ?? `more ${d.theme?.name}`);
    edit.changes.push(`made it ${how} with “${word}”`);
  }
  if (d.length === 'shorter') {
    const subtitle = /^(.+?)\s*(?::|\s[–—-]\s)/.exec(title);
    const core = titleCore(title);
    if (subtitle) title = subtitle[1];
    else if (core !== title.replace(/^the\s+/i, '')) title = `The ${core}`;
    else if (title.split(/\s+/).length > 3) title = `The ${title.split(/\s+/).slice(-2).join(' ')}`;
    if (title === original.trim()) edit.skipped.push('the title is already as short as it reads well');
    else edit.changes.push('made it shorter');
  } else if (d.length === 'longer') {
    title = `${title}: Secrets of the ${context.setting.name}`;
    edit.changes.push(`made it longer with “Secrets of the ${context.setting.name}”`);
  }
  for (const thing of d.additions) {
    const named = titleCase(thing.replace(/^(?:a|an|some)\s+/i, 'the '));
    title = `${title} and ${named}`;
    edit.changes.push(`added “${named}”`);
  }
  edit.text = title;
  return edit;
}
