/**
 * What the element dialog keeps showing after an action on its element: the engine's
 * message, whether it worked, and what it changed (found, revealed, unlocked), so the
 * result stays on screen instead of only in a passing toast.
 */
import type { RoomPackage, StepResult } from '@core';

export interface Outcome {
  message: string;
  success: boolean;
  /** One line per change: "Found: Brass key", "Revealed: Hidden drawer", "Unlocked: Oak door". */
  changes: string[];
}

export function outcomeOf(pkg: RoomPackage, result: StepResult): Outcome {
  const names = new Map(pkg.scenes.flatMap((scene) => scene.elements).map((el) => [el.id, el.name] as const));
  const nameOf = (id: string | undefined) => (id ? (names.get(id) ?? id) : '');
  const changes: string[] = [];
  for (const event of result.events) {
    if (event.type === 'item_collected' && event.item) changes.push(`Found: ${event.item.name}`);
    else if (event.type === 'revealed') changes.push(`Revealed: ${nameOf(event.element_id)}`);
    else if (event.type === 'unlocked') changes.push(`Unlocked: ${nameOf(event.element_id)}`);
    else if (event.type === 'item_used' && event.item) changes.push(`Used: ${event.item.name}`);
    else if (event.type === 'points_awarded' && event.points) changes.push(`+${event.points} points`);
  }
  return { message: result.message, success: result.success, changes };
}
