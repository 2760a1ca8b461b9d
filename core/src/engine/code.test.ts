import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import {
  CODE_KDF_ITERATIONS,
  codeKey,
  codeMatches,
  hashCode,
  isLegacyCodeHash,
  matchingCodeKey,
  normalizeCode,
  parseCodeHash,
  sha256Hex,
} from './code';

describe('normalizeCode', () => {
  it.each([
    ['  1234 ', '1234'],
    ['12-34', '1234'],
    ['1 2 - 3 4', '1234'],
    ['OPEN Sesame', 'opensesame'],
    ['\t7-7-7\n', '777'],
    ['', ''],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizeCode(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (code) => normalizeCode(normalizeCode(code)) === normalizeCode(code)));
  });
});

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['héllo wörld', 'a1003f7d04a4115711d0b48a2eaf1359ce565d2d2a6fd65098dfcffadeeef59f'],
  ])('hashes %j like the FIPS 180-4 reference', (text, expected) => {
    expect(sha256Hex(text)).toBe(expected);
  });
});

describe('hashCode', () => {
  it('stores the scheme, the rounds and a verifier of the PBKDF2 key, never the code', () => {
    const hash = hashCode('s4lt', 'lock-1', ' 12-34 ');
    expect(hash).toMatch(new RegExp(`^pbkdf2-sha256\\$${CODE_KDF_ITERATIONS}\\$[0-9a-f]{64}$`));
    expect(hash).toBe(hashCode('s4lt', 'lock-1', '1234'));
    expect(hash).not.toContain('1234');
    expect(hash).not.toContain(codeKey('s4lt', 'lock-1', '1234'));
  });

  it('derives the key with PBKDF2-SHA256 over the normalized code, labelled by salt and lock', () => {
    const expected = bytesToHex(pbkdf2(sha256, '1234', 's4lt:lock-1', { c: 1000, dkLen: 32 }));
    expect(codeKey('s4lt', 'lock-1', '12 34', 1000)).toBe(expected);
  });

  it('makes every guess pay the full number of rounds (brute force costs ITERATIONS per try)', () => {
    const parsed = parseCodeHash(hashCode('s', 'lock', '0042'));
    expect(parsed).toMatchObject({ kind: 'pbkdf2', iterations: CODE_KDF_ITERATIONS });
    expect(CODE_KDF_ITERATIONS).toBeGreaterThanOrEqual(5000);
    // The rounds come from the hash, so a retuned room still checks.
    const cheap = hashCode('s', 'lock', '0042', 1200);
    expect(codeMatches('s', 'lock', '0042', cheap)).toBe(true);
    expect(codeMatches('s', 'lock', '0043', cheap)).toBe(false);
  });

  it('differs per salt and per element', () => {
    expect(hashCode('a', 'lock', '1')).not.toBe(hashCode('b', 'lock', '1'));
    expect(hashCode('a', 'lock', '1')).not.toBe(hashCode('a', 'other', '1'));
  });

  it('matches the code in any spacing or case, and nothing else', () => {
    const hash = hashCode('salt', 'safe', 'Ab-12');
    expect(codeMatches('salt', 'safe', 'ab 12', hash)).toBe(true);
    expect(codeMatches('salt', 'safe', 'AB12', hash.toUpperCase())).toBe(true);
    expect(codeMatches('salt', 'safe', 'ab13', hash)).toBe(false);
    expect(matchingCodeKey('salt', 'safe', 'ab12', hash)).toBe(codeKey('salt', 'safe', 'ab12'));
    expect(matchingCodeKey('salt', 'safe', 'ab13', hash)).toBeNull();
  });

  it('still checks a legacy sha256 hash, and refuses malformed ones', () => {
    const legacy = sha256Hex('salt:safe:427');
    expect(isLegacyCodeHash(legacy)).toBe(true);
    expect(codeMatches('salt', 'safe', '4-2-7', legacy)).toBe(true);
    expect(codeMatches('salt', 'safe', '428', legacy)).toBe(false);
    expect(matchingCodeKey('salt', 'safe', '427', legacy)).toBeNull();
    for (const bad of ['', 'pbkdf2-sha256$0$' + 'a'.repeat(64), 'pbkdf2-sha256$999999999$' + 'a'.repeat(64), 'md5$1$x'])
      expect(codeMatches('salt', 'safe', '427', bad)).toBe(false);
  });
});
