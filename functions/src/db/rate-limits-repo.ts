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

export interface CounterAsk {
  bucket: string;
  key: string;
  windowMs: number;
}

/**
 * hitCounter for several counters in one statement (group commit: domain/shared/request-counts.ts);
 * each (bucket, key) at most once. Answers in the order asked.
 */
export async function hitCounters(asks: CounterAsk[], db: Queryable = getPool()): Promise<CounterHit[]> {
  const { rows } = await db.query<{ bucket: string; key: string; count: number; reset_in_ms: number }>(
    `INSERT INTO rate_limit_counters AS c (bucket, key, count, window_start, expires_at)
     SELECT bucket, key, 1, now(), now() + window_ms * interval '1 millisecond'
       FROM unnest($1::text[], $2::text[], $3::int[]) AS hit(bucket, key, window_ms)
     ON CONFLICT (bucket, key) DO UPDATE SET
       count = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.count + 1 END,
       window_start = CASE WHEN c.expires_at <= now() THEN now() ELSE c.window_start END,
       expires_at = CASE WHEN c.expires_at <= now() THEN EXCLUDED.expires_at ELSE c.expires_at END
     RETURNING c.bucket, c.key, c.count, ceil(extract(epoch FROM (c.expires_at - now())) * 1000)::int AS reset_in_ms`,
    [asks.map((a) => a.bucket), asks.map((a) => a.key), asks.map((a) => a.windowMs)],
  );
  const byId = new Map(rows.map((row) => [`${row.bucket}\u0000${row.key}`, row]));
  return asks.map((ask) => {
    const row = byId.get(`${ask.bucket}\u0000${ask.key}`);
    if (!row) throw new Error(`No counter row for ${ask.bucket}`);
    return { count: row.count, resetInMs: row.reset_in_ms };
  });
}

/** Drops windows that ended more than a minute ago; returns how many went. */
export async function deleteExpiredCounters(db: Queryable = getPool()): Promise<number> {
  const { rowCount } = await db.query(`DELETE FROM rate_limit_counters WHERE expires_at < now() - interval '1 minute'`);
  return rowCount ?? 0;
}
