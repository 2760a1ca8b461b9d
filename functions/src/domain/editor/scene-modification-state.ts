/**
 * A modified scene remembers its whole current change and the description it was made on, so
 * each "Modify Scene" rebuilds the description players read from the scene as it is now
 * (issue 33 item 9) instead of appending a sentence per request.
 */
import type { SceneArtSpec } from '../../ai/offline/scene-art';
import type { SceneModification } from '../../model/room-design';
import type { SceneModificationState, SceneRecord } from '../../db/scenes-repo';

/**
 * What the next change builds on: the description without any change and the current change.
 * When the scene's description is no longer the one the change gave (it was rewritten
 * elsewhere, or an undo restored an older one), that description is the new starting point.
 */
export function changeBase(record: Pick<SceneRecord, 'description' | 'modification'>): {
  description: string;
  modification?: SceneModification;
} {
  const state = record.modification;
  if (state && state.description === record.description)
    return { description: state.base_description, modification: state.change };
  return { description: record.description };
}

/** What to remember after a change: the changed spec carries its own description and whole change. */
export function stateAfterChange(changed: SceneArtSpec, description: string): SceneModificationState | null {
  if (!changed.modification) return null;
  return { change: changed.modification, base_description: changed.description, description };
}
