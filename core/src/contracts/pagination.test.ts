import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageOf, PageQuerySchema } from './pagination';

const position = { created_at: '2026-11-23T09:00:00.123456Z', id: '0b7f5a4e-6f1e-4c8e-9f0a-1a2b3c4d5e6f' };

describe('pagination', () => {
  it('round-trips a cursor', () => {
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it('rejects cursors it did not make', () => {
    for (const bad of ['', 'abc', encodeCursor({ ...position, id: 'not-a-uuid' }), '32303236']) {
      expect(decodeCursor(bad)).toBeNull();
    }
  });

  it('caps and defaults the page size', () => {
    expect(PageQuerySchema.parse({}).limit).toBe(50);
    expect(PageQuerySchema.parse({ limit: '7' }).limit).toBe(7);
    expect(PageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ cursor: 'zz' }).success).toBe(false);
  });

  it('gives a next cursor only when more rows exist', () => {
    const rows = [1, 2, 3].map((n) => ({ n, ...position }));
    expect(pageOf(rows, 3, (r) => r).next_cursor).toBeNull();
    const page = pageOf(rows, 2, (r) => r);
    expect(page.items).toHaveLength(2);
    expect(page.next_cursor).not.toBeNull();
  });
});
