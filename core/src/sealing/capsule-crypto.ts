/**
 * The byte-level parts of a sealed package (sealed-package.ts) that playing needs: base64, a
 * capsule's AES key and its associated data, and the name shown for a sealed text. No schema is
 * defined here, so the play screen opens capsules without loading zod.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { Capsule } from './capsule';

/** What a sealed element or scene is called until its capsule is opened. */
export const SEALED_NAME = '…';

/** What a lock of the online package carries instead of its verifier: the server checks its code. */
export const ONLINE_CODE_HASH = 'server-checked';

/** The keyring entry of a server-keyed capsule's AES key (online play). */
export const serverKeyName = (capsuleId: string) => `capsule:${capsuleId}`;

/** The keyring entry of an opened lock's verifier, which the server hands out once the lock is solved (online play). */
export const witnessedCodeName = (lockId: string) => `code:${lockId}`;

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
  utf8ToBytes(
    JSON.stringify([
      pkg.id,
      pkg.version,
      capsule.id,
      capsule.locks,
      capsule.solved,
      capsule.bundles,
      // Bound only when set, so offline packages sealed before online play still open.
      ...(capsule.server_keyed ? ['server'] : []),
    ]),
  );
