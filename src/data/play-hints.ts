/**
 * The play controller's hints, from the puzzle graph (core/src/hints.ts): the offer for the
 * current state (its words and cost, shown before the player buys), and the hints already
 * bought (shown again free). Buying is the engine's `{ type: 'hint' }` action, queued like
 * any action, so the server charges the same hint once it syncs. Both work offline on the
 * opened view of the sealed package.
 */
import { boughtHints, offerHint, type GameState, type HintOffer, type RoomPackage } from '@core';

export interface HintView {
  /** The hint the player would get now, or null (escaped, no way out, too large to search). */
  offer: HintOffer | null;
  /** Hints bought in this game, oldest first. */
  bought: string[];
}

export function hintView(pkg: RoomPackage, state: GameState): HintView {
  return { offer: offerHint(pkg, state), bought: boughtHints(pkg, state).map((hint) => hint.text) };
}

/** "Hint costs 10 points" / "Shown again free". */
export function hintCostLabel(offer: HintOffer): string {
  if (offer.cost === 0) return 'Shown again free';
  return `Hint costs ${offer.cost} ${offer.cost === 1 ? 'point' : 'points'}`;
}
