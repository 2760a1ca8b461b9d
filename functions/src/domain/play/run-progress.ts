/**
 * What one play write did to its run, for the creator analytics (issue 32 item 4): worked out from
 * the server's replay (the step results), never from anything the client reports. Written with the
 * replayed actions (db/analytics/run-progress-sql.ts), under the design's ids: a release renames every
 * id (core sealing/opaque-ids.ts), the design and the editor's puzzle graph keep the named ones.
 */
import {
  findElement,
  invertIds,
  type GameAction,
  type GameState,
  type IdRenaming,
  type OnlineSeal,
  type StepResult,
} from '@core';
import type { PlayableRoomPackages } from './room-package-cache';
import type { RunProgressFacts } from '../../db/analytics/run-progress-sql';

/** What this write did to the run: per design element, the element solved last, the scenes reached. */
export type RunProgress = RunProgressFacts;
type PuzzleDelta = RunProgressFacts['p'][string];

/** The room a replay ran on: the online package's renaming is missing only in unit tests' rooms. */
export type ReplayedRoom = Pick<PlayableRoomPackages, 'pkg' | 'solutions'> & { online?: Pick<OnlineSeal, 'ids'> };

/** Released id -> design id, once per release (the online package is shared and frozen). */
const designIdsOf = new WeakMap<object, IdRenaming>();

function toDesign(room: ReplayedRoom): IdRenaming {
  const ids = room.online?.ids;
  if (!ids) return { scenes: {}, elements: {} };
  let inverted = designIdsOf.get(ids);
  if (!inverted) {
    inverted = invertIds(ids);
    designIdsOf.set(ids, inverted);
  }
  return inverted;
}

const named = (map: Record<string, string>, id: string) => (Object.hasOwn(map, id) ? map[id] : id);

/** A fresh action the replay stepped and its result. */
export interface SteppedAction {
  action: GameAction;
  result: StepResult;
}

/** A state no action of its run has changed yet: the run's first write creates its row. */
const pristine = (state: GameState) =>
  state.inspected.length === 0 &&
  state.hints_used === 0 &&
  state.inventory.length === 0 &&
  !Object.values(state.elements).some((el) => el.state === 'solved');

/** Whether the write changed nothing the analytics count (a tap that only read a clue, say): no row write. */
const nothingToCount = (progress: RunProgress, start: GameState, state: GameState) =>
  Object.keys(progress.p).length === 0 &&
  state.visited_scene_ids.length === start.visited_scene_ids.length &&
  state.escaped === start.escaped &&
  state.hints_used === start.hints_used &&
  !pristine(start);

/**
 * The run's progress from this write's stepped actions, from `start` to `state`; null when it changed
 * nothing the analytics count, so most taps cost the play write nothing more.
 */
export function runProgressOf(
  room: ReplayedRoom,
  stepped: SteppedAction[],
  start: GameState,
  state: GameState,
): RunProgress | null {
  const design = toDesign(room);
  const element = (id: string) => named(design.elements, id);
  const p: Record<string, PuzzleDelta> = {};
  const facts = (id: string) => (p[element(id)] ??= {});
  let last: string | null = null;
  for (const { action, result } of stepped) {
    const entry = action.type === 'interact' && typeof action.input === 'string' && action.input.trim() !== '';
    if (entry && !result.success && findElement(room.pkg, action.element_id)?.element.requires.code_hash) {
      const lock = facts(action.element_id);
      lock.w = (lock.w ?? 0) + 1;
    }
    for (const event of result.events) {
      if (!event.element_id) continue;
      if (event.type === 'solved') {
        facts(event.element_id).s = true;
        last = element(event.element_id);
      } else if (event.type === 'hint' && (event.points ?? 0) < 0) {
        const hinted = facts(event.element_id);
        hinted.h = (hinted.h ?? 0) + 1;
      }
    }
  }
  const progress = { p, last, scenes: state.visited_scene_ids.map((id) => named(design.scenes, id)) };
  return nothingToCount(progress, start, state) ? null : progress;
}
