/** One replay's stepping, shared by the strategies of the play write (strategies/). */
import {
  indexRoom,
  stepIndexed,
  type GameAction,
  type GameState,
  type QueuedAction,
  type RoomIndex,
  type RoomPackage,
} from '@core';
import type { SessionRecord } from '../../db/sessions-repo';
import type { ReplayOutcome, ReplayRun } from './types';

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
