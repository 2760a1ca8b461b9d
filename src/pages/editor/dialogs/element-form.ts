/** The Edit Element dialog's draft: every field as the form holds it, and the update body it saves. */
import { parsePosition, type EditorElement, type ElementUpdateInput } from '@core';

export interface ElementDraft {
  name: string;
  element_type: EditorElement['element_type'];
  x: string;
  y: string;
  visible: boolean;
  interaction_type: string;
  description: string;
  clue_text: string;
  success_message: string;
  failure_message: string;
  points: string;
  hints: string;
  visual_clues: string;
  required_key: string;
  solution: string;
  puzzle_state: 'available' | 'locked';
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function draftOf(element: EditorElement): ElementDraft {
  const c = element.config;
  return {
    name: element.name,
    element_type: element.element_type,
    x: String(Math.round(element.x_position)),
    y: String(Math.round(element.y_position)),
    visible: element.visible,
    interaction_type: element.interaction_type || c.interaction_type,
    description: c.description,
    clue_text: c.clue_text,
    success_message: c.success_message,
    failure_message: c.failure_message,
    points: String(c.points_awarded),
    hints: c.hints.join('\n'),
    visual_clues: c.visual_clues.join('\n'),
    required_key: c.required_key ?? '',
    solution: c.solution ?? '',
    puzzle_state: c.puzzle_state === 'locked' ? 'locked' : 'available',
  };
}

/** The PUT body: x and y parsed as integers defaulting to 0 and clamped (§5). */
export function updateBodyOf(draft: ElementDraft): ElementUpdateInput {
  const at = parsePosition(draft.x, draft.y);
  const points = Number.parseInt(draft.points, 10);
  return {
    name: draft.name.trim(),
    element_type: draft.element_type,
    x_position: at.x,
    y_position: at.y,
    visible: draft.visible,
    interaction_type: draft.interaction_type.trim(),
    config: {
      description: draft.description,
      clue_text: draft.clue_text,
      success_message: draft.success_message,
      failure_message: draft.failure_message,
      points_awarded: Number.isFinite(points) ? Math.max(0, points) : 0,
      hints: lines(draft.hints),
      visual_clues: lines(draft.visual_clues),
      required_key: draft.required_key || null,
      interaction_type: draft.interaction_type.trim(),
      puzzle_state: draft.puzzle_state,
      ...(draft.element_type === 'combination_lock' ? { solution: draft.solution.trim() || null } : {}),
    },
  };
}

/** Elements a player can carry, which may serve as another element's key. */
export const COLLECTABLE_TYPES = ['key', 'hidden_item', 'puzzle_piece'];
export const keyCandidates = (elements: EditorElement[], self: EditorElement) =>
  elements.filter((e) => e.id !== self.id && COLLECTABLE_TYPES.includes(e.element_type));
