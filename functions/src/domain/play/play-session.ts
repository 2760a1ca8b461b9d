/**
 * The player's session of a room outside the play write (write-play.ts): read or created when
 * the play screen opens, started over by Play again, and the sync body's size checked before
 * it is validated. The log keeps only what replay needs (the state lives in game_sessions): a
 * run is compacted when the player escapes, restarts or the room gets a new version.
 */
import { initialState, SESSION_MAX_ACTIONS, SYNC_MAX_ACTIONS, SYNC_TOO_MANY_ACTIONS_MESSAGE } from '@core';
import { inTransaction } from '../../db/pool';
import {
  findSession,
  keepBestPoints,
  retireSessionActions,
  saveSessionState,
  type SessionRecord,
} from '../../db/sessions-repo';
import type { StoredUser } from '../../model/stored-user';
import { payloadTooLarge } from '../../model/app-error';
import { startRunClock } from '../../db/community/runs-repo';
import { currentSessionWithoutLock } from './current-session';
import { lockedSession, playablePackage } from './locked-session';

export async function getOrCreateSession(user: StoredUser, roomId: string): Promise<SessionRecord> {
  const current = await currentSessionWithoutLock(user, roomId);
  if (current) return current;
  return inTransaction(async (tx) => {
    const pkg = await playablePackage(user, roomId, tx);
    await lockedSession(user, pkg, tx);
    return (await findSession(user.id, roomId, tx)) as SessionRecord;
  });
}

/**
 * A sync body with more actions than one request may carry answers 413 before the body is
 * validated (which answers 400 naming the field for anything else wrong).
 */
export function refuseOversizedSync(body: unknown): unknown {
  const actions = (body as { actions?: unknown } | null)?.actions;
  if (Array.isArray(actions) && actions.length > SYNC_MAX_ACTIONS) throw payloadTooLarge(SYNC_TOO_MANY_ACTIONS_MESSAGE);
  return body;
}

/**
 * Starts the room over for this player (Play again); the finished run's ids stay refused and its
 * best score stays. The action count is kept: the SESSION_MAX_ACTIONS cap is per player and room
 * version, so starting over never buys a new allowance (issue 29 item 5).
 */
export async function restartSession(user: StoredUser, roomId: string): Promise<SessionRecord> {
  return inTransaction(async (tx) => {
    const pkg = await playablePackage(user, roomId, tx);
    const session = await lockedSession(user, pkg, tx);
    await keepBestPoints(session.id, tx);
    await retireSessionActions(session, SESSION_MAX_ACTIONS, false, tx);
    await saveSessionState(session.id, pkg.version, initialState(pkg), tx);
    await startRunClock(session.id, tx);
    return (await findSession(user.id, roomId, tx)) as SessionRecord;
  });
}
