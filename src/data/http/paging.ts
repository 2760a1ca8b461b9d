/**
 * Cursor pagination of the API's lists (core/src/contracts/pagination.ts): a GET list takes
 * `?limit=&cursor=` and answers its usual body plus `next_cursor` (null on the last
 * page) and, when the server counts, `total`.
 */
import { PAGE_SIZE_DEFAULT } from '@core/contracts/pagination';

export interface Page<T> {
  items: T[];
  /** Where the next page starts; null when this was the last one. */
  next_cursor: string | null;
  /** Every item the list holds, when the server says; null when it does not. */
  total: number | null;
}

export type PageLoader<T> = (cursor: string | null) => Promise<Page<T>>;

/** The page query of a list call (callApi's `query`): `limit`, and `cursor` after the first page. */
export const pageQuery = (cursor: string | null, limit: number = PAGE_SIZE_DEFAULT) => ({
  limit,
  cursor: cursor || undefined,
});

/**
 * The page fields of a list body. A server that does not paginate sends no next_cursor
 * (everything came at once); `total` is read from `total` or `counts.total` when numeric.
 */
export function pageFields(body: unknown): Pick<Page<unknown>, 'next_cursor' | 'total'> {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const cursor = typeof b.next_cursor === 'string' && b.next_cursor ? b.next_cursor : null;
  const counts = b.counts && typeof b.counts === 'object' ? (b.counts as Record<string, unknown>) : {};
  const total = [b.total, counts.total].find(
    (n): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0,
  );
  return { next_cursor: cursor, total: total ?? null };
}

/** "12 of 340" when the server counted, else "12 loaded" (with "more to load" while pages remain). */
export function loadedCountText(loaded: number, total: number | null, hasMore: boolean): string {
  if (total !== null) return `${loaded} of ${total}`;
  return hasMore ? `${loaded} loaded, more to load` : `${loaded} loaded`;
}
