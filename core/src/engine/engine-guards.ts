/** The engine's refusals and acceptances, shared by the player's step and the hint search's symbolic step. */
import type { GameEvent, GameState, PlayElement, StepResult } from './room';
import type { RoomIndex } from './engine-room';
import { ENGINE_MESSAGES } from './engine-messages';
import { runtimeOf } from './engine-state';

export function reject(state: GameState, message: string, elementId?: string): StepResult {
  const event: GameEvent = elementId
    ? { type: 'rejected', element_id: elementId, message }
    : { type: 'rejected', message };
  return { state, events: [event], success: false, message };
}

export const accept = (state: GameState, events: GameEvent[], message: string): StepResult => ({
  state,
  events,
  success: true,
  message,
});

export const isRejection = (value: PlayElement | StepResult): value is StepResult => 'success' in value;

/** The element if the player can act on it now, else the rejection. */
export function reachableElement(index: RoomIndex, state: GameState, elementId: string): PlayElement | StepResult {
  if (state.escaped) return reject(state, ENGINE_MESSAGES.alreadyEscaped, elementId);
  const el = index.elements.get(elementId);
  if (!el) return reject(state, ENGINE_MESSAGES.unknownElement, elementId);
  if (index.sceneOfElement.get(elementId)!.id !== state.scene_id)
    return reject(state, ENGINE_MESSAGES.elementInOtherScene, elementId);
  if (!runtimeOf(state, el).visible) return reject(state, ENGINE_MESSAGES.elementNotVisible, elementId);
  return el;
}

export function prerequisitesMet(index: RoomIndex, state: GameState, el: PlayElement): boolean {
  return el.requires.solved.every((id) => runtimeOf(state, index.elements.get(id)!).state === 'solved');
}

/** Locks use failure_message for a wrong code; other elements use it for every refusal. */
export const refusal = (el: PlayElement, fallback: string) =>
  el.requires.code_hash ? fallback : el.failure_message || fallback;

/**
 * Why a tap on an unsolved element is refused before any code is looked at (locked, a
 * prerequisite unsolved, items still to be used), or null when it may go on.
 */
export function tapRefusal(index: RoomIndex, state: GameState, el: PlayElement): StepResult | null {
  const runtime = runtimeOf(state, el);
  if (runtime.state === 'locked') return reject(state, refusal(el, ENGINE_MESSAGES.locked), el.id);
  if (!prerequisitesMet(index, state, el)) return reject(state, refusal(el, ENGINE_MESSAGES.prerequisite), el.id);
  const itemsPending = el.requires.items.length > 0 && !(el.requires.code_hash && runtime.state === 'unlocked');
  if (itemsPending) return reject(state, refusal(el, ENGINE_MESSAGES.needsItem), el.id);
  return null;
}
