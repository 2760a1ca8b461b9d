/**
 * What the element dialog keeps showing after an action on its element: the engine's
 * message, whether it worked, and what it changed (found, revealed, unlocked), so the
 * result stays on screen instead of only in a passing toast; the live region reads it out.
 */
import { outcomeOf, UNSEEN_ELEMENT, type Outcome } from '@core/engine/player-view';

/** The words of a result (core's, engine/player-view.ts: the screen bot reads the same). */
export { outcomeOf, UNSEEN_ELEMENT, type Outcome };

/**
 * What the play screen's live region says for a result: the same words its dialog and
 * snackbar show (the message, with the clue when one was read), then each change.
 */
export function announcementOf(outcome: Outcome): string {
  const sentence = (change: string) => (/[.!?]$/.test(change) ? change : `${change}.`);
  return [outcome.message, ...outcome.changes.map(sentence)].filter(Boolean).join(' ');
}
