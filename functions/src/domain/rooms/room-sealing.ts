/**
 * Releasing a room to players: its salt is replaced by a fresh crypto-random one (kept while the
 * content version stays the same, so an edit that changes nothing restarts nobody; never the
 * generation seed's), its locks are hashed under it, and it is sealed twice
 * (core/src/sealing/sealed-package.ts): the online package, whose capsule keys only the server
 * holds, and the offline package, which opens itself as the player goes. Rooms published before
 * sealing are brought up to date the same way.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hashCode, sealOnlinePackage, sealPackage, SealingError, type RoomPackage, type RoomSolutions } from '@core';
import { AppError } from '../../model/app-error';
import type { PlayerRelease } from '../../db/rooms-repo';

export type { PlayerRelease } from '../../db/rooms-repo';

const cryptoBytes = (n: number) => new Uint8Array(randomBytes(n));

/** `pkg` with every lock hashed again from `solutions` under `salt`. */
function hashedUnder(pkg: RoomPackage, solutions: RoomSolutions, salt: string): RoomPackage {
  const scenes = pkg.scenes.map((scene) => ({
    ...scene,
    elements: scene.elements.map((el) => {
      if (!el.requires.code_hash) return el;
      const solution = solutions[el.id];
      if (solution === undefined)
        throw new AppError(
          422,
          `The combination lock "${el.name}" has no solution; publish the room again`,
          'unsealable',
        );
      return { ...el, requires: { ...el.requires, code_hash: hashCode(salt, el.id, solution) } };
    }),
  }));
  return { ...pkg, salt, scenes };
}

/**
 * The room as released to players; `stored` is the package released before (its salt is kept
 * when the content version is the same and it is not the design's own). A room that cannot be
 * sealed safely is refused with the reason (422).
 */
export function releaseForPlayers(
  pkg: RoomPackage,
  solutions: RoomSolutions,
  stored: RoomPackage | null = null,
): PlayerRelease {
  const kept = stored && stored.version === pkg.version && stored.salt !== pkg.salt ? stored.salt : null;
  const full = hashedUnder(pkg, solutions, kept ?? Buffer.from(cryptoBytes(16)).toString('hex'));
  try {
    return {
      pkg: full,
      sealed: sealPackage(full, solutions, { randomBytes: cryptoBytes }),
      online: sealOnlinePackage(full, solutions, { randomBytes: cryptoBytes }),
    };
  } catch (error) {
    if (error instanceof SealingError)
      throw new AppError(422, `This room cannot be sealed for players: ${error.message}`, 'unsealable');
    throw error;
  }
}

/**
 * A room published before online play (or before sealing) released again: new salt, both
 * packages, and a new version, so its sessions and every device's stored copy start over.
 */
export function rerelease(pkg: RoomPackage, solutions: RoomSolutions): PlayerRelease {
  const version = createHash('sha256').update(`${pkg.version}:online`).digest('hex').slice(0, 16);
  return releaseForPlayers({ ...pkg, version }, solutions);
}
