/**
 * The hint search: the shortest way out from the player's state, found without any
 * solution, so it runs the same on the server's full package and on the sealed package
 * a player holds. Taps, items and walks go through the engine's own moves (engine-moves.ts); a code lock
 * counts as opened once its code can be worked out (every clue source read), through
 * the symbolic step of engine-symbolic.ts, which no player action can reach.
 */
import type { GameState } from '../engine/room';
import type { RoomIndex } from '../engine/engine-room';
import { moveIndexed, type PlayerMove } from '../engine/engine-moves';
import { solveWithDerivedCode } from '../engine/engine-symbolic';
import { codeDerivable } from '../engine/clues';
import { candidateActions, searchContext, stateKey, type SearchContext } from '../engine/state-search';
import { runtimeOf } from '../engine/engine-state';

/** Enough for any hand-made or generated room; a hint is never worth a long wait. */
export const HINT_MAX_STATES = 20_000;

/** A step of a hint path: an engine action, or working out and entering a lock's code. */
export type HintStep = PlayerMove | { type: 'derive_code'; element_id: string };

function hintSteps(ctx: SearchContext, state: GameState): HintStep[] {
  const steps: HintStep[] = candidateActions(ctx, state);
  const scene = ctx.index.scenes.get(state.scene_id);
  for (const raw of scene?.elements ?? []) {
    const el = ctx.index.elements.get(raw.id)!;
    if (!el.requires.code_hash || ctx.inert.has(el.id)) continue;
    const runtime = runtimeOf(state, el);
    if (runtime.visible && runtime.state !== 'solved' && codeDerivable(el, state))
      steps.push({ type: 'derive_code', element_id: el.id });
  }
  return steps;
}

const apply = (index: RoomIndex, state: GameState, step: HintStep) =>
  step.type === 'derive_code' ? solveWithDerivedCode(index, state, step.element_id) : moveIndexed(index, state, step);

/** The shortest way out, or why there is none: 'stuck' (no way out remains) or 'too-large' (past maxStates). */
export type HintPath = HintStep[] | 'stuck' | 'too-large';

/** How many states the search expands between two points where a caller may pause it (hintPathSearch). */
export const HINT_SEARCH_SLICE = 4;

/**
 * The shortest sequence of steps that escapes from `state` (breadth first, in the
 * package's element order, so every copy of the package finds the same one), as a search that
 * pauses (yields) every HINT_SEARCH_SLICE expanded states: a phone runs it a few milliseconds at a
 * time between frames (src/data/play/play-hints.ts), the engine and the server straight through
 * (shortestHintPath). Both get the same path.
 */
export function* hintPathSearch(
  index: RoomIndex,
  state: GameState,
  maxStates = HINT_MAX_STATES,
): Generator<void, HintPath, void> {
  if (state.escaped) return [];
  // No solutions: candidateActions proposes no code entries; derive_code stands in for them.
  const ctx = searchContext(index, {});
  const seen = new Map<string, number>([[stateKey(ctx, state), 0]]);
  const parent: number[] = [-1];
  const via: (HintStep | null)[] = [null];
  const frontier: (GameState | null)[] = [state];
  for (let current = 0; current < frontier.length; current++) {
    if (current > 0 && current % HINT_SEARCH_SLICE === 0) yield;
    const from = frontier[current]!;
    frontier[current] = null;
    for (const step of hintSteps(ctx, from)) {
      const result = apply(index, from, step);
      if (!result.success) continue;
      const key = stateKey(ctx, result.state);
      if (seen.has(key)) continue;
      const node = frontier.length;
      seen.set(key, node);
      parent.push(current);
      via.push(step);
      if (result.state.escaped) {
        const path: HintStep[] = [];
        for (let at = node; at > 0; at = parent[at]) path.push(via[at]!);
        return path.reverse();
      }
      if (frontier.length >= maxStates) return 'too-large';
      frontier.push(result.state);
    }
  }
  return 'stuck';
}

/**
 * The search's identity of `state`: what the way out depends on (points and hints apart), so a
 * path found for one state holds for every state with the same key (hints.ts hintSearchFrom).
 */
export const hintStateKey = (index: RoomIndex, state: GameState): string => stateKey(searchContext(index, {}), state);

/** A paused search run to its end, in one go. */
export function runToEnd<T>(search: Generator<void, T, void>): T {
  for (;;) {
    const next = search.next();
    if (next.done) return next.value;
  }
}

/** The shortest way out from `state`, searched in one go (hintPathSearch). */
export const shortestHintPath = (index: RoomIndex, state: GameState, maxStates = HINT_MAX_STATES): HintPath =>
  runToEnd(hintPathSearch(index, state, maxStates));
