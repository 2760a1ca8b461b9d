/**
 * The game engine: a pure, deterministic `(package, state, action) -> (state, events)`
 * step shared by the play screen, the server's replay and the solvability checker.
 * Bad player input is refused with a message (state unchanged); only a malformed
 * package throws (MalformedRoomError).
 *
 * Buying a hint needs the hint search, which itself steps through the engine's moves, so the
 * engine does not import it: `createEngine` is handed the hint finder, and game-step.ts hands
 * it hints/hints.ts's `findHint`. Imports run hints -> engine only.
 */
import type { GameAction, GameEvent, GameState, PlayElement, PlayScene, RoomPackage, StepResult } from './room';
import { indexRoom, type RoomIndex } from './engine-room';
import { ENGINE_MESSAGES } from './engine-messages';
import { cloneState } from './engine-state';
import { accept, reject } from './engine-guards';
import { moveIndexed } from './engine-moves';
import { hintKey, type HintLevel } from './hint-keys';

export { initialState } from './engine-state';
export { ENGINE_MESSAGES } from './engine-messages';
export {
  MalformedRoomError,
  indexRoom,
  structuralProblems,
  type CodeCheck,
  type PackageProblem,
  type RoomIndex,
} from './engine-room';

/** The hint a player can buy now: its element, level, words and cost (0 when already bought). */
export interface HintOffer {
  element_id: string;
  level: HintLevel;
  text: string;
  cost: number;
  bought: boolean;
}

/** Why no hint is offered: the player escaped, no way out remains, or the room is too large to search from here. */
export type NoHintReason = 'escaped' | 'stuck' | 'too-large';

/** What the engine needs to sell a hint: the offer for a state, or why there is none (hints/hints.ts's `findHint`). */
export type HintFinder = (index: RoomIndex, state: GameState) => HintOffer | NoHintReason;

/** The engine's step, with the hint finder it was handed. */
export interface GameEngine {
  step(pkg: RoomPackage, state: GameState, action: GameAction): StepResult;
  /** `step` on an already indexed package (the checker and the bot index once). */
  stepIndexed(index: RoomIndex, state: GameState, action: GameAction): StepResult;
}

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

/** The engine whose `{ type: 'hint' }` action buys what `findHint` offers; every other action is a move. */
export function createEngine(findHint: HintFinder): GameEngine {
  const stepIndexed = (index: RoomIndex, state: GameState, action: GameAction): StepResult =>
    action?.type === 'hint' ? buyHint(state, findHint(index, state)) : moveIndexed(index, state, action);
  return { step: (pkg, state, action) => stepIndexed(indexRoom(pkg), state, action), stepIndexed };
}

/**
 * Buys the hint `offerHint` shows: charges its cost (points may go below zero), records it
 * in `hints_seen` and counts it in `hints_used` when it was charged (a re-view is free).
 */
function buyHint(state: GameState, offer: HintOffer | NoHintReason): StepResult {
  if (offer === 'escaped') return reject(state, ENGINE_MESSAGES.alreadyEscaped);
  if (offer === 'stuck') return reject(state, ENGINE_MESSAGES.noWayOut);
  if (offer === 'too-large') return reject(state, ENGINE_MESSAGES.hintTooLarge);
  const draft = cloneState(state);
  const seen = hintKey(offer.element_id, offer.level);
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
