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
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { CapsuleSchema, type Capsule } from './capsule';
import { capsuleAad, capsuleKey, ONLINE_CODE_HASH, SEALED_NAME, toBase64 } from './capsule-crypto';
import { RoomPackageSchema, type PlayElement, type RoomPackage, type RoomSolutions } from '../engine/room';
import { matchingCodeKey, parseCodeHash } from '../engine/code';
import { HINT_LEVELS, hintKey } from '../engine/hint-keys';
import { authoredHintList } from './authored-hints';
import type { IdRenaming } from './opaque-ids';
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
export {
  capsuleAad,
  capsuleKey,
  fromBase64,
  ONLINE_CODE_HASH,
  SEALED_NAME,
  serverKeyName,
  toBase64,
  witnessedCodeName,
} from './capsule-crypto';

export const SealedPackageSchema = RoomPackageSchema.extend({ capsules: z.array(CapsuleSchema) });
export type SealedPackage = z.infer<typeof SealedPackageSchema>;

export { KeyringSchema, type Keyring } from './keyring';

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

/** A group of texts that become readable together, and what every player holds by then. */
interface TextGroup {
  needs: string[];
  bundles: string[];
  contents: CapsuleContents;
}

/** The package with every text not readable at the start replaced by a placeholder, and those texts grouped. */
function groupSealedTexts(full: RoomPackage, solutions: RoomSolutions, maxStates?: number) {
  const readability = analyzeReadability(full, solutions, maxStates);
  const pkg = JSON.parse(JSON.stringify(full)) as RoomPackage;
  const codeLocks = new Map<string, string>();
  for (const el of pkg.scenes.flatMap((s) => s.elements)) {
    if (!el.requires.code_hash) continue;
    if (parseCodeHash(el.requires.code_hash)?.kind !== 'pbkdf2')
      throw new SealingError(`The combination lock "${el.id}" has an outdated code hash; hash it again first`);
    codeLocks.set(el.id, el.requires.code_hash);
  }

  const groups = new Map<string, TextGroup>();
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
  return { pkg, codeLocks, groups: [...groups.values()] };
}

/** The texts of one bundle out of its group's. */
function bundleContents(contents: CapsuleContents, bundle: string): CapsuleContents {
  const [kind, id] = [bundle.slice(0, bundle.indexOf(':')), bundle.slice(bundle.indexOf(':') + 1)];
  if (kind === 'scene') return { elements: {}, scenes: { [id]: contents.scenes[id] } };
  const fields: readonly string[] = FIELDS[kind as BundleKind];
  const texts = Object.fromEntries(Object.entries(contents.elements[id] ?? {}).filter(([f]) => fields.includes(f)));
  return { elements: { [id]: texts }, scenes: {} };
}

/** Encrypts one group's texts under `key`, its header bound to the ciphertext. */
function encryptGroup(
  pkg: RoomPackage,
  header: Omit<Capsule, 'nonce' | 'data'>,
  contents: CapsuleContents,
  key: Uint8Array,
  randomBytes: (length: number) => Uint8Array,
): Capsule {
  const nonce = randomBytes(12);
  const data = gcm(key, nonce, capsuleAad(pkg, header)).encrypt(utf8ToBytes(JSON.stringify(contents)));
  return { ...header, nonce: toBase64(nonce), data: toBase64(data) };
}

/**
 * Seals a full package for offline play: each capsule's key is derived from what opens it (the
 * keys of its code locks, the ids solved), so the play screen opens it with no server. Throws
 * SealingError when it cannot be done safely.
 */
export function sealPackage(full: RoomPackage, solutions: RoomSolutions, opts: SealOptions): SealedPackage {
  const { pkg, codeLocks, groups } = groupSealedTexts(full, solutions, opts.maxStates);
  const capsules = groups.map((group, index): Capsule => {
    const locks = group.needs.filter((id) => codeLocks.has(id));
    const solved = group.needs.filter((id) => !codeLocks.has(id));
    const keys = locks.map((id): [string, string] => {
      const solution = solutions[id];
      const key = solution === undefined ? null : matchingCodeKey(pkg.salt, id, solution, codeLocks.get(id)!);
      if (!key) throw new SealingError(`The combination lock "${id}" has no matching solution`);
      return [id, key];
    });
    const header = { id: `c${index + 1}`, locks, solved, bundles: group.bundles };
    return encryptGroup(pkg, header, group.contents, capsuleKey(pkg.salt, keys, solved), opts.randomBytes);
  });
  return SealedPackageSchema.parse({ ...pkg, capsules });
}

/**
 * The online package's format: 2 seals each authored hint apart, opened when bought; 3 is sealed
 * from a room whose ids the server made opaque first (opaque-ids.ts; `ids` below). A room
 * released in an older format is released again when next played (player-package.ts).
 */
export const ONLINE_SEAL_FORMAT = 3;

/** The package for online play and the keys only the server holds. */
export interface OnlineSeal {
  /** ONLINE_SEAL_FORMAT when sealed; absent on rooms released before formats were counted. */
  format?: number;
  package: SealedPackage;
  /** Capsule id -> hex AES key: the server hands a key out once the player's state reaches its capsule. */
  capsule_keys: Record<string, string>;
  /**
   * The design's ids -> the ids of the released packages (the server's release adds it; never
   * sent): the same renaming is kept while the room's version stays the same.
   */
  ids?: IdRenaming;
}

/**
 * Seals a full package for online play, which the server witnesses: no lock carries its
 * verifier (ONLINE_CODE_HASH stands in: the server checks every code) and every capsule is
 * encrypted under a random key that only the server holds (server_keyed), so nothing in the
 * package opens anything by itself. Throws SealingError when it cannot be done safely.
 */
export function sealOnlinePackage(full: RoomPackage, solutions: RoomSolutions, opts: SealOptions): OnlineSeal {
  const { pkg, codeLocks, groups } = groupSealedTexts(full, solutions, opts.maxStates);
  for (const el of pkg.scenes.flatMap((s) => s.elements))
    if (el.requires.code_hash) el.requires.code_hash = ONLINE_CODE_HASH;
  const capsule_keys: Record<string, string> = {};
  // One bundle per capsule: the server hands out what the state shows, never a text that only
  // becomes readable later alongside it. Each authored hint is a bundle of its own.
  const hints = sealHintsApart(full, pkg, groups);
  const single = [
    ...groups.flatMap((group) =>
      group.bundles.map((bundle) => ({ needs: group.needs, bundle, contents: bundleContents(group.contents, bundle) })),
    ),
    ...hints,
  ];
  const capsules = single.map(({ needs, bundle, contents }, index): Capsule => {
    const header = {
      id: `c${index + 1}`,
      locks: needs.filter((id) => codeLocks.has(id)),
      solved: needs.filter((id) => !codeLocks.has(id)),
      bundles: [bundle],
      server_keyed: true,
    };
    const key = opts.randomBytes(32);
    capsule_keys[header.id] = bytesToHex(key);
    return encryptGroup(pkg, header, contents, key, opts.randomBytes);
  });
  return { format: ONLINE_SEAL_FORMAT, package: SealedPackageSchema.parse({ ...pkg, capsules }), capsule_keys };
}

/**
 * Online: every element's authored hints leave the package and its look texts, and each level
 * becomes a bundle "hint:<element>:<level>" holding the list cut after that level, so buying a
 * hint is what opens its words (the server hands out the key once the purchase is witnessed).
 */
function sealHintsApart(full: RoomPackage, pkg: RoomPackage, groups: TextGroup[]) {
  for (const group of groups) for (const texts of Object.values(group.contents.elements)) delete texts.hints;
  const bundles: Array<{ needs: string[]; bundle: string; contents: CapsuleContents }> = [];
  full.scenes.forEach((scene, sceneIndex) =>
    scene.elements.forEach((el, elementIndex) => {
      pkg.scenes[sceneIndex].elements[elementIndex].hints = [...(PLACEHOLDERS.hints as string[])];
      const authored = authoredHintList(el.hints).slice(0, HINT_LEVELS.length);
      authored.forEach((_, level) => {
        const bundle = `hint:${hintKey(el.id, level)}`;
        const contents = { elements: { [el.id]: { hints: authored.slice(0, level + 1) } }, scenes: {} };
        bundles.push({ needs: [], bundle, contents });
      });
    }),
  );
  return bundles;
}
