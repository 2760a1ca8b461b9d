/**
 * The hint search's one symbolic transition: a combination lock whose code the player
 * can work out (every clue source inspected, clues.ts) is treated as opened, without the
 * code, so hints are found from the sealed package a player holds (no solutions there).
 *
 * Only the hint search calls this. The engine's `step` never does: a player's code is
 * always checked against the lock's hash, and no action shape reaches this function.
 * Not exported from the core index.
 */
import type { GameEvent, GameState, StepResult } from './room';
import type { RoomIndex } from './engine-room';
import { codeDerivable } from './clues';
import { ENGINE_MESSAGES } from './engine-messages';
import { accept, isRejection, reachableElement, reject, tapRefusal } from './engine-guards';
import { cloneState, runtimeOf } from './engine-state';
import { solveElement } from './engine-solve';

export function solveWithDerivedCode(index: RoomIndex, state: GameState, elementId: string): StepResult {
  const found = reachableElement(index, state, elementId);
  if (isRejection(found)) return found;
  const el = found;
  if (!el.requires.code_hash || runtimeOf(state, el).state === 'solved' || !codeDerivable(el, state))
    return reject(state, ENGINE_MESSAGES.enterCombination, el.id);
  const refused = tapRefusal(index, state, el);
  if (refused) return refused;
  const draft = cloneState(state);
  const events: GameEvent[] = [];
  const message = solveElement(index, draft, el, events);
  return accept(draft, events, message);
}
