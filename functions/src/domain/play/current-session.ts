/**
 * The session as one snapshot read shows it (session, room head, logged ids), with the room's
 * full package when it is sealed and cached: the lock-free replay (strategies/optimistic-replay.ts)
 * and a session read that needs no write (play-session.ts) start from it.
 */
import { PLAY_MESSAGES } from '@core/content/messages';
import { readReplaySnapshot, type ReplaySnapshot } from '../../db/session-replay-repo';
import type { SessionRecord } from '../../db/sessions-repo';
import type { StoredUser } from '../../model/stored-user';
import { notFound } from '../../model/app-error';
import { span } from '../../spans';
import { mayPlay } from './player-package';
import { roomPackagesAt } from './room-package-cache';

/** The session and full package when both are current (same package version), else null. */
export async function currentSession(user: StoredUser, roomId: string, snapshot: ReplaySnapshot | null) {
  if (!snapshot) return null;
  // A disabled room may be the player's own, and the snapshot does not name its owner: the locked path reads it and decides.
  const ownerUnknown = snapshot.room.published && snapshot.room.owner_id === undefined;
  if (!mayPlay(user, snapshot.room)) {
    if (ownerUnknown) return null;
    throw notFound(PLAY_MESSAGES.roomNotFound);
  }
  if (!snapshot.room.sealed) return null;
  const packages = await span('load room (cached)', () => roomPackagesAt(roomId, snapshot.room.package_rev));
  if (!packages) return null;
  return { ...snapshot, room: packages, pkg: packages.pkg, packageRev: snapshot.room.package_rev };
}

/** The session as it stands when it is of the room's current version (no write needed), else null. */
export async function currentSessionWithoutLock(user: StoredUser, roomId: string): Promise<SessionRecord | null> {
  const snapshot = await span('read session + room head', () => readReplaySnapshot(user.id, roomId, []));
  const current = await currentSession(user, roomId, snapshot);
  return current && current.session.package_version === current.pkg.version ? current.session : null;
}
