/**
 * The storyboard as the wizard shows it: structured when the server answers with
 * the storyboard object or its JSON text, otherwise the raw text (spec §2 step 3).
 */
import { StoryboardSchema } from '@core';

export type StoryboardView =
  | {
      kind: 'structured';
      title: string;
      premise: string;
      backstory: string;
      scenes: { title: string; description: string }[];
    }
  | { kind: 'raw'; text: string };

function fromObject(value: unknown): StoryboardView | null {
  if (!value || typeof value !== 'object') return null;
  const parsed = StoryboardSchema.safeParse(value);
  if (parsed.success) {
    const s = parsed.data;
    return { kind: 'structured', title: s.title, premise: s.story_premise, backstory: s.backstory, scenes: s.scenes };
  }
  // Be lenient with partial storyboards: show whatever is there.
  const o = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const scenes = Array.isArray(o.scenes)
    ? o.scenes
        .filter((sc): sc is Record<string, unknown> => Boolean(sc) && typeof sc === 'object')
        .map((sc) => ({ title: text(sc.title), description: text(sc.description) }))
    : [];
  if (!text(o.title) && !text(o.story_premise) && !text(o.backstory) && scenes.length === 0) return null;
  return {
    kind: 'structured',
    title: text(o.title),
    premise: text(o.story_premise),
    backstory: text(o.backstory),
    scenes,
  };
}

export function toStoryboardView(storyboard: unknown): StoryboardView {
  if (storyboard == null) return { kind: 'raw', text: '' };
  if (typeof storyboard === 'string') {
    try {
      const view = fromObject(JSON.parse(storyboard));
      if (view) return view;
    } catch {
      // Not JSON: shown as raw text.
    }
    return { kind: 'raw', text: storyboard };
  }
  return fromObject(storyboard) ?? { kind: 'raw', text: JSON.stringify(storyboard, null, 2) };
}
