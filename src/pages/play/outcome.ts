/**
 * What the element dialog keeps showing after an action on its element: the engine's
 * message, whether it worked, and what it changed (found, revealed, unlocked), so the
 * result stays on screen instead of only in a passing toast; the live region reads it out.
 */
import { ENGINE_MESSAGES, SEALED_NAME, type RoomPackage, type StepResult } from '@core';

/**
 * What an element in a scene the player has not entered is called in a change line: its name is
 * still sealed there (a scene's lock may open the next scene's door before the player goes in).
 */
export const UNSEEN_ELEMENT = 'something further on';

export interface Outcome {
  message: string;
  success: boolean;
  /** One line per change: "Found: Brass key", "Revealed: Hidden drawer", "Unlocked: Oak door", "Now in: Vault". */
  changes: string[];
}

export function outcomeOf(pkg: RoomPackage, result: StepResult): Outcome {
  const names = new Map(pkg.scenes.flatMap((scene) => scene.elements).map((el) => [el.id, el.name] as const));
  const nameOf = (id: string | undefined) => {
    const name = id ? names.get(id) : undefined;
    return name && name !== SEALED_NAME ? name : UNSEEN_ELEMENT;
  };
  const sceneNames = new Map(pkg.scenes.map((scene) => [scene.id, scene.name] as const));
  const changes: string[] = [];
  for (const event of result.events) {
    if (event.type === 'item_collected' && event.item) changes.push(`Found: ${event.item.name}`);
    else if (event.type === 'revealed') changes.push(`Revealed: ${nameOf(event.element_id)}`);
    else if (event.type === 'unlocked') changes.push(`Unlocked: ${nameOf(event.element_id)}`);
    else if (event.type === 'item_used' && event.item) changes.push(`Used: ${event.item.name}`);
    else if (event.type === 'points_awarded' && event.points) changes.push(`+${event.points} points`);
    else if (event.type === 'hint' && event.points) changes.push(`${event.points} points for the hint`);
    else if (event.type === 'scene_changed') changes.push(`Now in: ${sceneNames.get(event.scene_id!) ?? ''}`);
    else if (event.type === 'escaped' && result.message !== ENGINE_MESSAGES.escaped)
      changes.push(ENGINE_MESSAGES.escaped);
  }
  return { message: result.message, success: result.success, changes };
}

/**
 * What the play screen's live region says for a result: the same words its dialog and
 * snackbar show (the message, with the clue when one was read), then each change.
 */
export function announcementOf(outcome: Outcome): string {
  const sentence = (change: string) => (/[.!?]$/.test(change) ? change : `${change}.`);
  return [outcome.message, ...outcome.changes.map(sentence)].filter(Boolean).join(' ');
}
