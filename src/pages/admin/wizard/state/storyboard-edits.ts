/**
 * Edits of the storyboard in the wizard's storyboard step (issue 10): rewrite a field or a
 * scene by a sentence (with a one-step undo), append a generated scene, remove a scene.
 * Pure, so every rule is unit-tested.
 */
import {
  MAX_STORYBOARD_SCENES,
  MIN_STORYBOARD_SCENES,
  StoryboardSchema,
  type EditStoryboardAnswer,
  type Storyboard,
  type StoryboardField,
  type StoryboardScene,
} from '@core';

export type { StoryboardScene };

/** What a rewrite replaces: a text field, or one scene (sceneIndex is -1 for the fields). */
export interface RewriteTarget {
  field: StoryboardField;
  sceneIndex: number;
}

export const fieldTarget = (field: Exclude<StoryboardField, 'scene'>): RewriteTarget => ({ field, sceneIndex: -1 });
export const sceneTarget = (sceneIndex: number): RewriteTarget => ({ field: 'scene', sceneIndex });

export const sameTarget = (a: RewriteTarget | null | undefined, b: RewriteTarget | null | undefined): boolean =>
  !!a && !!b && a.field === b.field && (a.field !== 'scene' || a.sceneIndex === b.sceneIndex);

/** How the target is named in progress lines ("Ermie is rewriting scene 2…"). */
export function targetLabel(target: RewriteTarget): string {
  switch (target.field) {
    case 'title':
      return 'the title';
    case 'story_premise':
      return 'the premise';
    case 'backstory':
      return 'the backstory';
    case 'scene':
      return `scene ${target.sceneIndex + 1}`;
  }
}

/** The last rewrite, so it can be undone: what the target held before. */
export interface RewriteUndo {
  target: RewriteTarget;
  previous: string | StoryboardScene;
  /** What the engine says it changed, when it says. */
  summary?: string;
}

/**
 * The storyboard as an object the AI calls accept, or null when the server's storyboard is
 * raw text or incomplete (the step then only shows it, leniently; see storyboard.ts).
 */
export function editableStoryboard(value: unknown): Storyboard | null {
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = StoryboardSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

function valueAt(storyboard: Storyboard, target: RewriteTarget): string | StoryboardScene | undefined {
  return target.field === 'scene' ? storyboard.scenes[target.sceneIndex] : storyboard[target.field];
}

function withValueAt(storyboard: Storyboard, target: RewriteTarget, value: string | StoryboardScene): Storyboard {
  if (target.field === 'scene') {
    if (typeof value === 'string') return storyboard;
    return { ...storyboard, scenes: storyboard.scenes.map((s, i) => (i === target.sceneIndex ? value : s)) };
  }
  return typeof value === 'string' ? { ...storyboard, [target.field]: value } : storyboard;
}

/**
 * Puts a rewrite's answer in place: the field's new text (`content`), or the new scene
 * (`scene`, else the old title with `content` as its description). Only the target changes.
 * Null when the answer holds nothing usable or the target is not in the storyboard.
 */
export function applyRewrite(
  storyboard: Storyboard,
  target: RewriteTarget,
  answer: Pick<EditStoryboardAnswer, 'content' | 'scene' | 'summary'>,
): { storyboard: Storyboard; undo: RewriteUndo } | null {
  const previous = valueAt(storyboard, target);
  if (previous === undefined) return null;
  let next: string | StoryboardScene;
  if (target.field === 'scene') {
    const old = previous as StoryboardScene;
    const title = answer.scene?.title.trim() || old.title;
    const description = answer.scene?.description.trim() || answer.content.trim();
    if (!description) return null;
    next = { title, description };
  } else {
    next = answer.content.trim();
    if (!next) return null;
  }
  const summary = answer.summary?.trim() || undefined;
  return { storyboard: withValueAt(storyboard, target, next), undo: { target, previous, summary } };
}

/** Puts back what the last rewrite replaced. */
export function undoRewrite(storyboard: Storyboard, undo: RewriteUndo): Storyboard {
  if (valueAt(storyboard, undo.target) === undefined) return storyboard;
  return withValueAt(storyboard, undo.target, undo.previous);
}

export const canAddScene = (storyboard: Storyboard): boolean => storyboard.scenes.length < MAX_STORYBOARD_SCENES;
export const canRemoveScene = (storyboard: Storyboard): boolean => storyboard.scenes.length > MIN_STORYBOARD_SCENES;

/** Appends a scene; null when the storyboard already has the most scenes or the scene is empty. */
export function appendScene(storyboard: Storyboard, scene: StoryboardScene): Storyboard | null {
  const title = scene.title.trim();
  const description = scene.description.trim();
  if (!canAddScene(storyboard) || !title || !description) return null;
  return { ...storyboard, scenes: [...storyboard.scenes, { title, description }] };
}

/** Removes a scene while more than the minimum remain; null otherwise. */
export function removeScene(storyboard: Storyboard, sceneIndex: number): Storyboard | null {
  if (!canRemoveScene(storyboard) || sceneIndex < 0 || sceneIndex >= storyboard.scenes.length) return null;
  return { ...storyboard, scenes: storyboard.scenes.filter((_, i) => i !== sceneIndex) };
}

/**
 * The undo record after a scene is removed: gone when the rewritten scene was removed,
 * moved up one when a scene before it was removed, unchanged otherwise.
 */
export function undoAfterRemoval(undo: RewriteUndo | null, removedIndex: number): RewriteUndo | null {
  if (!undo || undo.target.field !== 'scene') return undo;
  if (undo.target.sceneIndex === removedIndex) return null;
  if (undo.target.sceneIndex > removedIndex) return { ...undo, target: sceneTarget(undo.target.sceneIndex - 1) };
  return undo;
}
