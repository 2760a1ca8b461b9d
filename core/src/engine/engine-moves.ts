/**
 * The player's moves: tapping an element (with a code, perhaps), using an item on it and
 * walking back to a visited scene. Every action but buying a hint, which searches these
 * moves for the way out (hints/hints.ts); the engine's step (engine.ts) adds buying the hint
 * with the hint finder it is handed (game-step.ts), and the searches (state-search.ts,
 * hints-search.ts) step through these moves alone.
 */
import type { GameAction, GameEvent, GameState, StepResult } from './room';
import type { RoomIndex } from './engine-room';
import { codeMatches } from './code';
import { ENGINE_MESSAGES, movedTo, returnedTo } from './engine-messages';
import { cloneState, markInspected, moveToScene, runtimeOf, setRuntime } from './engine-state';
import { solveElement } from './engine-solve';
import { accept, isRejection, prerequisitesMet, reachableElement, refusal, reject, tapRefusal } from './engine-guards';

/** An action that moves the game on: every action but buying a hint. */
export type PlayerMove = Exclude<GameAction, { type: 'hint' }>;

/** One move on an indexed package; anything that is no move is refused as an unknown action. */
export function moveIndexed(index: RoomIndex, state: GameState, action: PlayerMove): StepResult {
  switch (action?.type) {
    case 'interact':
      return interact(index, state, action.element_id, action.input);
    case 'use_item':
      return useItem(index, state, action.element_id, action.item_id);
    case 'go_to_scene':
      return goToScene(index, state, action.scene_id);
    default:
      return reject(state, ENGINE_MESSAGES.unknownAction);
  }
}

function interact(index: RoomIndex, state: GameState, elementId: string, input: string | undefined): StepResult {
  const found = reachableElement(index, state, elementId);
  if (isRejection(found)) return found;
  const el = found;
  const runtime = runtimeOf(state, el);

  if (runtime.state === 'solved') {
    const draft = cloneState(state);
    const events: GameEvent[] = [];
    markInspected(draft, el, events);
    const next = el.yields.next_scene_id;
    if (next !== undefined) {
      moveToScene(draft, next, events);
      return accept(draft, events, movedTo(index.scenes.get(next)!.name));
    }
    return accept(draft, events, el.clue_text || el.description || ENGINE_MESSAGES.nothingMoreToDo);
  }
  const refused = tapRefusal(index, state, el);
  if (refused) return refused;
  const codeHash = el.requires.code_hash;
  if (codeHash) {
    if (typeof input !== 'string' || input.trim() === '') return reject(state, ENGINE_MESSAGES.enterCombination, el.id);
    const opens = index.codeCheck ? index.codeCheck(el, input) : codeMatches(index.pkg.salt, el.id, input, codeHash);
    if (!opens) {
      return reject(state, el.failure_message || ENGINE_MESSAGES.wrongCombination, el.id);
    }
  }
  const draft = cloneState(state);
  const events: GameEvent[] = [];
  const message = solveElement(index, draft, el, events);
  return accept(draft, events, message);
}

function useItem(index: RoomIndex, state: GameState, elementId: string, itemId: string): StepResult {
  const found = reachableElement(index, state, elementId);
  if (isRejection(found)) return found;
  const el = found;
  const runtime = runtimeOf(state, el);
  if (!state.inventory.some((item) => item.id === itemId))
    return reject(state, ENGINE_MESSAGES.itemNotInInventory, el.id);
  if (runtime.state === 'solved') return reject(state, ENGINE_MESSAGES.nothingMoreToDo, el.id);
  if (!el.requires.items.includes(itemId)) return reject(state, ENGINE_MESSAGES.wrongKey, el.id);
  const codeHash = el.requires.code_hash;
  if (codeHash && runtime.state === 'unlocked') return reject(state, ENGINE_MESSAGES.itemsFitEnterCode, el.id);
  if (!prerequisitesMet(index, state, el)) return reject(state, refusal(el, ENGINE_MESSAGES.prerequisite), el.id);
  const missing = el.requires.items.filter((id) => !state.inventory.some((item) => item.id === id));
  if (missing.length > 0) return reject(state, ENGINE_MESSAGES.needsMoreItems, el.id);

  const draft = cloneState(state);
  const events: GameEvent[] = [];
  for (const id of el.requires.items) {
    const item = draft.inventory.find((held) => held.id === id)!;
    draft.inventory = draft.inventory.filter((held) => held.id !== id);
    events.push({ type: 'item_used', element_id: el.id, item });
  }
  if (runtime.state === 'locked') events.push({ type: 'unlocked', element_id: el.id });
  if (codeHash) {
    setRuntime(draft, el, { state: 'unlocked' });
    return accept(draft, events, ENGINE_MESSAGES.itemsFitEnterCode);
  }
  const message = solveElement(index, draft, el, events);
  return accept(draft, events, message);
}

function goToScene(index: RoomIndex, state: GameState, sceneId: string): StepResult {
  const scene = index.scenes.get(sceneId);
  if (!scene) return reject(state, ENGINE_MESSAGES.unknownScene);
  if (!state.visited_scene_ids.includes(sceneId)) return reject(state, ENGINE_MESSAGES.sceneNotVisited);
  if (state.scene_id === sceneId) return accept(state, [], ENGINE_MESSAGES.alreadyInScene);
  const draft = cloneState(state);
  draft.scene_id = sceneId;
  return accept(draft, [{ type: 'scene_changed', scene_id: sceneId }], returnedTo(scene.name));
}
