/**
 * Request counters shared by every function instance: one row per (bucket, key) holding a
 * fixed window that starts at the window's first request. The hit is one atomic upsert,
 * which also restarts a window that has ended.
 */
import { getPool, type Queryable } from './pool';

export interface CounterHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the current window ends. */
  resetInMs: number;
}

export async function hitCounter(
  bucket: string,
  key: string,
  windowMs: number,
  db: Queryable = getPool(),
): Promise<CounterHit> {
  const { rows } = await db.query<{ count: number; reset_in_ms: number }>(
    `INSERT INTO rate_limit_counters AS c (bucket, key, count, window_start, expires_at)
     VALUES ($1, $2, 1, now(), now() + $3::int * interval '1 millisecond')
     ON CONFLICT (bucket, key) DO UPDATE SET
       count = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.count + 1 END,
       window_start = CASE WHEN c.expires_at <= now() THEN now() ELSE c.window_start END,
       expires_at = CASE WHEN c.expires_at <= now() THEN now() + $3::int * interval '1 millisecond' ELSE c.expires_at END
     RETURNING c.count, ceil(extract(epoch FROM (c.expires_at - now())) * 1000)::int AS reset_in_ms`,
    [bucket, key, windowMs],
  );
  return { count: rows[0].count, resetInMs: rows[0].reset_in_ms };
}

/** Drops windows that ended more than a minute ago; returns how many went. */
export async function deleteExpiredCounters(db: Queryable = getPool()): Promise<number> {
  const { rowCount } = await db.query(`DELETE FROM rate_limit_counters WHERE expires_at < now() - interval '1 minute'`);
  return rowCount ?? 0;
}
