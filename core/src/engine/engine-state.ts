/** Game-state construction and the copy-on-write helpers the engine mutates drafts with. */
import type { GameEvent, GameState, InventoryItem, PlayElement } from './room';
import { indexRoom, type RoomIndex } from './engine-room';
import type { RoomPackage } from './room';

export function initialStateIndexed(index: RoomIndex): GameState {
  const elements: GameState['elements'] = {};
  for (const el of index.elements.values()) {
    elements[el.id] = { state: el.initial_state ?? 'available', visible: el.visible ?? true };
  }
  const start = index.pkg.start_scene_id;
  return {
    scene_id: start,
    visited_scene_ids: [start],
    elements,
    inspected: [],
    inventory: [],
    points: 0,
    hints_used: 0,
    hints_seen: [],
    escaped: false,
  };
}

/** The state a new game starts in. Throws MalformedRoomError for a broken package. */
export function initialState(pkg: RoomPackage): GameState {
  return initialStateIndexed(indexRoom(pkg));
}

/**
 * Copy-on-write copy: arrays and the runtime record are new; runtime records and
 * inventory items are shared because the engine only ever replaces them (setRuntime).
 */
export function cloneState(state: GameState): GameState {
  return {
    ...state,
    visited_scene_ids: state.visited_scene_ids.slice(),
    elements: { ...state.elements },
    inspected: state.inspected.slice(),
    inventory: state.inventory.slice(),
  };
}

/** Runtime of an element; elements added to a package after the state was saved fall back to their initial values. */
export function runtimeOf(state: GameState, el: PlayElement) {
  return state.elements[el.id] ?? { state: el.initial_state ?? 'available', visible: el.visible ?? true };
}

export function setRuntime(draft: GameState, el: PlayElement, patch: Partial<GameState['elements'][string]>) {
  draft.elements[el.id] = { ...runtimeOf(draft, el), ...patch };
}

export function itemFromElement(el: PlayElement): InventoryItem {
  return {
    id: el.id,
    elementId: el.id,
    name: el.name,
    type: el.element_type,
    description: el.description ?? '',
    icon: el.icon || 'key',
  };
}

export function markInspected(draft: GameState, el: PlayElement, events: GameEvent[]) {
  if (!draft.inspected.includes(el.id)) draft.inspected.push(el.id);
  events.push({ type: 'inspected', element_id: el.id, message: el.clue_text || el.description || '' });
}

export function moveToScene(draft: GameState, sceneId: string, events: GameEvent[]) {
  draft.scene_id = sceneId;
  if (!draft.visited_scene_ids.includes(sceneId)) draft.visited_scene_ids.push(sceneId);
  events.push({ type: 'scene_changed', scene_id: sceneId });
}
