/**
 * The last strategy of the play write, which always answers: the replay under the session's row
 * lock, in one transaction. All writers of a session hold that lock, so each action id counts
 * once: the ids already applied are the current run's log (session_actions) plus the digests of
 * compacted runs. It creates the session, starts it over on a new room version, and compacts the
 * run's log when the player escapes; a run past SESSION_MAX_ACTIONS actions is refused with 413.
 */
import { SESSION_MAX_ACTIONS, SESSION_TOO_MANY_ACTIONS_MESSAGE } from '@core';
import { inTransaction } from '../../../db/pool';
import { saveRunProgress } from '../../../db/analytics/run-progress-sql';
import {
  findSession,
  keepBestPoints,
  recordActions,
  retireSessionActions,
  saveSessionState,
  seenActionIds,
  type SessionRecord,
} from '../../../db/sessions-repo';
import type { StoredUser } from '../../../model/stored-user';
import { payloadTooLarge } from '../../../model/app-error';
import { span } from '../../../spans';
import { userForToken } from '../../accounts/user-rows';
import { rewardEscape } from '../../community/escape-rewards';
import { lockedSession } from '../locked-session';
import { playableRoom } from '../player-package';
import { applyActions, outcomeOf } from '../replay-steps';
import { isCaller, type PlayWrite, type ReplayOutcome, type WriteAttempt } from '../types';

/** The strategy before it hands on the player's user; a caller that comes first is looked up by its token. */
export async function replayLocked(write: PlayWrite): Promise<WriteAttempt> {
  const { player } = write;
  const user = isCaller(player) ? await userForToken(player.token) : player;
  const outcome = await span('locked replay (transaction)', () => replayInTransaction(user, write));
  return { outcome };
}

async function replayInTransaction(
  user: StoredUser,
  { roomId, actions, check, gate, hints }: PlayWrite,
): Promise<ReplayOutcome> {
  return inTransaction(async (tx) => {
    const room = await playableRoom(user, roomId, tx);
    const { pkg } = room;
    check?.(pkg);
    const session = await lockedSession(user, pkg, tx);
    const seen = await seenActionIds(
      session,
      actions.map((a) => a.action_id),
      tx,
    );
    const run = await applyActions(room, session.state, actions, seen, gate, hints);
    if (session.action_count + run.fresh.length > SESSION_MAX_ACTIONS)
      throw payloadTooLarge(SESSION_TOO_MANY_ACTIONS_MESSAGE);
    if (run.fresh.length) {
      await recordActions(session.id, run.fresh, tx);
      await saveSessionState(session.id, pkg.version, run.state, tx);
      await saveRunProgress(session.id, run.progress, tx);
    }
    // Escaping finishes the run: compact its log down to the retired digests, keep the best score,
    // record the run and its XP (community/escape-rewards.ts, from `session` as read before this replay).
    if (run.state.escaped && !session.state.escaped) {
      await retireSessionActions(session, SESSION_MAX_ACTIONS, false, tx);
      await keepBestPoints(session.id, tx);
      await rewardEscape({ userId: user.id, session, pkg, state: run.state, results: run.results }, tx);
    }
    return outcomeOf((await findSession(user.id, roomId, tx)) as SessionRecord, run, room);
  });
}
