/**
 * The sealed package: what a player downloads. It is a room package whose structure
 * (ids, types, states, requires, yields, images) is public, because the engine needs it
 * and it holds no answer, and whose texts are in clear only when readable at the start
 * of play. Every other text is in a *capsule*, grouped by what every player holds when
 * it becomes readable (sealing-analysis.ts), encrypted with AES-256-GCM under a key
 * derived from the room salt, the PBKDF2 keys of the code locks solved by then and the
 * ids of the other elements solved by then. Offline play opens capsules as the player
 * goes (sealed-open.ts); the full package stays on the server.
 */
import { z } from 'zod';
import { gcm } from '@noble/ciphers/aes.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { CapsuleSchema, type Capsule } from './capsule';
import { capsuleAad, capsuleKey, SEALED_NAME, toBase64 } from './capsule-crypto';
import { RoomPackageSchema, type PlayElement, type RoomPackage, type RoomSolutions } from '../engine/room';
import { matchingCodeKey, parseCodeHash } from '../engine/code';
import {
  analyzeReadability,
  bundleId,
  LOOK_FIELDS,
  SCENE_FIELDS,
  SealingError,
  SOLVE_FIELDS,
  type BundleKind,
} from './sealing-analysis';

export { SealingError } from './sealing-analysis';
// The capsule crypto and the placeholder name have no schema: the play screen imports them from
// there without zod; they stay exported here for the server and the tests.
export { capsuleAad, capsuleKey, fromBase64, SEALED_NAME, toBase64 } from './capsule-crypto';

export const SealedPackageSchema = RoomPackageSchema.extend({ capsules: z.array(CapsuleSchema) });
export type SealedPackage = z.infer<typeof SealedPackageSchema>;

/** Code lock id -> hex PBKDF2 key, for the locks a player has opened. */
export const KeyringSchema = z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/));
export type Keyring = z.infer<typeof KeyringSchema>;

/** The texts of one capsule, by element and by scene. */
export interface CapsuleContents {
  elements: Record<string, Partial<PlayElement>>;
  scenes: Record<string, { name?: string; description?: string }>;
}

/** Neutral stand-ins that satisfy the schema and say nothing. */
const PLACEHOLDERS: Record<string, unknown> = {
  name: SEALED_NAME,
  description: '',
  failure_message: '',
  hints: [''],
  icon: '',
  art: '',
  x_position: 0,
  y_position: 0,
  width: 1,
  height: 1,
  position_confidence: 0,
  positioning_method: '',
  clue_text: '',
  success_message: '',
};

const FIELDS: Record<BundleKind, readonly string[]> = { look: LOOK_FIELDS, solve: SOLVE_FIELDS, scene: SCENE_FIELDS };

export interface SealOptions {
  /** Cryptographic random bytes (the server passes node's crypto; core stays pure). */
  randomBytes: (length: number) => Uint8Array;
  maxStates?: number;
}

/** Seals a full package for players. Throws SealingError when it cannot be done safely. */
export function sealPackage(full: RoomPackage, solutions: RoomSolutions, opts: SealOptions): SealedPackage {
  const readability = analyzeReadability(full, solutions, opts.maxStates);
  const pkg = JSON.parse(JSON.stringify(full)) as RoomPackage;
  const codeLocks = new Map<string, string>();
  for (const el of pkg.scenes.flatMap((s) => s.elements)) {
    if (!el.requires.code_hash) continue;
    if (parseCodeHash(el.requires.code_hash)?.kind !== 'pbkdf2')
      throw new SealingError(`The combination lock "${el.id}" has an outdated code hash; hash it again first`);
    codeLocks.set(el.id, el.requires.code_hash);
  }

  const groups = new Map<string, { needs: string[]; bundles: string[]; contents: CapsuleContents }>();
  const seal = (kind: BundleKind, id: string, target: Record<string, unknown>) => {
    const bundle = bundleId(kind, id);
    const info = readability.get(bundle);
    if (!info || info.atStart) return;
    const texts: Record<string, unknown> = {};
    for (const field of FIELDS[kind]) {
      texts[field] = target[field];
      target[field] = PLACEHOLDERS[field];
    }
    if (!info.needs) return; // never readable: its texts are simply left out
    const groupKey = info.needs.join('\n');
    let group = groups.get(groupKey);
    if (!group) {
      group = { needs: info.needs, bundles: [], contents: { elements: {}, scenes: {} } };
      groups.set(groupKey, group);
    }
    group.bundles.push(bundle);
    if (kind === 'scene') group.contents.scenes[id] = { ...group.contents.scenes[id], ...texts };
    else group.contents.elements[id] = { ...group.contents.elements[id], ...texts };
  };
  for (const scene of pkg.scenes) {
    seal('scene', scene.id, scene as unknown as Record<string, unknown>);
    for (const el of scene.elements) {
      seal('look', el.id, el as unknown as Record<string, unknown>);
      seal('solve', el.id, el as unknown as Record<string, unknown>);
    }
  }

  const capsules: Capsule[] = [];
  for (const group of groups.values()) {
    const locks = group.needs.filter((id) => codeLocks.has(id));
    const solved = group.needs.filter((id) => !codeLocks.has(id));
    const keys = locks.map((id): [string, string] => {
      const solution = solutions[id];
      const key = solution === undefined ? null : matchingCodeKey(pkg.salt, id, solution, codeLocks.get(id)!);
      if (!key) throw new SealingError(`The combination lock "${id}" has no matching solution`);
      return [id, key];
    });
    const header = { id: `c${capsules.length + 1}`, locks, solved, bundles: group.bundles };
    const nonce = opts.randomBytes(12);
    const cipher = gcm(capsuleKey(pkg.salt, keys, solved), nonce, capsuleAad(pkg, header));
    const data = cipher.encrypt(utf8ToBytes(JSON.stringify(group.contents)));
    capsules.push({ ...header, nonce: toBase64(nonce), data: toBase64(data) });
  }
  return SealedPackageSchema.parse({ ...pkg, capsules });
}
