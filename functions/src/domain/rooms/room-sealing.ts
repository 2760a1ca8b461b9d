/**
 * Sealing a published room for players (core/src/sealing/sealed-package.ts) with the server's
 * randomness, and bringing rooms published before sealing up to date: their locks get
 * PBKDF2 hashes from the authoring answers, the version changes (so sessions of the
 * room start over) and the sealed package is stored next to the full one.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  hashCode,
  isLegacyCodeHash,
  sealPackage,
  SealingError,
  type RoomPackage,
  type RoomSolutions,
  type SealedPackage,
} from '@core';
import { AppError } from '../../model/app-error';

/** The player's package of `pkg`; a room that cannot be sealed safely is refused with the reason (422). */
export function sealForPlayers(pkg: RoomPackage, solutions: RoomSolutions): SealedPackage {
  try {
    return sealPackage(pkg, solutions, { randomBytes: (n) => new Uint8Array(randomBytes(n)) });
  } catch (error) {
    if (error instanceof SealingError)
      throw new AppError(422, `This room cannot be sealed for players: ${error.message}`, 'unsealable');
    throw error;
  }
}

/** True when some lock still carries a pre-KDF sha256 hash. */
export const hasLegacyCodeHashes = (pkg: RoomPackage) =>
  pkg.scenes.some((scene) =>
    scene.elements.some((el) => el.requires.code_hash && isLegacyCodeHash(el.requires.code_hash)),
  );

/** `pkg` with every lock hashed again from `solutions` and a new version. */
export function rehashCodes(pkg: RoomPackage, solutions: RoomSolutions): RoomPackage {
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
      return { ...el, requires: { ...el.requires, code_hash: hashCode(pkg.salt, el.id, solution) } };
    }),
  }));
  const version = createHash('sha256').update(`${pkg.version}:sealed`).digest('hex').slice(0, 16);
  return { ...pkg, version, scenes };
}
