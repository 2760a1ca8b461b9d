/** One replay's stepping, shared by the locked and the lock-free paths (play-session.ts, optimistic-replay.ts). */
import {
  indexRoom,
  stepIndexed,
  type GameAction,
  type GameState,
  type QueuedAction,
  type RoomIndex,
  type RoomPackage,
  type StepResult,
} from '@core';
import type { SessionRecord } from '../../db/sessions-repo';

export interface ReplayOutcome {
  session: SessionRecord;
  applied: number;
  skipped: number;
  /** The step result of each action applied now (skipped ones have none). */
  results: Array<{ action_id: string; result: StepResult | null }>;
}

export interface ReplayRun {
  state: GameState;
  /** The actions applied now, for the log. */
  fresh: Array<{ action_id: string; success: boolean }>;
  results: ReplayOutcome['results'];
}

/**
 * The engine's index of each package that cannot change: room-package-cache.ts deep-freezes the
 * packages it shares, so their index is built once per room version instead of once per step.
 * A package that is not frozen could still be edited: it is indexed afresh every time.
 */
const frozenIndexes = new WeakMap<RoomPackage, RoomIndex>();

export function roomIndexOf(pkg: RoomPackage): RoomIndex {
  if (!Object.isFrozen(pkg)) return indexRoom(pkg);
  let index = frozenIndexes.get(pkg);
  if (!index) {
    index = indexRoom(pkg);
    frozenIndexes.set(pkg, index);
  }
  return index;
}

/** Applies the actions in order from `start`; ids in `seen` (and repeats within the batch) are skipped. */
export function applyActions(
  pkg: RoomPackage,
  start: GameState,
  actions: QueuedAction[],
  seen: Set<string>,
): ReplayRun {
  let index: RoomIndex | undefined;
  let state = start;
  const fresh: ReplayRun['fresh'] = [];
  const results: ReplayRun['results'] = [];
  for (const { action_id, action } of actions) {
    if (seen.has(action_id)) {
      results.push({ action_id, result: null });
      continue;
    }
    seen.add(action_id);
    index ??= roomIndexOf(pkg);
    const result = stepIndexed(index, state, action as GameAction);
    state = result.state;
    fresh.push({ action_id, success: result.success });
    results.push({ action_id, result });
  }
  return { state, fresh, results };
}

export const outcomeOf = (session: SessionRecord, run: ReplayRun): ReplayOutcome => ({
  session,
  applied: run.fresh.length,
  skipped: run.results.length - run.fresh.length,
  results: run.results,
});
