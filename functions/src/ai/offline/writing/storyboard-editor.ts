/**
 * The offline engine of edit-storyboard (rooms-and-play-spec §7): rewrites the named field
 * (title, story_premise, backstory) or one scene by the creator's sentence, deterministically,
 * with the storyboard's own theme and setting material, and says what it changed. A sentence
 * it cannot act on is an AppError 422 that says what it can do; it never echoes the prompt.
 */
import { StoryboardSchema, type EditStoryboardRequest, type Storyboard, type StoryboardScene } from '@core';
import { AppError } from '../../../model/app-error';
import { hasDirectives, OFFLINE_EDIT_ABILITIES, readEditSentence } from './edit-directives';
import { editProse, editTitle, type EditContext, type TextEdit } from './prose-editor';
import { createRng, deriveSeed } from '../rng';
import {
  resolveSetting,
  resolveTheme,
  SETTINGS,
  THEMES,
  type SettingMaterial,
  type ThemeMaterial,
} from '../material/theme-material';

export interface StoryboardEdit {
  storyboard: Storyboard;
  /** The new text of the field (a scene: its description). */
  content: string;
  scene: StoryboardScene | null;
  /** What was changed, in one sentence. */
  summary: string;
}

export const storyboardText = (storyboard: Storyboard): string =>
  [
    storyboard.title,
    storyboard.story_premise,
    storyboard.backstory,
    ...storyboard.scenes.flatMap((s) => [s.title, s.description]),
  ].join(' ');

const count = (lower: string, phrases: string[]) => phrases.filter((p) => lower.includes(p.toLowerCase())).length;

/** The item with the highest positive score, if any. */
function best<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let found: T | undefined;
  let top = 0;
  for (const item of items) {
    const value = score(item);
    if (value > top) [found, top] = [item, value];
  }
  return found;
}

/**
 * The theme and setting a storyboard is written in: the material whose own sentences, places
 * and things it uses most (the offline writer's storyboards quote theirs word for word), else
 * the one its words point at, else one chosen by the seed.
 */
export function storyboardMaterial(
  storyboard: Storyboard,
  seed: number,
): { theme: ThemeMaterial; setting: SettingMaterial } {
  const text = storyboardText(storyboard);
  const lower = text.toLowerCase();
  const things = (s: SettingMaterial) =>
    [
      s.places.map((p) => p.title),
      [...s.clues, ...s.locks, ...s.containers, ...s.chests, ...s.doors, ...s.exits].map((t) => t.name),
    ].flat();
  const setting = best(SETTINGS, (s) => count(lower, [s.name, ...things(s)])) ?? resolveSetting(text, seed);
  const theme =
    best(THEMES, (t) => count(lower, [...t.moods, ...t.stakes, ...t.twists, ...t.escapes])) ??
    resolveTheme(text, undefined, seed);
  return { theme, setting };
}

/** The storyboard's own material and a seed from its content. */
export function storyboardContext(storyboard: Storyboard, salt: string): EditContext {
  const seed = deriveSeed(0, `${storyboardText(storyboard)}\u0000${salt}`);
  return { rng: createRng(seed, 'storyboard-edit'), ...storyboardMaterial(storyboard, seed) };
}

const FIELD_LABEL = { title: 'the title', story_premise: 'the premise', backstory: 'the backstory' } as const;

function refuse(prompt: string, why?: string): never {
  const quoted = prompt.length > 80 ? `${prompt.slice(0, 77)}…` : prompt;
  throw new AppError(
    422,
    why
      ? `The offline writer could not apply “${quoted}”: ${why}.`
      : `The offline writer does not know how to apply “${quoted}”. ${OFFLINE_EDIT_ABILITIES}`,
    'unprocessable',
  );
}

function summarize(what: string, edit: TextEdit): string {
  const skipped = edit.skipped.length ? ` (not done: ${edit.skipped.join('; ')})` : '';
  return `Changed ${what}: ${edit.changes.join('; ')}${skipped}.`;
}

export function editStoryboardOffline(request: EditStoryboardRequest): StoryboardEdit {
  const { prompt, field, scene_index: index } = request;
  const storyboard = StoryboardSchema.parse(request.storyboard);
  const directives = readEditSentence(prompt);
  if (!hasDirectives(directives)) refuse(prompt);
  const context = storyboardContext(storyboard, `${field}:${index}:${prompt}`);

  if (field === 'scene') {
    const scene = storyboard.scenes[index];
    if (!scene) throw new AppError(400, `scene_index must name a scene of the storyboard`, 'bad_request');
    const { rename, ...rest } = directives;
    const edit = editProse('scene', scene.description, rest, context);
    const title = rename ?? scene.title;
    if (rename) edit.changes.unshift(`renamed it “${rename}”`);
    if (edit.changes.length === 0) refuse(prompt, edit.skipped.join('; ') || 'nothing in it applies to a scene');
    const changed: StoryboardScene = { title, description: edit.text };
    const scenes = storyboard.scenes.map((s, i) => (i === index ? changed : s));
    return {
      storyboard: { ...storyboard, scenes },
      content: changed.description,
      scene: changed,
      summary: summarize(`scene ${index + 1}`, edit),
    };
  }

  const edit =
    field === 'title'
      ? editTitle(storyboard.title, directives, context)
      : editProse(field === 'story_premise' ? 'premise' : 'backstory', storyboard[field], directives, context);
  if (field !== 'title' && directives.rename)
    edit.skipped.push(`only the title or a scene can be renamed, not ${FIELD_LABEL[field]}`);
  if (edit.changes.length === 0 || edit.text === storyboard[field])
    refuse(prompt, edit.skipped.join('; ') || `nothing in it applies to ${FIELD_LABEL[field]}`);
  return {
    storyboard: { ...storyboard, [field]: edit.text },
    content: edit.text,
    scene: null,
    summary: summarize(FIELD_LABEL[field], edit),
  };
}
