/**
 * Playing from a sealed package: the view of the room a player has earned (every
 * capsule whose elements are solved in their state and whose lock keys they hold,
 * decrypted and merged) and the engine step on that view, which adds a lock's key to
 * the keyring when its code is entered correctly.
 */
import { gcm } from '@noble/ciphers/aes.js';
import { bytesToUtf8 } from '@noble/ciphers/utils.js';
import { LOOK_FIELDS, SOLVE_FIELDS } from './sealing-analysis';
import type { GameAction, GameState, PlayElement, RoomPackage, StepResult } from '../engine/room';
import { matchingCodeKey } from '../engine/code';
import { step } from '../game-step';
import { hexToBytes } from '@noble/hashes/utils.js';
import { isBundleReadable } from './bundle-readable';
import {
  capsuleAad,
  capsuleKey,
  fromBase64,
  ONLINE_CODE_HASH,
  serverKeyName,
  witnessedCodeName,
} from './capsule-crypto';
import type { Capsule } from './capsule';
import type { CapsuleContents, Keyring, SealedPackage } from './sealed-package';

export interface OpenedView {
  /** A normal room package: opened texts merged, the rest still placeholders. */
  pkg: RoomPackage;
  /** Capsule ids opened for this state. */
  opened: Set<string>;
  /** Bundles still sealed ("look:<element>", "solve:<element>", "scene:<scene>"). */
  sealed: Set<string>;
}

/** Decrypted capsules per package and key, so re-opening after every action costs nothing. */
const decrypted = new WeakMap<SealedPackage, Map<string, CapsuleContents | null>>();

function isSolved(state: GameState, id: string): boolean {
  return state.elements[id]?.state === 'solved';
}

/** The AES key of a capsule from the keyring: the server's key (online), else derived from its locks' keys. */
function keyOf(sealed: SealedPackage, capsule: Capsule, keyring: Keyring): { memo: string; key: () => Uint8Array } {
  if (capsule.server_keyed) {
    const hex = keyring[serverKeyName(capsule.id)] ?? '';
    return { memo: JSON.stringify([capsule.id, hex]), key: () => hexToBytes(hex) };
  }
  const keys = capsule.locks.map((id): [string, string] => [id, keyring[id]]);
  return { memo: JSON.stringify([capsule.id, keys]), key: () => capsuleKey(sealed.salt, keys, capsule.solved) };
}

/** The capsule's contents, or null when the key is wrong or the capsule was tampered with. */
function decryptCapsule(sealed: SealedPackage, capsule: Capsule, keyring: Keyring): CapsuleContents | null {
  const { memo: memoKey, key } = keyOf(sealed, capsule, keyring);
  let cache = decrypted.get(sealed);
  if (!cache) {
    cache = new Map();
    decrypted.set(sealed, cache);
  }
  if (cache.has(memoKey)) return cache.get(memoKey)!;
  let contents: CapsuleContents | null = null;
  try {
    const { nonce, data, ...header } = capsule;
    const cipher = gcm(key(), fromBase64(nonce), capsuleAad(sealed, header));
    const parsed = JSON.parse(bytesToUtf8(cipher.decrypt(fromBase64(data)))) as CapsuleContents;
    if (parsed && typeof parsed.elements === 'object' && typeof parsed.scenes === 'object') contents = parsed;
  } catch {
    contents = null; // wrong key, tampered bytes or a broken capsule: it stays sealed
  }
  cache.set(memoKey, contents);
  return contents;
}

/** True when `state` reaches the capsule: its elements solved (and, offline, its locks' keys held). */
function reaches(capsule: Capsule, keyring: Keyring, state: GameState): boolean {
  const solved = capsule.solved.every((id) => isSolved(state, id)) && capsule.locks.every((id) => isSolved(state, id));
  if (!solved) return false;
  return capsule.server_keyed
    ? typeof keyring[serverKeyName(capsule.id)] === 'string'
    : capsule.locks.every((id) => typeof keyring[id] === 'string');
}

/**
 * Online play: true when the server must witness this step before its result is shown. A code
 * entry on a lock whose verifier only the server holds, or a step whose state shows the texts of
 * a server-keyed capsule this keyring has no key for (the texts it earns come from the server).
 */
export function needsWitness(sealed: SealedPackage, keyring: Keyring, action: GameAction, after: GameState): boolean {
  if (action.type === 'interact' && action.input !== undefined) {
    const el = sealed.scenes.flatMap((s) => s.elements).find((e) => e.id === action.element_id);
    if (el?.requires.code_hash === ONLINE_CODE_HASH && !keyring[witnessedCodeName(el.id)]) return true;
  }
  return (sealed.capsules ?? []).some(
    (capsule) =>
      capsule.server_keyed &&
      !keyring[serverKeyName(capsule.id)] &&
      capsule.bundles.every((bundle) => isBundleReadable(sealed, after, bundle)),
  );
}

/** An online lock's verifier, once the server has handed it out (the lock is opened): its code then checks locally. */
function witnessedCodeHash(el: PlayElement, keyring: Keyring): Partial<PlayElement> {
  const hash = el.requires.code_hash === ONLINE_CODE_HASH ? keyring[witnessedCodeName(el.id)] : undefined;
  return hash ? { requires: { ...el.requires, code_hash: hash } } : {};
}

/** Which capsules `state` and `keyring` open, and the package with their texts merged in. */
export function openView(sealed: SealedPackage, keyring: Keyring, state: GameState): OpenedView {
  const elementTexts = new Map<string, Partial<PlayElement>>();
  const sceneTexts = new Map<string, { name?: string; description?: string }>();
  const opened = new Set<string>();
  const closed = new Set<string>();
  for (const capsule of sealed.capsules ?? []) {
    const contents = reaches(capsule, keyring, state) ? decryptCapsule(sealed, capsule, keyring) : null;
    if (!contents) {
      capsule.bundles.forEach((bundle) => closed.add(bundle));
      continue;
    }
    opened.add(capsule.id);
    for (const [id, texts] of Object.entries(contents.elements))
      elementTexts.set(id, { ...elementTexts.get(id), ...texts });
    for (const [id, texts] of Object.entries(contents.scenes)) sceneTexts.set(id, { ...sceneTexts.get(id), ...texts });
  }
  const base: RoomPackage & { capsules?: unknown } = { ...sealed };
  delete base.capsules;
  const pkg: RoomPackage = {
    ...base,
    scenes: base.scenes.map((scene) => ({
      ...scene,
      ...pick(sceneTexts.get(scene.id), ['name', 'description']),
      elements: scene.elements.map((el) => ({
        ...el,
        ...safeElementTexts(elementTexts.get(el.id)),
        ...witnessedCodeHash(el, keyring),
      })),
    })),
  };
  return { pkg, opened, sealed: closed };
}

/** Only text fields come out of a capsule: structure (requires, yields, ids) always stays the package's. */
const TEXT_FIELDS = [...LOOK_FIELDS, ...SOLVE_FIELDS] as const;

function pick<T extends object>(source: T | undefined, fields: readonly string[]): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (source as Record<string, unknown> | undefined)?.[field];
    if (value !== undefined) out[field] = value;
  }
  return out as Partial<T>;
}

const safeElementTexts = (texts: Partial<PlayElement> | undefined) => pick(texts, TEXT_FIELDS);

/** The room as this player may read it now (see openView). */
export function openPackage(sealed: SealedPackage, keyring: Keyring, state: GameState): RoomPackage {
  return openView(sealed, keyring, state).pkg;
}

/** The key a correct code entry earns, when the action is one. */
function earnedKey(sealed: SealedPackage, keyring: Keyring, action: GameAction, after: GameState): Keyring | null {
  if (action.type !== 'interact' || action.input === undefined || !isSolved(after, action.element_id)) return null;
  if (keyring[action.element_id]) return null;
  const el = sealed.scenes.flatMap((s) => s.elements).find((e) => e.id === action.element_id);
  const hash = el?.requires.code_hash;
  const key = hash ? matchingCodeKey(sealed.salt, action.element_id, action.input, hash) : null;
  return key ? { [action.element_id]: key } : null;
}

/**
 * One engine step from a sealed package. When the step opens new capsules it is run
 * again from the same state on the newly opened view, so its messages carry the texts
 * the player has just earned (the engine is deterministic; the code key is memoized).
 */
export function stepSealed(
  sealed: SealedPackage,
  keyring: Keyring,
  state: GameState,
  action: GameAction,
): { result: StepResult; keyring: Keyring; view: OpenedView } {
  const before = openView(sealed, keyring, state);
  let result = step(before.pkg, state, action);
  const earned = result.success ? earnedKey(sealed, keyring, action, result.state) : null;
  const nextKeyring = earned ? { ...keyring, ...earned } : keyring;
  const view = openView(sealed, nextKeyring, result.state);
  if ([...view.opened].some((id) => !before.opened.has(id))) result = step(view.pkg, state, action);
  return { result, keyring: nextKeyring, view };
}
