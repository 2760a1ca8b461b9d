/**
 * The server's hint search for a replay (replay-steps.ts): core's search (hints/hints.ts
 * `hintSearch`, the one the engine and the phone run), with bounds a single request cannot lift
 * (issue 29 item 5). One hint search may expand up to HINT_MAX_STATES states, about a second of
 * CPU in a room built for it (tests/api/play-cost.test.ts), so a sync of 200 hint actions would
 * otherwise cost minutes:
 * - one budget for all the hint actions of a request: REQUEST_HINT_STATES expanded states and
 *   REQUEST_HINT_MS of searching (the second only for rooms whose states are unusually costly to
 *   step); a hint asked once it is spent is refused as a room too large to search from there
 *   ('too-large': nothing charged, the state unchanged);
 * - the event loop is handed back every HINT_SLICE_MS, so other requests go on while it searches.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  HINT_MAX_STATES,
  HINT_SEARCH_SLICE,
  hintSearchFrom,
  hintStateKey,
  type GameState,
  type HintFinder,
  type HintPath,
  type RoomIndex,
} from '@core';

/**
 * States expanded per request across its hint actions: as many as one hint search at its
 * largest, so any single hint is searched as fully as on the phone, and a queue of a few hints in
 * a usual room (tens to a few hundred states each) passes whole.
 */
export const REQUEST_HINT_STATES = HINT_MAX_STATES;

/** Searching time per request across its hint actions (only the slices it runs, not the waits between them). */
export const REQUEST_HINT_MS = 3_000;

/** How long the search keeps the event loop before it lets other work run. */
export const HINT_SLICE_MS = 10;

type HintAnswer = ReturnType<HintFinder>;

/**
 * One request's hint search: what is left of its budget, and the answers already found by state.
 * A request may be replayed more than once (a strategy hands it on, or a concurrent write makes it
 * start over): a state already searched is answered again at no cost, so a retry finds what the
 * first run found.
 */
export interface RequestHints {
  states: number;
  ms: number;
  answers: Map<string, HintAnswer>;
  /**
   * The ways out found, by the search's identity of a state (points and hints apart): the hint
   * actions of one sync ask from the same position, and only the first searches.
   */
  paths: Map<string, HintPath>;
}

export const requestHints = (): RequestHints => ({
  states: REQUEST_HINT_STATES,
  ms: REQUEST_HINT_MS,
  answers: new Map(),
  paths: new Map(),
});

/** What `findHint` offers for `state`, or 'too-large' when the request's budget runs out first. */
export async function budgetedHint(index: RoomIndex, state: GameState, hints: RequestHints): Promise<HintAnswer> {
  const key = `${index.pkg.version}\u0000${JSON.stringify(state)}`;
  let answer = hints.answers.get(key);
  if (answer === undefined) {
    answer = await search(index, state, hints);
    hints.answers.set(key, answer);
  }
  return answer;
}

async function search(index: RoomIndex, state: GameState, budget: RequestHints): Promise<HintAnswer> {
  const exhausted = budget.states <= 0 || budget.ms <= 0;
  if (exhausted && !budget.paths.has(hintStateKey(index, state))) return 'too-large';
  const paused = hintSearchFrom(index, state, budget.paths);
  let sliceStart = performance.now();
  for (;;) {
    const next = paused.next();
    if (next.done) {
      budget.ms -= performance.now() - sliceStart;
      return next.value;
    }
    budget.states -= HINT_SEARCH_SLICE; // the search pauses after each HINT_SEARCH_SLICE expanded states
    const spent = performance.now() - sliceStart;
    if (budget.states <= 0 || budget.ms - spent <= 0) {
      budget.ms -= spent;
      return 'too-large';
    }
    if (spent >= HINT_SLICE_MS) {
      budget.ms -= spent;
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
