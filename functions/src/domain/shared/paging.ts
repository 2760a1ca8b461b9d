/** Cursor pagination of the admin lists (core/src/contracts/pagination.ts): where a page starts and what it answers. */
import { decodeCursor, pageOf, type CursorPosition, type PageQuery } from '@core';
import { badRequest } from '../../model/app-error';

/** The position after which the page starts, or null for the first page; a forged cursor is a 400. */
export function startAfter(query: PageQuery): CursorPosition | null {
  if (!query.cursor) return null;
  const position = decodeCursor(query.cursor);
  if (!position) throw badRequest('cursor is not valid');
  return position;
}

/** Rows fetched with `limit + 1` and a `cursor_at` column (keyset.ts) → the page without that column. */
export function pageFromRows<T extends { id: string; cursor_at: string }>(
  rows: T[],
  limit: number,
): { items: Omit<T, 'cursor_at'>[]; next_cursor: string | null } {
  const { items, next_cursor } = pageOf(rows, limit, (row) => ({ created_at: row.cursor_at, id: row.id }));
  return { items: items.map(({ cursor_at: _cursor, ...item }) => item), next_cursor };
}
