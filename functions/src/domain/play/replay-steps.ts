/** One replay's stepping, shared by the strategies of the play write (strategies/). */
import {
  createEngine,
  indexRoom,
  type GameAction,
  type GameState,
  type HintOffer,
  type NoHintReason,
  type QueuedAction,
  type RoomIndex,
  type RoomPackage,
} from '@core';
import type { SessionRecord } from '../../db/sessions-repo';
import { codeAnswersOf } from './code-answers';
import { budgetedHint, requestHints, type RequestHints } from './hint-budget';
import type { PlayableRoomPackages } from './room-package-cache';
import type { ActionGate, ReplayOutcome, ReplayRun } from './types';
import { runProgressOf, type ReplayedRoom, type SteppedAction } from './run-progress';

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

/** The index the replay steps on (the room's, checking codes against the stored answers) and those answers. */
async function replayRoomOf(room: Pick<PlayableRoomPackages, 'pkg' | 'solutions'>) {
  const answers = await codeAnswersOf(room);
  return { answers, index: { ...roomIndexOf(room.pkg), codeCheck: answers.check } satisfies RoomIndex };
}

/**
 * Applies the actions in order from `start`; ids in `seen` (and repeats within the batch) are
 * skipped. A hint action is searched first (hint-budget.ts: `hints` is the request's one budget,
 * shared by every run of it; the event loop is handed back as it searches), then stepped by the
 * engine with that offer. A code entry is made ready first (code-answers.ts `prepare`: derived off
 * the event loop when its lock has no confirmed answer). A fresh action the `gate` does not admit
 * ends the run before it.
 */
export async function applyActions(
  room: ReplayedRoom,
  start: GameState,
  actions: QueuedAction[],
  seen: Set<string>,
  gate?: ActionGate,
  hints: RequestHints = requestHints(),
): Promise<ReplayRun> {
  gate?.startRun(room.pkg);
  let replay: Awaited<ReturnType<typeof replayRoomOf>> | undefined;
  let offer: HintOffer | NoHintReason = 'too-large';
  const engine = createEngine(() => offer);
  let state = start;
  const fresh: ReplayRun['fresh'] = [];
  const results: ReplayRun['results'] = [];
  const stepped: SteppedAction[] = [];
  for (const { action_id, action } of actions) {
    if (seen.has(action_id)) {
      results.push({ action_id, result: null });
      continue;
    }
    if (gate && !gate.admits(action as GameAction)) break; // a limit ends the run here (action-limits.ts)
    seen.add(action_id);
    replay ??= await replayRoomOf(room);
    if (action.type === 'interact' && action.input) await replay.answers.prepare(action.element_id, action.input);
    if (action.type === 'hint') offer = await budgetedHint(replay.index, state, hints);
    const result = engine.stepIndexed(replay.index, state, action as GameAction);
    gate?.stepped(action as GameAction, result);
    state = result.state;
    fresh.push({ action_id, success: result.success });
    stepped.push({ action: action as GameAction, result });
    results.push({ action_id, result });
  }
  return { state, fresh, results, progress: runProgressOf(room, stepped, start, state) };
}

export const outcomeOf = (session: SessionRecord, run: ReplayRun, room: PlayableRoomPackages): ReplayOutcome => ({
  session,
  room,
  applied: run.fresh.length,
  skipped: run.results.length - run.fresh.length,
  results: run.results,
});
