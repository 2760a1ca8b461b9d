/**
 * Budgets of limited play actions (domain/play/wrong-entries.ts), kept in the request counters'
 * table (rate_limit_counters) so every function instance shares them. A budget is reserved before
 * a replay and what was not spent is given back after it: the reservation is one atomic upsert,
 * so concurrent requests of one player can never spend more than the limit together.
 */
import { getPool, type Queryable } from './pool';

export interface BudgetAsk {
  bucket: string;
  key: string;
  /** Actions of this batch that may spend from the budget. */
  wanted: number;
}

export interface BudgetGrant extends BudgetAsk {
  /** How many of them may go ahead: the budget left, at most `wanted`. */
  granted: number;
  /** Milliseconds until the budget's window ends (and it is whole again). */
  resetInMs: number;
  /** The window reserved in (as PostgreSQL wrote it): a return never touches a later window. */
  windowStart: string;
}

/**
 * Reserves each ask in one statement. The count grows by the whole ask (a window that has ended
 * starts again at it); what is granted is what was left of `max` before this ask.
 */
export async function reserveBudgets(
  asks: BudgetAsk[],
  max: number,
  windowMs: number,
  db: Queryable = getPool(),
): Promise<BudgetGrant[]> {
  if (asks.length === 0) return [];
  const { rows } = await db.query<{
    bucket: string;
    key: string;
    count: number;
    reset_in_ms: number;
    window_start: string;
  }>(
    `INSERT INTO rate_limit_counters AS c (bucket, key, count, window_start, expires_at)
     SELECT bucket, key, wanted, now(), now() + $4::int * interval '1 millisecond'
       FROM unnest($1::text[], $2::text[], $3::int[]) AS ask(bucket, key, wanted)
     ON CONFLICT (bucket, key) DO UPDATE SET
       count = CASE WHEN c.expires_at <= now() THEN EXCLUDED.count ELSE c.count + EXCLUDED.count END,
       window_start = CASE WHEN c.expires_at <= now() THEN now() ELSE c.window_start END,
       expires_at = CASE WHEN c.expires_at <= now() THEN EXCLUDED.expires_at ELSE c.expires_at END
     RETURNING c.bucket, c.key, c.count, c.window_start::text AS window_start,
       ceil(extract(epoch FROM (c.expires_at - now())) * 1000)::int AS reset_in_ms`,
    [asks.map((a) => a.bucket), asks.map((a) => a.key), asks.map((a) => a.wanted), windowMs],
  );
  return asks.map((ask) => {
    const row = rows.find((r) => r.bucket === ask.bucket && r.key === ask.key);
    if (!row) throw new Error(`No budget row for ${ask.bucket}`);
    const before = row.count - ask.wanted;
    return {
      ...ask,
      granted: Math.max(0, Math.min(ask.wanted, max - before)),
      resetInMs: Math.max(0, row.reset_in_ms),
      windowStart: row.window_start,
    };
  });
}

export interface UnspentBudget {
  bucket: string;
  key: string;
  windowStart: string;
  count: number;
}

/** Gives back what a replay reserved and did not spend, to the window it was reserved in (if that still runs). */
export async function returnBudgets(unspent: UnspentBudget[], db: Queryable = getPool()): Promise<void> {
  const back = unspent.filter((u) => u.count > 0);
  if (back.length === 0) return;
  await db.query(
    `UPDATE rate_limit_counters AS c SET count = greatest(0, c.count - back.count)
       FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::int[]) AS back(bucket, key, window_start, count)
      WHERE c.bucket = back.bucket AND c.key = back.key AND c.window_start = back.window_start
        AND c.expires_at > now()`,
    [back.map((u) => u.bucket), back.map((u) => u.key), back.map((u) => u.windowStart), back.map((u) => u.count)],
  );
}
