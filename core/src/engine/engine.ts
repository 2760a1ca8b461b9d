/**
 * The game engine: a pure, deterministic `(package, state, action) -> (state, events)`
 * step shared by the play screen, the server's replay and the solvability checker.
 * Bad player input is refused with a message (state unchanged); only a malformed
 * package throws (MalformedRoomError).
 */
import type { GameAction, GameEvent, GameState, PlayElement, PlayScene, RoomPackage, StepResult } from './room';
import { indexRoom, type RoomIndex } from './engine-room';
import { ENGINE_MESSAGES } from './engine-messages';
import { cloneState } from './engine-state';
import { accept, reject } from './engine-guards';
import { moveIndexed } from './engine-moves';
import { findHint } from '../hints/hints';

export { initialState } from './engine-state';
export { ENGINE_MESSAGES } from './engine-messages';
export { MalformedRoomError, indexRoom, structuralProblems, type PackageProblem, type RoomIndex } from './engine-room';

export function findElement(pkg: RoomPackage, elementId: string): { scene: PlayScene; element: PlayElement } | null {
  for (const scene of pkg.scenes) {
    const element = scene.elements.find((el) => el.id === elementId);
    if (element) return { scene, element };
  }
  return null;
}

/** The server's `user_input`: `{"key_used":"<itemId>"}` uses an item, anything else is a tap with that input. */
export function parseUserInput(elementId: string, userInput: string): GameAction {
  const trimmed = (userInput ?? '').trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      const keyUsed = (parsed as { key_used?: unknown } | null)?.key_used;
      if (typeof keyUsed === 'string' && keyUsed.length > 0)
        return { type: 'use_item', element_id: elementId, item_id: keyUsed };
    } catch {
      // Not JSON: a combination that happens to start with a brace.
    }
  }
  return userInput
    ? { type: 'interact', element_id: elementId, input: userInput }
    : { type: 'interact', element_id: elementId };
}

export function step(pkg: RoomPackage, state: GameState, action: GameAction): StepResult {
  return stepIndexed(indexRoom(pkg), state, action);
}

/** `step` on an already indexed package (the checker and the bot index once). */
export function stepIndexed(index: RoomIndex, state: GameState, action: GameAction): StepResult {
  return action?.type === 'hint' ? hint(index, state) : moveIndexed(index, state, action);
}

/**
 * Buys the hint `offerHint` shows: charges its cost (points may go below zero), records it
 * in `hints_seen` and counts it in `hints_used` when it was charged (a re-view is free).
 */
function hint(index: RoomIndex, state: GameState): StepResult {
  const offer = findHint(index, state);
  if (offer === 'escaped') return reject(state, ENGINE_MESSAGES.alreadyEscaped);
  if (offer === 'stuck') return reject(state, ENGINE_MESSAGES.noWayOut);
  if (offer === 'too-large') return reject(state, ENGINE_MESSAGES.hintTooLarge);
  const draft = cloneState(state);
  const seen = `${offer.element_id}:${offer.level}`;
  const bought = draft.hints_seen ?? [];
  if (!bought.includes(seen)) draft.hints_seen = [...bought, seen];
  if (offer.cost > 0) draft.hints_used += 1;
  draft.points -= offer.cost;
  const event: GameEvent = {
    type: 'hint',
    element_id: offer.element_id,
    level: offer.level,
    points: offer.cost > 0 ? -offer.cost : 0,
    message: offer.text,
  };
  return accept(draft, [event], offer.text);
}
