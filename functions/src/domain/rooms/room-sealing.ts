/**
 * Releasing a room to players: every scene and element id is renamed to a random one of the
 * room version (core/src/sealing/opaque-ids.ts; kept while the content version stays the same, so
 * an edit that changes nothing restarts nobody), its salt is replaced by a fresh crypto-random
 * one (kept the same way; never the generation seed's), its locks are hashed under it, and it is
 * sealed twice (core/src/sealing/sealed-package.ts): the online package, whose capsule keys only
 * the server holds, and the offline package, which opens itself as the player goes. The full
 * package the server replays on, both sealed packages and the answers the server checks codes
 * with all use the renamed ids; the design and the scene editor keep the named ones, and the
 * renaming is stored with the online package's server-only keys. Rooms published before sealing
 * are brought up to date the same way.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  hashCode,
  invertIds,
  opaqueIdsFor,
  renameIds,
  renamesExactly,
  renameSolutions,
  sealOnlinePackage,
  sealPackage,
  SealingError,
  type OnlineSeal,
  type RoomPackage,
  type RoomSolutions,
} from '@core';
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

/** A release as stored, for keeping its salt and ids while the content version stays the same. */
export interface StoredRelease {
  package: RoomPackage | null;
  online_package: Pick<OnlineSeal, 'ids'> | null;
}

/** A release and the answers under its ids (the server checks codes and replays with them). */
export interface Release extends PlayerRelease {
  solutions: RoomSolutions;
}

/** The version a release of `pkg` gets when a release of the same version had other ids: a new one, so its sessions start over. */
const renamedVersion = (version: string) => createHash('sha256').update(`${version}:ids`).digest('hex').slice(0, 16);

/**
 * The room as released to players; `stored` is the release before (its salt and ids are kept
 * when the content version is the same; its salt not when it is the design's own). A room that
 * cannot be sealed safely is refused with the reason (422).
 */
export function releaseForPlayers(
  pkg: RoomPackage,
  solutions: RoomSolutions,
  stored: StoredRelease | null = null,
): Release {
  const same = stored?.package?.version === pkg.version ? stored.package : null;
  const storedIds = stored?.online_package?.ids;
  const keptIds = same && storedIds && renamesExactly(storedIds, pkg) ? storedIds : null;
  const ids = keptIds ?? opaqueIdsFor(pkg, cryptoBytes);
  // The same version with other ids would leave its sessions' states naming ids that are gone.
  const version = same && !keptIds ? renamedVersion(pkg.version) : pkg.version;
  const salt = same && same.salt !== pkg.salt && keptIds ? same.salt : Buffer.from(cryptoBytes(16)).toString('hex');
  const answers = renameSolutions(solutions, ids);
  const full = hashedUnder({ ...renameIds(pkg, ids), version }, answers, salt);
  try {
    return {
      pkg: full,
      sealed: sealPackage(full, answers, { randomBytes: cryptoBytes }),
      online: { ...sealOnlinePackage(full, answers, { randomBytes: cryptoBytes }), ids },
      solutions: answers,
    };
  } catch (error) {
    if (error instanceof SealingError)
      throw new AppError(422, `This room cannot be sealed for players: ${error.message}`, 'unsealable');
    throw error;
  }
}

/** The answers under the ids of the stored release (as designed when it renamed nothing). */
export const releasedSolutions = (solutions: RoomSolutions, online: Pick<OnlineSeal, 'ids'> | null): RoomSolutions =>
  online?.ids ? renameSolutions(solutions, online.ids) : solutions;

/** The stored full package under the design's ids again (as stored when its release renamed nothing). */
export const designPackageOf = (pkg: RoomPackage, online: Pick<OnlineSeal, 'ids'> | null): RoomPackage =>
  online?.ids ? renameIds(pkg, invertIds(online.ids)) : pkg;

/**
 * A room published before online play (or before sealing, or before opaque ids) released again:
 * `pkg` and `solutions` under the design's ids, new ids, new salt, both packages, and a new
 * version, so its sessions and every device's stored copy start over.
 */
export function rerelease(pkg: RoomPackage, solutions: RoomSolutions): Release {
  const version = createHash('sha256').update(`${pkg.version}:online`).digest('hex').slice(0, 16);
  return releaseForPlayers({ ...pkg, version }, solutions);
}
