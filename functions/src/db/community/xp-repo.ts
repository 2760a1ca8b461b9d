/**
 * The XP ledger (migration 014): append-only rows, one per (user, source, source id), so a
 * repeated write adds nothing. A trigger adds each row to the all-time and weekly totals the
 * boards read.
 */
import { XP_BOARD_SIZE, XP_HISTORY_SIZE, type XpSource } from '@core';
import { getPool, type Queryable } from '../pool';

export interface XpAward {
  userId: string;
  source: XpSource;
  sourceId: string;
  amount: number;
}

/** Writes the awards not written before (ON CONFLICT DO NOTHING); answers those written now. */
export async function awardXp(awards: XpAward[], db: Queryable): Promise<XpAward[]> {
  if (awards.length === 0) return [];
  const { rows } = await db.query<{ source: XpSource; source_id: string }>(
    `INSERT INTO xp_ledger (user_id, source, source_id, amount)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[])
     ON CONFLICT (user_id, source, source_id) DO NOTHING
     RETURNING source, source_id`,
    [
      awards.map((a) => a.userId),
      awards.map((a) => a.source),
      awards.map((a) => a.sourceId),
      awards.map((a) => a.amount),
    ],
  );
  const written = new Set(rows.map((row) => `${row.source}|${row.source_id}`));
  return awards.filter((a) => written.has(`${a.source}|${a.sourceId}`));
}

export interface XpEntryRow {
  source: XpSource;
  amount: number;
  created_at: Date;
  room_id: string | null;
  room_title: string | null;
}

const ROOM_OF_SOURCE = `CASE WHEN split_part(l.source_id, ':', 1) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  THEN split_part(l.source_id, ':', 1)::uuid END`;

/** The player's latest entries, newest first, with the room each was earned in. */
export async function latestXp(userId: string, db: Queryable = getPool()): Promise<XpEntryRow[]> {
  const { rows } = await db.query<XpEntryRow>(
    `SELECT l.source, l.amount, l.created_at, r.id AS room_id, r.title AS room_title
     FROM xp_ledger l LEFT JOIN escape_rooms r ON r.id = ${ROOM_OF_SOURCE}
     WHERE l.user_id = $1 ORDER BY l.created_at DESC, l.id DESC LIMIT $2`,
    [userId, XP_HISTORY_SIZE],
  );
  return rows;
}

/** The UTC week (from Monday) a board counts, as a date. */
const THIS_WEEK = `date_trunc('week', now() AT TIME ZONE 'UTC')::date`;

export interface XpStanding {
  balance: number;
  week_xp: number;
  /** All-time rank, null before any XP. */
  rank: number | null;
}

export async function xpStanding(userId: string, db: Queryable = getPool()): Promise<XpStanding> {
  const { rows } = await db.query<XpStanding>(
    `SELECT coalesce(t.total, 0) AS balance,
       coalesce((SELECT w.total FROM xp_weekly w WHERE w.week_start = ${THIS_WEEK} AND w.user_id = $1), 0) AS week_xp,
       CASE WHEN t.total IS NULL THEN NULL
            ELSE (SELECT count(*) FROM xp_totals o WHERE o.total > t.total)::int + 1 END AS rank
     FROM (SELECT $1::uuid AS user_id) me LEFT JOIN xp_totals t ON t.user_id = me.user_id`,
    [userId],
  );
  return rows[0];
}

export interface XpBoardRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  xp: number;
  rank: number;
  /** Among the top XP_BOARD_SIZE (else the caller's own row, below them). */
  in_top: boolean;
}

/**
 * The global board, this week or all time: the top XP_BOARD_SIZE (rank() over the index's order)
 * and the player's own row, ranked by counting those above it.
 */
export async function xpBoard(period: 'week' | 'all', userId: string, db: Queryable = getPool()) {
  const scores =
    period === 'week'
      ? `SELECT user_id, total FROM xp_weekly WHERE week_start = ${THIS_WEEK}`
      : 'SELECT user_id, total FROM xp_totals';
  const { rows } = await db.query<XpBoardRow>(
    `WITH scores AS NOT MATERIALIZED (${scores}),
     top AS (
       SELECT user_id, total, rank() OVER (ORDER BY total DESC)::int AS rank
       FROM (SELECT user_id, total FROM scores ORDER BY total DESC, user_id LIMIT $2) t
     ), mine AS (
       SELECT s.user_id, s.total, (SELECT count(*) FROM scores o WHERE o.total > s.total)::int + 1 AS rank
       FROM scores s WHERE s.user_id = $1 AND s.user_id NOT IN (SELECT user_id FROM top)
     )
     SELECT b.user_id, b.total AS xp, b.rank, b.in_top, u.first_name, u.last_name
     FROM (SELECT *, true AS in_top FROM top UNION ALL SELECT *, false AS in_top FROM mine) b JOIN users u ON u.id = b.user_id
     ORDER BY b.rank, b.user_id`,
    [userId, XP_BOARD_SIZE],
  );
  return rows;
}
