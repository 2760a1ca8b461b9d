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
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { RoomPackageSchema, type PlayElement, type RoomPackage, type RoomSolutions } from './room';
import { matchingCodeKey, parseCodeHash } from './code';
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

export const CapsuleSchema = z.object({
  id: z.string().min(1),
  /** Code locks whose keys (and solved state) open it. */
  locks: z.array(z.string()),
  /** Other elements that must be solved. */
  solved: z.array(z.string()),
  /** The bundles inside ("look:<element>", "solve:<element>", "scene:<scene>"). */
  bundles: z.array(z.string()),
  nonce: z.string(),
  data: z.string(),
});
export type Capsule = z.infer<typeof CapsuleSchema>;

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
export const SEALED_NAME = '…';
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

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += BASE64[(n >> 18) & 63] + BASE64[(n >> 12) & 63];
    out += i + 1 < bytes.length ? BASE64[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? BASE64[n & 63] : '=';
  }
  return out;
}

/** Throws on anything that is not canonical base64. */
export function fromBase64(text: string): Uint8Array {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new Error('Not base64');
  const pad = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - pad);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const n = [0, 1, 2, 3].reduce((acc, k) => (acc << 6) | Math.max(0, BASE64.indexOf(text[i + k])), 0);
    for (const byte of [(n >> 16) & 255, (n >> 8) & 255, n & 255]) if (o < out.length) out[o++] = byte;
  }
  return out;
}

/** The AES key of a capsule: sha256 over the salt, each lock's id and key, and the other solved ids. */
export function capsuleKey(salt: string, locks: Array<[string, string]>, solved: string[]): Uint8Array {
  return sha256(utf8ToBytes(JSON.stringify(['capsule', salt, locks, solved])));
}

/** Binds the header to the ciphertext, so a capsule cannot be moved to other ids or another room. */
export const capsuleAad = (pkg: { id: string; version: string }, capsule: Omit<Capsule, 'nonce' | 'data'>) =>
  utf8ToBytes(JSON.stringify([pkg.id, pkg.version, capsule.id, capsule.locks, capsule.solved, capsule.bundles]));

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
