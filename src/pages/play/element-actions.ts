/**
 * What the element dialog offers for an element: the label of its main action (all
 * of them are one `interact` action for the engine) or a combination form.
 */
import type { ElementRuntime, GameState, PlayElement } from '@core';

export type ElementActionLabel = 'Inspect' | 'Take' | 'Open' | 'Go through';

const CONTAINER = /\b(chest|box|drawer|cabinet|locker|crate|case|trunk|cupboard|wardrobe|desk|closet|coffer|casket)\b/i;

export const runtimeOf = (state: GameState, el: PlayElement): ElementRuntime =>
  state.elements[el.id] ?? { state: el.initial_state, visible: el.visible };

/** True when the element wants a code typed in (an unsolved combination lock). */
export function needsCombination(el: PlayElement, runtime: ElementRuntime): boolean {
  return runtime.state !== 'solved' && (el.element_type === 'combination_lock' || Boolean(el.requires.code_hash));
}

export function isPassage(el: PlayElement): boolean {
  return (
    el.element_type === 'door' ||
    el.interaction_type === 'scene_transition' ||
    el.interaction_type === 'exit' ||
    el.yields.next_scene_id !== undefined ||
    el.yields.escape
  );
}

export function primaryActionLabel(el: PlayElement, runtime: ElementRuntime): ElementActionLabel {
  if (isPassage(el)) return runtime.state === 'locked' ? 'Open' : 'Go through';
  if (
    runtime.state !== 'solved' &&
    (el.yields.collect || ['key', 'hidden_item', 'puzzle_piece'].includes(el.element_type))
  )
    return 'Take';
  if (runtime.state !== 'solved' && (runtime.state === 'locked' || CONTAINER.test(el.name))) return 'Open';
  return 'Inspect';
}

/** Elements of the current scene the player can see, in package order. */
export function visibleElements(scene: { elements: PlayElement[] }, state: GameState): PlayElement[] {
  return scene.elements.filter((el) => runtimeOf(state, el).visible);
}

/** The clue text shows once the element has been inspected (or solved). */
export function revealedClue(el: PlayElement, state: GameState): string {
  if (!el.clue_text) return '';
  return state.inspected.includes(el.id) || runtimeOf(state, el).state === 'solved' ? el.clue_text : '';
}

/** The dialog's state chip in a player's words: what happened to the element so far. */
export function stateLabel(el: PlayElement, runtime: ElementRuntime): string {
  if (runtime.state === 'locked') return 'Locked';
  if (runtime.state === 'unlocked') return 'Unlocked';
  if (runtime.state === 'available') return needsCombination(el, runtime) ? 'Not opened yet' : 'Not examined yet';
  if (isPassage(el)) return 'Open';
  if (el.requires.code_hash || el.requires.items.length > 0) return 'Solved';
  return 'Examined';
}

/** A hot-spot's accessible name: the element, and what happened to it once that is more than "not yet" ("Oak door, locked"). */
export function hotspotName(el: PlayElement, runtime: ElementRuntime): string {
  return runtime.state === 'available' ? el.name : `${el.name}, ${stateLabel(el, runtime).toLowerCase()}`;
}
