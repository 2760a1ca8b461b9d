/** SQL pieces for keyset pagination by (created_at, id), newest first (see core/src/contracts/pagination.ts). */
import type { CursorPosition } from '@core';

/** Selects a column's timestamp as the ISO text a cursor holds (microsecond precision, UTC). */
export const cursorTimestampSql = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The WHERE condition that starts after `position`, using parameters $n and $n+1, or
 * 'TRUE' for the first page. Pair it with ORDER BY created_at DESC, id DESC.
 */
export function afterCursorSql(createdAt: string, id: string, position: CursorPosition | null, n: number): string {
  return position ? `(${createdAt}, ${id}) < ($${n}::timestamptz, $${n + 1}::uuid)` : 'TRUE';
}

export const cursorParams = (position: CursorPosition | null): string[] =>
  position ? [position.created_at, position.id] : [];
