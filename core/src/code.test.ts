import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codeMatches, hashCode, normalizeCode } from './code';
import { sha256Hex } from './sha256';

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

describe('hashCode', () => {
  it('hashes salt, element id and the normalized code', () => {
    expect(hashCode('s4lt', 'lock-1', ' 12-34 ')).toBe(sha256Hex('s4lt:lock-1:1234'));
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
  });
});
