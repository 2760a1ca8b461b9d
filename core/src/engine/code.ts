/**
 * Combination codes: how a player's entry is normalised and how a lock's answer is
 * stored. A lock never carries its code: it carries a verifier of a slow key derived
 * from it (PBKDF2-SHA256, per-room salt, per-lock label), so trying the 10,000
 * four-digit codes against a downloaded package costs 10,000 slow derivations.
 * The derived key (`codeKey`) also opens the texts sealed behind the lock
 * (sealed-package.ts), so the key itself never appears in a package.
 */
import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * PBKDF2 rounds of a new code hash. Measured with noble's pbkdf2 on node 20 (2 shared
 * cores): about 7 ms per try, i.e. tens of milliseconds on a phone. Stored in each hash,
 * so it can be retuned without breaking published rooms.
 */
export const CODE_KDF_ITERATIONS = 5000;
export const CODE_HASH_SCHEME = 'pbkdf2-sha256';
/** A hash naming more rounds than this is malformed (it would freeze the device). */
const MAX_ITERATIONS = 5_000_000;
const MIN_ITERATIONS = 1;
const MEMO_SIZE = 512;

/** Trim, lower-case and drop spaces and dashes, so "12 - 34" and "1234" match. */
export function normalizeCode(code: string): string {
  return code
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '');
}

/** Lower-case hex SHA-256 of the UTF-8 encoding of `text`. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** Bounded LRU of derived keys, so the checker, replays and re-steps pay one KDF per (salt, lock, code). */
const memo = new Map<string, string>();

/** Hex of PBKDF2-SHA256(normalizeCode(code), `${salt}:${lockId}`, iterations, 32 bytes). */
export function codeKey(salt: string, lockId: string, code: string, iterations = CODE_KDF_ITERATIONS): string {
  const normalized = normalizeCode(code);
  const memoKey = JSON.stringify([salt, lockId, normalized, iterations]);
  const known = memo.get(memoKey);
  if (known !== undefined) {
    memo.delete(memoKey);
    memo.set(memoKey, known);
    return known;
  }
  const key = bytesToHex(pbkdf2(sha256, normalized, `${salt}:${lockId}`, { c: iterations, dkLen: 32 }));
  memo.set(memoKey, key);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  return key;
}

/** What a lock stores to check a key: a one-way image, so the hash does not hand out the key. */
const verifierOf = (keyHex: string) => sha256Hex(`verify:${keyHex}`);

/** The value a combination lock carries in `requires.code_hash`. */
export function hashCode(salt: string, elementId: string, code: string, iterations = CODE_KDF_ITERATIONS): string {
  return `${CODE_HASH_SCHEME}$${iterations}$${verifierOf(codeKey(salt, elementId, code, iterations))}`;
}

export type ParsedCodeHash =
  | { kind: 'pbkdf2'; iterations: number; verifier: string }
  /** Rooms published before the KDF: plain sha256 of `${salt}:${id}:${code}`. Checked, never produced. */
  | { kind: 'legacy'; digest: string };

export function parseCodeHash(codeHash: string): ParsedCodeHash | null {
  const text = codeHash.trim().toLowerCase();
  if (/^[0-9a-f]{64}$/.test(text)) return { kind: 'legacy', digest: text };
  const parts = text.split('$');
  if (parts.length !== 3 || parts[0] !== CODE_HASH_SCHEME || !/^\d{1,9}$/.test(parts[1])) return null;
  const iterations = Number(parts[1]);
  if (iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS || !/^[0-9a-f]{64}$/.test(parts[2])) return null;
  return { kind: 'pbkdf2', iterations, verifier: parts[2] };
}

export const isLegacyCodeHash = (codeHash: string) => parseCodeHash(codeHash)?.kind === 'legacy';

/** The lock's key (hex) when `code` is its answer, else null. Legacy hashes match but have no key. */
export function matchingCodeKey(salt: string, elementId: string, code: string, codeHash: string): string | null {
  const parsed = parseCodeHash(codeHash);
  if (parsed?.kind !== 'pbkdf2') return null;
  const key = codeKey(salt, elementId, code, parsed.iterations);
  return verifierOf(key) === parsed.verifier ? key : null;
}

/** True when `code` is the answer recorded in `codeHash` for that element. */
export function codeMatches(salt: string, elementId: string, code: string, codeHash: string): boolean {
  const parsed = parseCodeHash(codeHash);
  if (!parsed) return false;
  if (parsed.kind === 'legacy') return sha256Hex(`${salt}:${elementId}:${normalizeCode(code)}`) === parsed.digest;
  return matchingCodeKey(salt, elementId, code, codeHash) !== null;
}
