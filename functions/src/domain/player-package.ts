/**
 * What a player downloads to play: the sealed package (texts not yet readable are
 * encrypted) and the keyring of the code locks this player has already solved on the
 * server, so resuming on another device opens what they reached and nothing more.
 */
import { matchingCodeKey, type GameState, type Keyring, type RoomPackage, type RoomSolutions } from '@core';
import type { SealedPackage } from '@core';
import { inTransaction, type Queryable } from '../db/pool';
import { findPlayableRoom, findPlayerPackage, savePackages, type PlayerPackageRecord } from '../db/rooms-repo';
import { findSession } from '../db/sessions-repo';
import type { StoredUser } from '../db/users-repo';
import { notFound } from './app-error';
import { hasLegacyCodeHashes, rehashCodes, sealForPlayers } from './room-sealing';

export interface PlayableRoomPackages {
  /** The full package: the server's replay runs on it. */
  pkg: RoomPackage;
  sealed: SealedPackage;
  solutions: RoomSolutions;
}

const mayPlay = (user: StoredUser, room: { package: RoomPackage | null; enabled: boolean } | null) =>
  Boolean(room?.package && (room.enabled || user.admin));

const packagesOf = (room: PlayerPackageRecord): PlayableRoomPackages => ({
  pkg: room.package!,
  sealed: room.sealed_package!,
  solutions: room.solutions ?? {},
});

/** Seals a room published before sealing (once: the row is locked and checked again). */
async function upgrade(roomId: string, tx: Queryable): Promise<PlayableRoomPackages> {
  const room = await findPlayerPackage(roomId, tx, true);
  if (!room?.package) throw notFound('Escape room not found');
  if (room.sealed_package) return packagesOf(room);
  const solutions = room.solutions ?? {};
  const pkg = hasLegacyCodeHashes(room.package) ? rehashCodes(room.package, solutions) : room.package;
  const sealed = sealForPlayers(pkg, solutions);
  await savePackages(roomId, pkg, sealed, tx);
  return { pkg, sealed, solutions };
}

const upgradeIn = (roomId: string, db?: Queryable) =>
  db ? upgrade(roomId, db) : inTransaction((tx) => upgrade(roomId, tx));

/**
 * The full package of a room the user may play (enabled ones for everyone, disabled ones
 * for admins only), for the server's replay; a room published before sealing is upgraded first.
 */
export async function playableFullPackage(user: StoredUser, roomId: string, db?: Queryable): Promise<RoomPackage> {
  const room = await findPlayableRoom(roomId, db);
  if (!room || !mayPlay(user, room)) throw notFound('Escape room not found');
  return room.sealed ? room.package! : (await upgradeIn(roomId, db)).pkg;
}

/** Both packages and the answers of a room the user may play (upgraded first when needed). */
async function playableRoom(user: StoredUser, roomId: string, db: Queryable): Promise<PlayableRoomPackages> {
  const room = await findPlayerPackage(roomId, db);
  if (!room || !mayPlay(user, room)) throw notFound('Escape room not found');
  return room.sealed_package ? packagesOf(room) : upgradeIn(roomId, db);
}

/** Keys of the code locks solved in `state` (derived from the answers; memoized in core). */
export function keyringFor(room: PlayableRoomPackages, state: GameState): Keyring {
  const keyring: Keyring = {};
  for (const el of room.pkg.scenes.flatMap((scene) => scene.elements)) {
    const hash = el.requires.code_hash;
    const solution = room.solutions[el.id];
    if (!hash || solution === undefined || state.elements[el.id]?.state !== 'solved') continue;
    const key = matchingCodeKey(room.pkg.salt, el.id, solution, hash);
    if (key) keyring[el.id] = key;
  }
  return keyring;
}

export async function playerPackage(
  user: StoredUser,
  roomId: string,
): Promise<{ package: SealedPackage; keyring: Keyring }> {
  return inTransaction(async (tx) => {
    const room = await playableRoom(user, roomId, tx);
    const session = await findSession(user.id, roomId, tx);
    const current = session && session.package_version === room.pkg.version;
    return { package: room.sealed, keyring: current ? keyringFor(room, session.state) : {} };
  });
}
