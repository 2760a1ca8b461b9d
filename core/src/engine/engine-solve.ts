/** Solving an element: its state, its points (first solve only) and its yields. */
import type { GameEvent, GameState, PlayElement } from './room';
import type { RoomIndex } from './engine-room';
import { ENGINE_MESSAGES, examined, movedTo, pickedUp } from './engine-messages';
import { itemFromElement, markInspected, moveToScene, runtimeOf, setRuntime } from './engine-state';

/** Applies a first solve to the draft and returns the player-facing message. */
export function solveElement(index: RoomIndex, draft: GameState, el: PlayElement, events: GameEvent[]): string {
  markInspected(draft, el, events);
  setRuntime(draft, el, { state: 'solved' });
  events.push({ type: 'solved', element_id: el.id });
  const points = el.points_awarded ?? 0;
  if (points > 0) {
    draft.points += points;
    events.push({ type: 'points_awarded', element_id: el.id, points });
  }

  const yields = el.yields;
  let message = examined(el.name);
  if (yields.collect) {
    const item = itemFromElement(el);
    if (!draft.inventory.some((held) => held.id === item.id)) draft.inventory.push(item);
    setRuntime(draft, el, { visible: false });
    events.push({ type: 'item_collected', element_id: el.id, item });
    message = pickedUp(el.name);
  }
  for (const id of yields.reveals) {
    const target = index.elements.get(id)!;
    const runtime = runtimeOf(draft, target);
    if (!runtime.visible && runtime.state !== 'solved') {
      setRuntime(draft, target, { visible: true });
      events.push({ type: 'revealed', element_id: id });
    }
  }
  for (const id of yields.unlocks) {
    const target = index.elements.get(id)!;
    if (runtimeOf(draft, target).state === 'locked') {
      setRuntime(draft, target, { state: 'unlocked' });
      events.push({ type: 'unlocked', element_id: id });
    }
  }
  if (yields.next_scene_id !== undefined) {
    moveToScene(draft, yields.next_scene_id, events);
    message = movedTo(index.scenes.get(yields.next_scene_id)!.name);
  }
  if (yields.escape) {
    draft.escaped = true;
    events.push({ type: 'escaped', element_id: el.id });
    message = ENGINE_MESSAGES.escaped;
  }
  return [el.success_message || message, el.clue_text].filter(Boolean).join(' ');
}
