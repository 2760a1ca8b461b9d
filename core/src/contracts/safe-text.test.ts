import { describe, expect, it } from 'vitest';
import { findUnsafeText, safeText, unsafeTextReason } from './safe-text';

describe('safe text', () => {
  it('accepts ordinary and astral text', () => {
    expect(unsafeTextReason('Hello, 世界 🗝️')).toBeNull();
  });

  it('rejects NUL and lone surrogates', () => {
    expect(unsafeTextReason('a\u0000b')).toMatch(/NUL/);
    expect(unsafeTextReason('a\uD800b')).toMatch(/Unicode/);
    expect(unsafeTextReason('\uDC00')).toMatch(/Unicode/);
  });

  it('finds the path of the first unsafe string', () => {
    expect(findUnsafeText({ user: { names: ['ok', 'x\u0000'] } })).toEqual({
      path: 'user.names.1',
      reason: 'must not contain NUL characters',
    });
    expect(findUnsafeText({ a: 1, b: [true, null] })).toBeNull();
  });

  it('names the field in schema messages', () => {
    const schema = safeText('Full name', 5);
    expect(schema.safeParse('abc').success).toBe(true);
    const tooLong = schema.safeParse('abcdef');
    expect(!tooLong.success && tooLong.error.issues[0].message).toMatch(/^Full name is too long/);
    const nul = schema.safeParse('a\u0000');
    expect(!nul.success && nul.error.issues[0].message).toBe('Full name must not contain NUL characters');
  });
});
