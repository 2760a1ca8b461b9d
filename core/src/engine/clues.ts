/**
 * Which texts a code is worked out from. A combination lock names its sources in
 * `requires.clue_from` (one) and `requires.clue_sources` (any number); a player knows
 * the code once every source has been inspected. The checker, the hints and the
 * player bot all ask this one place.
 */
import type { GameState, PlayElement } from './room';

/** The ids of every element the element's code is derived from, without repeats. */
export function clueSourcesOf(el: Pick<PlayElement, 'requires'>): string[] {
  const { clue_from, clue_sources = [] } = el.requires;
  return [...new Set([...(clue_from ? [clue_from] : []), ...clue_sources])];
}

/** True when the player has inspected every source of the element's code (or it has none). */
export function codeDerivable(el: Pick<PlayElement, 'requires'>, state: Pick<GameState, 'inspected'>): boolean {
  return clueSourcesOf(el).every((id) => state.inspected.includes(id));
}
