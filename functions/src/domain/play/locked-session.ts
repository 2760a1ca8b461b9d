/**
 * The session row under its lock, inside a transaction: the locked replay
 * (strategies/locked-replay.ts) and the session's creation and restart (play-session.ts) write it so.
 */
import { initialState, SESSION_MAX_ACTIONS, type RoomPackage } from '@core';
import type { Queryable } from '../../db/pool';
import {
  findSession,
  insertSession,
  retireSessionActions,
  saveSessionState,
  type SessionRecord,
} from '../../db/sessions-repo';
import type { StoredUser } from '../../model/stored-user';
import { startRunClock } from '../../db/community/runs-repo';
import { playableFullPackage } from './player-package';

/** A published room the user may play: enabled ones for everyone, disabled ones for admins and its owner. */
export async function playablePackage(user: StoredUser, roomId: string, db?: Queryable): Promise<RoomPackage> {
  return playableFullPackage(user, roomId, db);
}

/** Loads (creating or resetting on a new room version) the session row, locked, inside `tx`. */
export async function lockedSession(user: StoredUser, pkg: RoomPackage, tx: Queryable): Promise<SessionRecord> {
  let session = await findSession(user.id, pkg.id, tx, true);
  if (!session) {
    await insertSession(user.id, pkg.id, pkg.version, initialState(pkg), tx);
    session = await findSession(user.id, pkg.id, tx, true);
  }
  if (!session) throw new Error('Session could not be created');
  if (session.package_version !== pkg.version) {
    const fresh = initialState(pkg);
    await retireSessionActions(session, SESSION_MAX_ACTIONS, true, tx);
    await saveSessionState(session.id, pkg.version, fresh, tx);
    await startRunClock(session.id, tx);
    session = (await findSession(user.id, pkg.id, tx)) as SessionRecord;
  }
  return session;
}
