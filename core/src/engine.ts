/**
 * The game engine: a pure, deterministic `(package, state, action) -> (state, events)`
 * step shared by the play screen, the server's replay and the solvability checker.
 * Bad player input is refused with a message (state unchanged); only a malformed
 * package throws (MalformedRoomError).
 */
import type { GameAction, GameEvent, GameState, PlayElement, PlayScene, RoomPackage, StepResult } from './room';
import { codeMatches } from './code';
import { indexRoom, type RoomIndex } from './engine-room';
import { ENGINE_MESSAGES, movedTo, returnedTo } from './engine-messages';
import { cloneState, markInspected, moveToScene, runtimeOf, setRuntime } from './engine-state';
import { solveElement } from './engine-solve';
import { accept, isRejection, prerequisitesMet, reachableElement, refusal, reject, tapRefusal } from './engine-guards';
import { findHint } from './hints';

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
  switch (action?.type) {
    case 'interact':
      return interact(index, state, action.element_id, action.input);
    case 'use_item':
      return useItem(index, state, action.element_id, action.item_id);
    case 'go_to_scene':
      return goToScene(index, state, action.scene_id);
    case 'hint':
      return hint(index, state);
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
    if (!codeMatches(index.pkg.salt, el.id, input, codeHash)) {
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
