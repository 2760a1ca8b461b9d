/**
 * The common replay, without a lock or a transaction: one read (session, room head, logged
 * ids, from one snapshot), the engine, one conditional write (state and log together, only if
 * the session row is unchanged since the read). A concurrent writer of the same session makes
 * the write do nothing and the replay start over, so each action id still counts once.
 * Anything else (no session yet, a new room version, a room to seal, an escape that compacts
 * the log, a write lost three times) answers null: the caller takes the locked path.
 */
import { SESSION_MAX_ACTIONS, SESSION_TOO_MANY_ACTIONS_MESSAGE, type QueuedAction, type RoomPackage } from '@core';
import { PLAY_MESSAGES } from '@core/messages';
import { readReplaySnapshot, saveReplayIfUnchanged } from '../db/session-replay-repo';
import { addRetiredAmong, type SessionRecord } from '../db/sessions-repo';
import type { StoredUser } from '../db/users-repo';
import { span, spanSync } from '../spans';
import { notFound, payloadTooLarge } from './app-error';
import { mayPlay } from './player-package';
import { applyActions, outcomeOf, type ReplayOutcome } from './replay-steps';
import { roomPackagesAt } from './room-package-cache';

const ATTEMPTS = 3;

/** The session and full package when both are current (same package version), else null. */
async function currentSession(user: StoredUser, roomId: string, actionIds: string[]) {
  const snapshot = await span('read session + room head', () => readReplaySnapshot(user.id, roomId, actionIds));
  if (!snapshot) return null;
  if (!mayPlay(user, snapshot.room)) throw notFound(PLAY_MESSAGES.roomNotFound);
  if (!snapshot.room.sealed) return null;
  const packages = await span('load room (cached)', () => roomPackagesAt(roomId, snapshot.room.package_rev));
  if (!packages) return null;
  return { ...snapshot, pkg: packages.pkg };
}

/** The session as it stands when it is of the room's current version (no write needed), else null. */
export async function currentSessionWithoutLock(user: StoredUser, roomId: string): Promise<SessionRecord | null> {
  const current = await currentSession(user, roomId, []);
  return current && current.session.package_version === current.pkg.version ? current.session : null;
}

export async function replayWithoutLock(
  user: StoredUser,
  roomId: string,
  actions: QueuedAction[],
  check?: (pkg: RoomPackage) => void,
): Promise<ReplayOutcome | null> {
  const ids = actions.map((a) => a.action_id);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await currentSession(user, roomId, ids);
    if (!current) return null;
    const { session, pkg } = current;
    check?.(pkg);
    if (session.package_version !== pkg.version) return null;
    const seen = new Set(current.logged);
    addRetiredAmong(session, ids, seen);
    const run = spanSync('engine step', () => applyActions(pkg, session.state, actions, seen));
    if (session.action_count + run.fresh.length > SESSION_MAX_ACTIONS)
      throw payloadTooLarge(SESSION_TOO_MANY_ACTIONS_MESSAGE);
    if (run.fresh.length === 0) return outcomeOf(session, run);
    if (run.state.escaped && !session.state.escaped) return null;
    const saved = await span('write state + log (one statement)', () =>
      saveReplayIfUnchanged(session, current.rowVersion, pkg.version, run.state, run.fresh),
    );
    if (saved) return outcomeOf(saved, run);
  }
  return null;
}
