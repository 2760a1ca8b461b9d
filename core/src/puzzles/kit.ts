/**
 * What every puzzle pattern shares: the shape of a generated puzzle, a seeded-random
 * toolbox, and number words (the shared list, words/number-words.ts). Pattern texts never write
 * digits: numbers a player must find are spelled out or drawn as counts, so no digit code can
 * appear in any of them.
 */
import type { ScenePicture } from './picture-types';
import { numberWordValue } from '../words/number-words';

/** A seeded source of floats in [0, 1) (createRandom in player-bot.ts, or the offline Rng's next). */
export type Random = () => number;

export interface PuzzleOptions {
  /** How many clue texts the code should be spread over (clamped to what the pattern supports). */
  sources: number;
  /** Length of a digit code (clamped to what the pattern supports). */
  digits?: number;
  /** Upper-case words a word code may be (the theme's words); patterns have their own otherwise. */
  words?: string[];
  /** Lower-case text the room shows anyway (names, descriptions...): word codes are never drawn from inside it. */
  avoid?: string;
  /** Upper-case words naming things a player can see in the room: a riddle's answer is one of them when it can be. */
  present?: readonly string[];
  /**
   * The lock's face does not state the method (hard and expert rooms, issue 30 item 3): it keeps to the
   * lock's look, the input's form and the data the puzzle needs, with at most a motto that evokes without instructing.
   */
  quietFace?: boolean;
}

/** The words of `bank` that `avoid` does not contain (all of them if none is left). */
export function wordsNotIn<T>(bank: readonly T[], avoid: string | undefined, word: (item: T) => string): T[] {
  const free = bank.filter((item) => !avoid?.includes(word(item).toLowerCase()));
  return free.length > 0 ? free : bank.slice();
}

export interface PuzzleSource {
  /** A default name and look, for designers that do not bring their own object. */
  name: string;
  look: string;
  /** The text a player reads when inspecting the source. */
  text: string;
  art: string;
  /** True when the text only makes sense on this very object (a clock face): keep the name and look. */
  fixed: boolean;
  /** Small enough to be hidden inside something. */
  portable: boolean;
  /** Read from the picture (issue 30 item 5): what the painter draws for it; `text` says the same in words. */
  picture?: ScenePicture;
}

export interface Puzzle {
  pattern: string;
  code: string;
  /** What the lock's face says: how to work the code out (a quiet face: only what it needs), never the code. */
  lockText: string;
  sources: PuzzleSource[];
  /** Vague, specific, explicit (the method, precisely, but never the code). */
  hints: [string, string, string];
}

export interface PuzzlePattern {
  id: string;
  /** What the codes look like. */
  kind: 'digits' | 'word';
  /** How many clue texts the pattern can spread a code over. */
  sources: [min: number, max: number];
  generate(random: Random, opts: PuzzleOptions): Puzzle;
  /** Works the code out from the lock's text and the source texts (in the lock's source order), or null. */
  solve(lockText: string, sourceTexts: string[]): string | null;
  /** The lock faces and clue sentence frames the pattern words its texts with. */
  wording?: PatternWording;
}

export const int = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
export const clamp = (value: number, [min, max]: [number, number]): number => Math.min(max, Math.max(min, value));

export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Splits `items` into `parts` non-empty runs (parts ≤ items.length), keeping their order. */
export function splitInto<T>(random: Random, items: readonly T[], parts: number): T[][] {
  const cuts = shuffle(
    random,
    Array.from({ length: items.length - 1 }, (_, i) => i + 1),
  )
    .slice(0, parts - 1)
    .sort((a, b) => a - b);
  const bounds = [0, ...cuts, items.length];
  return bounds.slice(1).map((end, i) => items.slice(bounds[i], end));
}

/** The number words patterns write with (the shared list). */
export { DIGIT_WORDS, numberToWords } from '../words/number-words';

/** Every number written in words in `text`, in order ('two hundred and five' → 205). */
export function numbersInWords(text: string): number[] {
  const tokens = text.toLowerCase().split(/[^a-z]+/);
  const found: number[] = [];
  let total = 0;
  let current = 0;
  let open = false;
  const close = () => {
    if (open) found.push(total + current);
    total = 0;
    current = 0;
    open = false;
  };
  for (const token of tokens) {
    const value = numberWordValue(token);
    if (value !== undefined) {
      current += value;
      open = true;
    } else if (token === 'hundred' && open) current *= 100;
    else if (token === 'thousand' && open) {
      total += current * 1000;
      current = 0;
    } else if (token === 'and' && open) continue;
    else if (token !== '') close();
  }
  close();
  return found;
}

/** 'three' -> 'Three'. */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** 'a bell', 'an owl'. */
export const withArticle = (noun: string): string => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/** 'a, b and c'. */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** True when a player could read `code` off `text` as it stands (digits anywhere, words case-insensitively). */
export function textGivesAway(text: string, code: string): boolean {
  if (/^\d+$/.test(code)) return text.replace(/[\s-]+/g, '').includes(code) || text.includes(code);
  return text.toLowerCase().includes(code.toLowerCase());
}

/** How a pattern words its texts: what its lock faces say and the sentence frames its clues are written in. */
export interface PatternWording {
  lockFaces: readonly string[];
  clueTemplates: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern that matches `template` with each {slot} replaced by `slots[slot]` (a regular expression
 * source, with named groups for what the caller reads back); slots not given match a single word.
 */
export function templateRegExp(template: string, slots: Record<string, string> = {}): RegExp {
  const parts = template.split(/\{(\w+)\}/);
  const source = parts.map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : (slots[part] ?? String.raw`[\w'-]+`)));
  return new RegExp(source.join(''));
}

/** The named groups of the first of `templates` that matches somewhere in `text`, or undefined. */
export function readTemplate(
  templates: readonly string[],
  text: string,
  slots: Record<string, string> = {},
): Record<string, string> | undefined {
  for (const template of templates) {
    const found = text.match(templateRegExp(template, slots));
    if (found) return { ...found.groups };
  }
  return undefined;
}

/** Fills {slot}s of a template. */
export const fillTemplate = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
