/**
 * Cursor pagination of the admin lists (users, invitations, early-access responses, rooms):
 * newest first, keyed by (created_at, id). The cursor is opaque to clients.
 */
import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;

const CURSOR_PATTERN = /^[0-9a-f]{1,200}$/;

export const PageQuerySchema = z.object({
  limit: z.coerce
    .number({ invalid_type_error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_SIZE_MAX, `limit must be at most ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
  cursor: z.string().regex(CURSOR_PATTERN, 'cursor is not valid').optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Where a page starts: after the row with this timestamp (ISO, microseconds) and id. */
export interface CursorPosition {
  created_at: string;
  id: string;
}

// The cursor text is ASCII (a timestamp and a uuid), so hex of its char codes is enough.
const toHex = (text: string) => [...text].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) => {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/.test(hex)) throw new Error('not hex');
  return hex.replace(/../g, (pair) => String.fromCharCode(parseInt(pair, 16)));
};

export function encodeCursor(position: CursorPosition): string {
  return toHex(`${position.created_at}|${position.id}`);
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The position in a cursor, or null when the cursor was not made by encodeCursor. */
export function decodeCursor(cursor: string): CursorPosition | null {
  let text: string;
  try {
    text = fromHex(cursor);
  } catch {
    return null;
  }
  const [createdAt, id, extra] = text.split('|');
  if (extra !== undefined || !TIMESTAMP.test(createdAt ?? '') || !UUID.test(id ?? '')) return null;
  return { created_at: createdAt, id };
}

/** A page of `limit` items from `limit + 1` fetched rows; next_cursor is null on the last page. */
export function pageOf<T>(
  rows: T[],
  limit: number,
  positionOf: (row: T) => CursorPosition,
): { items: T[]; next_cursor: string | null } {
  const items = rows.slice(0, limit);
  const next_cursor = rows.length > limit ? encodeCursor(positionOf(items[items.length - 1])) : null;
  return { items, next_cursor };
}
