/**
 * The parsed packages of recently played rooms (the full one the replay runs on, the online and
 * offline ones players download, and the answers), kept in memory per
 * room and package_rev: a trigger bumps package_rev on every write of a package, whoever
 * writes it, so a cached copy is used only while it is still the stored one. Whether a
 * player may open the room is never cached: callers read the room's head on every request.
 */
import type { OnlineSeal, RoomPackage, RoomSolutions, SealedPackage } from '@core';
import { findPlayerPackage } from '../../db/rooms-repo';
import type { Queryable } from '../../db/pool';
import { releasedSolutions } from '../rooms/room-sealing';

export interface PlayableRoomPackages {
  /** The full package: the server's replay runs on it. */
  pkg: RoomPackage;
  /** The offline package. */
  sealed: SealedPackage;
  /** The online package and the capsule keys only the server holds. */
  online: OnlineSeal;
  /** The design's answers under the packages' ids. */
  solutions: RoomSolutions;
}

/** Hot rooms are few; a parsed package weighs about a megabyte of heap. */
const MAX_ROOMS = 24;
const cached = new Map<string, { rev: number; packages: PlayableRoomPackages }>();

/** Shared between requests, so nobody may change them. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function rememberPackages(roomId: string, rev: number, packages: PlayableRoomPackages): PlayableRoomPackages {
  cached.delete(roomId);
  cached.set(roomId, { rev, packages: deepFreeze(packages) });
  if (cached.size > MAX_ROOMS) cached.delete(cached.keys().next().value as string);
  return packages;
}

/**
 * The packages of a sealed room at `rev` (from memory when that write is the one cached, else
 * read and remembered); null when the room has no sealed package (never published, or not yet
 * sealed: the caller upgrades it).
 */
export async function roomPackagesAt(
  roomId: string,
  rev: number,
  db?: Queryable,
): Promise<PlayableRoomPackages | null> {
  const hit = cached.get(roomId);
  if (hit && hit.rev === rev) {
    cached.delete(roomId); // most recently used last
    cached.set(roomId, hit);
    return hit.packages;
  }
  const row = await findPlayerPackage(roomId, db);
  if (!row?.package || !row.sealed_package || !row.online_package) return null;
  return rememberPackages(roomId, row.package_rev, {
    pkg: row.package,
    sealed: row.sealed_package,
    online: row.online_package,
    solutions: releasedSolutions(row.solutions ?? {}, row.online_package),
  });
}

/** How many rooms are held (for tests). */
export const cachedRoomCount = (): number => cached.size;
