/**
 * The play write: queued actions of one player in one room, replayed by the server with the same
 * core engine the client runs, so points are never taken from the client. Action ids seen before
 * are skipped and award nothing. One entry tries the strategies in order, cheapest first; each
 * answers or hands the write on, and none imports another:
 * 1. strategies/remembered-replay.ts: a session row this instance remembers, written in one statement;
 * 2. strategies/optimistic-replay.ts: one snapshot read and one conditional write, without a lock;
 * 3. strategies/locked-replay.ts: under the session's row lock, in a transaction (always answers).
 * A Caller's users row (its role as it is now) is checked by the remembered write's statement or
 * read by the optimistic replay's first statement.
 */
import { replayLocked } from './strategies/locked-replay';
import { replayOptimistic } from './strategies/optimistic-replay';
import { replayRemembered } from './strategies/remembered-replay';
import type { PlayWrite, PlayWriteStrategy, ReplayOutcome } from './types';
import { requestHints } from './hint-budget';

const STRATEGIES: readonly PlayWriteStrategy[] = [replayRemembered, replayOptimistic, replayLocked];

/** Applies the write's actions in order; `check` vets the room's package first (e.g. that the element exists). */
export async function recordPlay(write: PlayWrite): Promise<ReplayOutcome> {
  let current: PlayWrite = { ...write, hints: write.hints ?? requestHints() };
  for (const strategy of STRATEGIES) {
    const attempt = await strategy(current);
    if ('outcome' in attempt) return attempt.outcome;
    current = attempt.next;
  }
  throw new Error('No play write strategy answered'); // the locked replay always answers
}
