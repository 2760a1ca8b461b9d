/**
 * The play controller's hints, from the puzzle graph (core/src/hints/hints.ts): the offer for the
 * current state (its words and cost, shown before the player buys), and the hints already
 * bought (shown again free). Buying is the engine's `{ type: 'hint' }` action, queued like
 * any action, so the server charges the same hint once it syncs. Both work offline on the
 * opened view of the sealed package.
 */
import {
  boughtHints,
  hintSearch,
  indexRoom,
  offerHint,
  openPackage,
  type GameState,
  type HintOffer,
  type RoomPackage,
  type SealedPackage,
} from '@core';
import type { LocalSession } from './offline/offline-db';
import { nextTask } from '../../next-task';

export interface HintView {
  /** The hint the player would get now, or null (escaped, no way out, too large to search). */
  offer: HintOffer | null;
  /** Hints bought in this game, oldest first. */
  bought: string[];
}

export function hintView(pkg: RoomPackage, state: GameState): HintView {
  return { offer: offerHint(pkg, state), bought: boughtHints(pkg, state).map((hint) => hint.text) };
}

const offersByState = new WeakMap<GameState, HintOffer | null>();

/**
 * The hint the engine's hint action would sell from `session` now, without buying it: the same
 * search on the same opened package (stepSealed), kept per state, so the chat can say what its
 * button costs and check, when pressed, that the player has not moved on (issue 33).
 */
export function offerNow(sealed: SealedPackage, session: Pick<LocalSession, 'state' | 'keyring'>): HintOffer | null {
  const kept = offersByState.get(session.state);
  if (kept !== undefined) return kept;
  const offer = offerHint(openPackage(sealed, session.keyring ?? {}, session.state), session.state);
  offersByState.set(session.state, offer);
  return offer;
}

/** How long the search runs before it lets the browser paint or answer a tap (a phone's share of a frame). */
export const HINT_SLICE_MS = 6;

/**
 * Runs a search that pauses now and then (a generator) HINT_SLICE_MS at a time, letting the browser run
 * its own tasks between slices. Resolves its result, or null when `cancelled()` says it is no longer wanted.
 */
export async function runInSlices<T>(search: Generator<void, T, void>, cancelled: () => boolean): Promise<T | null> {
  let sliceEnd = performance.now() + HINT_SLICE_MS;
  for (;;) {
    const next = search.next();
    if (next.done) return next.value;
    if (performance.now() < sliceEnd) continue;
    await nextTask();
    if (cancelled()) return null;
    sliceEnd = performance.now() + HINT_SLICE_MS;
  }
}

/**
 * `hintView`, with the graph search run in slices (runInSlices): it takes tens of milliseconds on a
 * phone, and in one piece it would hold back the taps that come while it runs (issue 13: total
 * blocking time); it starts in a task of its own. Resolves null when `cancelled()` says the state has moved on.
 */
export async function hintViewInSlices(
  pkg: RoomPackage,
  state: GameState,
  cancelled: () => boolean,
): Promise<HintView | null> {
  // Not in the task that asked (the effects of the commit that drew the new state): one of its own.
  await nextTask();
  if (cancelled()) return null;
  const found = await runInSlices(hintSearch(indexRoom(pkg), state), cancelled);
  if (found === null) return null;
  return { offer: typeof found === 'string' ? null : found, bought: boughtHints(pkg, state).map((hint) => hint.text) };
}

/** "Hint costs 10 points" / "Shown again free". */
export function hintCostLabel(offer: HintOffer): string {
  if (offer.cost === 0) return 'Shown again free';
  return `Hint costs ${offer.cost} ${offer.cost === 1 ? 'point' : 'points'}`;
}
