/**
 * What a player downloads to play online: the online package (no verifier, capsules under keys
 * only the server holds) and the keyring this player's state on the server has earned, so
 * resuming on another device opens what they reached and nothing more. (The offline package,
 * which opens itself, is a separate download: offline-package.ts.)
 */
import { ONLINE_SEAL_FORMAT, witnessedKeyring, type GameState, type Keyring, type RoomPackage } from '@core';
import { codeAnswersOf } from './code-answers';
import type { SealedPackage } from '@core';
import { getPool, inTransaction, type Queryable } from '../../db/pool';
import { findPlayableRoomHead, findPlayerPackage, savePackages, type PlayableRoomHead } from '../../db/rooms-repo';
import { findSession } from '../../db/sessions-repo';
import type { StoredUser } from '../../model/stored-user';
import { notFound } from '../../model/app-error';
import { designPackageOf, releasedSolutions, rerelease } from '../rooms/room-sealing';
import { roomPackagesAt, type PlayableRoomPackages } from './room-package-cache';
import { PLAY_MESSAGES } from '@core/content/messages';

export type { PlayableRoomPackages } from './room-package-cache';

/** A published room the user may open: enabled ones for everyone, disabled ones for admins and its owner. */
export const mayPlay = (user: StoredUser, room: PlayableRoomHead | null): room is PlayableRoomHead =>
  Boolean(
    room?.published && (room.enabled || user.admin || (room.owner_id !== undefined && room.owner_id === user.id)),
  );

/**
 * Releases again a room published before online play or sealing, or sealed online in an older
 * format (once: the row is locked and checked again). The answers are the design's, under the
 * ids of the release.
 */
async function upgrade(roomId: string, tx: Queryable): Promise<PlayableRoomPackages> {
  const room = await findPlayerPackage(roomId, tx, true);
  if (!room?.package) throw notFound(PLAY_MESSAGES.roomNotFound);
  const solutions = room.solutions ?? {};
  const online = room.online_package;
  if (room.sealed_package && online && (online.format ?? 1) >= ONLINE_SEAL_FORMAT)
    return { pkg: room.package, sealed: room.sealed_package, online, solutions: releasedSolutions(solutions, online) };
  const release = rerelease(designPackageOf(room.package, online), solutions);
  await savePackages(roomId, release, tx);
  return release;
}

const upgradeIn = (roomId: string, db?: Queryable) =>
  db ? upgrade(roomId, db) : inTransaction((tx) => upgrade(roomId, tx));

/**
 * The packages of a room whose head says the user may open it: from memory while the stored
 * packages are the cached ones; a room published before sealing is upgraded first.
 */
export async function packagesOfPlayableRoom(
  roomId: string,
  head: PlayableRoomHead,
  db?: Queryable,
): Promise<PlayableRoomPackages> {
  const packages = head.sealed ? await roomPackagesAt(roomId, head.package_rev, db) : null;
  // Not remembered: the upgrade's write may still be rolled back; the next read caches it.
  return packages ?? upgradeIn(roomId, db);
}

/** Both packages and the answers of a room the user may play (upgraded first when needed). */
export async function playableRoom(user: StoredUser, roomId: string, db?: Queryable): Promise<PlayableRoomPackages> {
  const head = await findPlayableRoomHead(roomId, db);
  if (!mayPlay(user, head)) throw notFound(PLAY_MESSAGES.roomNotFound);
  return packagesOfPlayableRoom(roomId, head, db);
}

/** The full package of a room the user may play, for the server's replay. */
export async function playableFullPackage(user: StoredUser, roomId: string, db?: Queryable): Promise<RoomPackage> {
  return (await playableRoom(user, roomId, db)).pkg;
}

/**
 * Keys of the code locks solved in `state`, for the offline package: derived once per room version
 * off the event loop (code-answers.ts), never on a request.
 */
export async function offlineKeyringFor(room: PlayableRoomPackages, state: GameState): Promise<Keyring> {
  const { keys } = await codeAnswersOf(room);
  const keyring: Keyring = {};
  for (const [lockId, key] of keys) if (state.elements[lockId]?.state === 'solved') keyring[lockId] = key;
  return keyring;
}

/** What the server hands out for a state it witnessed on the online package (core witnessedKeyring). */
export const onlineKeyringFor = (room: PlayableRoomPackages, state: GameState): Keyring =>
  witnessedKeyring(room.online, room.pkg, state);

export async function playerPackage(
  user: StoredUser,
  roomId: string,
): Promise<{ package: SealedPackage; keyring: Keyring }> {
  // No transaction: the keyring is given only when the session is of this very package version.
  const room = await playableRoom(user, roomId);
  const session = await findSession(user.id, roomId, getPool());
  const current = session && session.package_version === room.pkg.version;
  return { package: room.online.package, keyring: current ? onlineKeyringFor(room, session.state) : {} };
}
