import { describe, expect, it } from 'vitest';
import { sha256Hex, utf8Bytes } from './sha256';

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    ['The quick brown fox jumps over the lazy dog', 'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592'],
    ['héllo wörld', 'a1003f7d04a4115711d0b48a2eaf1359ce565d2d2a6fd65098dfcffadeeef59f'],
    ['🔑 Schlüssel – 鍵', '580cb669c28f451f3b20e7262876ab211cd1c33b266c5e7a8a0a2d295a2a2345'],
    ['salt:lock-1:1234', '1aefb57a5e328d92176a6e6c943112626aed6efb603a4140d393368a3a2e20df'],
  ])('hashes %j like the FIPS 180-4 reference', (text, expected) => {
    expect(sha256Hex(text)).toBe(expected);
  });

  it.each([
    [55, '9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318'],
    [56, 'b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a'],
    [64, 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb'],
  ])('pads correctly at the block boundary (%i bytes)', (length, expected) => {
    expect(sha256Hex('a'.repeat(length))).toBe(expected);
  });

  it('hashes a million bytes (multi-block)', () => {
    expect(sha256Hex('a'.repeat(1_000_000))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });
});

describe('utf8Bytes', () => {
  it('encodes 1- to 4-byte code points', () => {
    expect(utf8Bytes('A')).toEqual([0x41]);
    expect(utf8Bytes('é')).toEqual([0xc3, 0xa9]);
    expect(utf8Bytes('鍵')).toEqual([0xe9, 0x8d, 0xb5]);
    expect(utf8Bytes('🔑')).toEqual([0xf0, 0x9f, 0x94, 0x91]);
  });

  it('replaces lone surrogates with U+FFFD', () => {
    expect(utf8Bytes('\ud800x')).toEqual([0xef, 0xbf, 0xbd, 0x78]);
    expect(utf8Bytes('\udc00')).toEqual([0xef, 0xbf, 0xbd]);
  });
});
