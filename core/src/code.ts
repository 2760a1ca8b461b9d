/**
 * Combination codes: how a player's entry is normalised and how a lock's answer is
 * stored (salted hash, never in clear text inside a room package).
 */
import { sha256Hex } from './sha256';

/** Trim, lower-case and drop spaces and dashes, so "12 - 34" and "1234" match. */
export function normalizeCode(code: string): string {
  return code
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '');
}

/** The value a combination lock carries in `requires.code_hash`. */
export function hashCode(salt: string, elementId: string, code: string): string {
  return sha256Hex(`${salt}:${elementId}:${normalizeCode(code)}`);
}

/** True when `code` is the answer recorded in `codeHash` for that element. */
export function codeMatches(salt: string, elementId: string, code: string, codeHash: string): boolean {
  return hashCode(salt, elementId, code) === codeHash.trim().toLowerCase();
}
