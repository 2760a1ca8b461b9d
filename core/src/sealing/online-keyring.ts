/**
 * What the server hands a player of the online package (sealed-package.ts sealOnlinePackage)
 * for a state it has witnessed: the key of every capsule whose texts the state shows, and the verifier of
 * every lock it has opened (so the play screen checks that lock's code again by itself, e.g. on
 * a replay). Nothing else: a lock not yet opened keeps its verifier on the server.
 */
import type { GameState, RoomPackage } from '../engine/room';
import { isBundleReadable } from './bundle-readable';
import { serverKeyName, witnessedCodeName } from './capsule-crypto';
import type { Keyring, OnlineSeal } from './sealed-package';

const solvedIn = (state: GameState, id: string) => state.elements[id]?.state === 'solved';

export function witnessedKeyring(seal: OnlineSeal, full: RoomPackage, state: GameState): Keyring {
  const keyring: Keyring = {};
  for (const capsule of seal.package.capsules) {
    const key = seal.capsule_keys[capsule.id];
    if (key && capsule.bundles.every((bundle) => isBundleReadable(full, state, bundle)))
      keyring[serverKeyName(capsule.id)] = key;
  }
  for (const el of full.scenes.flatMap((scene) => scene.elements))
    if (el.requires.code_hash && solvedIn(state, el.id)) keyring[witnessedCodeName(el.id)] = el.requires.code_hash;
  return keyring;
}
