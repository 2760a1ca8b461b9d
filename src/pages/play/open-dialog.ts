/**
 * Which element's dialog stays open once an action's result arrives. A result can arrive after the
 * player has already tapped something else: a step the server witnesses shows its new state (the
 * server's answer) a moment before the step itself returns, and a quick player taps what it just
 * revealed in that moment. The dialog open now is the one that counts, not the one open when the
 * action started; it closes only when its own element has gone.
 */
import type { GameState, RoomPackage } from '@core';
import { runtimeOf } from './element-actions';

/** The dialog open after `next`: `current`, unless its element has left sight (taken, new scene, escape). */
export function dialogAfter(current: string | null, pkg: RoomPackage, next: GameState): string | null {
  if (current === null) return null;
  if (next.escaped) return null;
  const el = pkg.scenes.find((s) => s.id === next.scene_id)?.elements.find((e) => e.id === current);
  return el && runtimeOf(next, el).visible ? current : null;
}

/**
 * After a tap's own action (an item used on the tapped element), its dialog opens to show what
 * happened, unless the player opened another in the meantime or the element has left sight.
 */
export function dialogAfterTap(current: string | null, tapped: string, stillHere: boolean): string | null {
  if (current !== null) return current;
  return stillHere ? tapped : null;
}
