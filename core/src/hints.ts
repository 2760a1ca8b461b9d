/**
 * Hints derived from the puzzle graph: the first step of the shortest remaining
 * solution from the player's current state. `level` goes from vague (0) to explicit:
 * the element's authored hints first, then generated phrases. An AI may reword a
 * hint; it never decides it. Hints never reveal a combination in clear text.
 */
import type { GameAction, GameState, PlayElement, RoomPackage, RoomSolutions } from './room';
import { indexRoom, type RoomIndex } from './engine-room';
import { searchContext, shortestEscape } from './checker-search';

/** Enough for any hand-made or generated room; a hint is never worth a long wait. */
export const HINT_MAX_STATES = 50_000;

type ElementAction = Extract<GameAction, { element_id: string }>;

function generatedHint(index: RoomIndex, action: ElementAction, el: PlayElement, explicit: boolean): string {
  if (action.type === 'use_item') {
    const item = index.elements.get(action.item_id)?.name ?? 'item';
    return explicit ? `Use the ${item} on the ${el.name}.` : `Something you are carrying might work on the ${el.name}.`;
  }
  if (action.input !== undefined) {
    const clue = el.requires.clue_from ? index.elements.get(el.requires.clue_from)?.name : undefined;
    if (!explicit)
      return clue ? `The ${clue} may tell you more about the ${el.name}.` : `The ${el.name} wants a combination.`;
    return clue
      ? `Enter the combination written on the ${clue} into the ${el.name}.`
      : `Enter the right combination into the ${el.name}.`;
  }
  if (el.yields.next_scene_id !== undefined && !explicit) return `The ${el.name} looks like a way onward.`;
  if (el.yields.collect && !explicit) return `The ${el.name} might be worth taking with you.`;
  return explicit ? `Tap the ${el.name}.` : `Take a closer look at the ${el.name}.`;
}

export function nextHint(
  pkg: RoomPackage,
  solutions: RoomSolutions,
  state: GameState,
  level = 0,
): { element_id: string; text: string } | null {
  if (state.escaped) return null;
  const index = indexRoom(pkg);
  const path = shortestEscape(searchContext(index, solutions), state, HINT_MAX_STATES);
  if (!path) return null;
  const at = path.findIndex((action) => action.type === 'interact' || action.type === 'use_item');
  if (at < 0) return null;
  const action = path[at] as ElementAction;
  const el = index.elements.get(action.element_id)!;
  const authored = (el.hints ?? []).map((hint) => hint.trim()).filter(Boolean);
  const text =
    level < authored.length
      ? authored[level]
      : generatedHint(index, action, el, level > authored.length || authored.length > 0);
  const sceneId = index.sceneOfElement.get(el.id)!.id;
  if (sceneId === state.scene_id) return { element_id: el.id, text };
  const sceneName = index.scenes.get(sceneId)!.name;
  return { element_id: el.id, text: `Go back to ${sceneName}. ${text}` };
}
