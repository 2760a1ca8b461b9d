/**
 * Finished runs (room_runs, migration 014): written once per escape from the server's replay,
 * read for a room's leaderboard (ranked runs only), its stats and a player's own status.
 */
import { randomUUID } from 'node:crypto';
import { LEADERBOARD_SIZE } from '@core';
import { getPool, type Queryable } from '../pool';

export interface EscapeRecord {
  roomId: string;
  userId: string;
  sessionId: string;
  /** The action whose step escaped: with the session, what makes the run one (UNIQUE). */
  escapeActionId: string;
  packageVersion: string;
  ranked: boolean;
  /** The session had escaped before this run (its best score was kept before it started). */
  escapedBefore: boolean;
  hintsUsed: number;
  points: number;
}

export interface RecordedRun {
  id: string;
  first_escape: boolean;
  duration_ms: number;
}

/**
 * Records the run once (a second write of the same escape does nothing and answers null). Its time
 * runs from the session's run_started_at to now; a first escape is one with no run of the player in
 * the room before and no best score kept from before runs were recorded.
 */
export async function insertEscapeRun(run: EscapeRecord, db: Queryable): Promise<RecordedRun | null> {
  const { rows } = await db.query<RecordedRun>(
    `INSERT INTO room_runs (id, room_id, user_id, session_id, escape_action_id, package_version, ranked,
       first_escape, hints_used, duration_ms, points)
     SELECT $1, $2, $3, s.id, $5, $6, $7,
       NOT ($8::boolean OR EXISTS (SELECT 1 FROM room_runs p WHERE p.user_id = $3 AND p.room_id = $2)),
       $9, GREATEST(0, LEAST(2147483647, round(extract(epoch FROM now() - s.run_started_at) * 1000)))::int, $10
     FROM game_sessions s WHERE s.id = $4
     ON CONFLICT (session_id, escape_action_id) DO NOTHING
     RETURNING id, first_escape, duration_ms`,
    [
      randomUUID(),
      run.roomId,
      run.userId,
      run.sessionId,
      run.escapeActionId,
      run.packageVersion,
      run.ranked,
      run.escapedBefore,
      run.hintsUsed,
      run.points,
    ],
  );
  return rows[0] ?? null;
}

/** After a first escape: one more player escaped, and the medians of first escapes again. */
export async function countFirstEscape(roomId: string, db: Queryable): Promise<void> {
  await db.query(
    `UPDATE room_stats st SET escaped_players = st.escaped_players + 1, updated_at = now(),
       median_escape_ms = m.ms, median_hints = m.hints
     FROM (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_ms))::int AS ms,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY hints_used)::real AS hints
           FROM room_runs WHERE room_id = $1 AND first_escape) m
     WHERE st.room_id = $1`,
    [roomId],
  );
}

/** A new run starts its clock (Play again, a new room version). */
export async function startRunClock(sessionId: string, db: Queryable): Promise<void> {
  await db.query('UPDATE game_sessions SET run_started_at = now() WHERE id = $1', [sessionId]);
}

/** Whether the player ever escaped the room: a recorded run, or a best score kept from before runs were. */
export async function hasEscaped(userId: string, roomId: string, db: Queryable = getPool()): Promise<boolean> {
  const { rows } = await db.query<{ escaped: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM room_runs WHERE user_id = $1 AND room_id = $2)
       OR EXISTS (SELECT 1 FROM game_sessions WHERE user_id = $1 AND room_id = $2 AND (best_points IS NOT NULL OR completed))
       AS escaped`,
    [userId, roomId],
  );
  return rows[0]?.escaped ?? false;
}

export interface MyRoomStatusRow {
  room_id: string;
  escaped: boolean;
  best_ms: number | null;
}

/** The player's own state in each of the rooms: a session, whether they escaped and their best time. */
export async function myRoomStatuses(userId: string, roomIds: string[], db: Queryable = getPool()) {
  if (roomIds.length === 0) return [];
  const { rows } = await db.query<MyRoomStatusRow>(
    `SELECT s.room_id, (s.best_points IS NOT NULL OR s.completed OR b.best_ms IS NOT NULL) AS escaped, b.best_ms
     FROM game_sessions s
     LEFT JOIN LATERAL (SELECT min(r.duration_ms) AS best_ms FROM room_runs r
                        WHERE r.user_id = s.user_id AND r.room_id = s.room_id) b ON true
     WHERE s.user_id = $1 AND s.room_id = ANY($2::uuid[])`,
    [userId, roomIds],
  );
  return rows;
}

/** Keeps the run as the player's best of the room if it is ranked and beats (fewer hints, then less time) the one kept. */
export async function keepBestRun(runId: string, db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO room_bests (room_id, user_id, run_id, hints_used, duration_ms, finished_at)
     SELECT room_id, user_id, id, hints_used, duration_ms, finished_at FROM room_runs
     WHERE id = $1 AND ranked AND user_id IS NOT NULL
     ON CONFLICT (room_id, user_id) DO UPDATE SET run_id = EXCLUDED.run_id, hints_used = EXCLUDED.hints_used,
       duration_ms = EXCLUDED.duration_ms, finished_at = EXCLUDED.finished_at
     WHERE (EXCLUDED.hints_used, EXCLUDED.duration_ms) < (room_bests.hints_used, room_bests.duration_ms)`,
    [runId],
  );
}

export interface BoardRunRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  hints_used: number;
  duration_ms: number;
  finished_at: Date;
  rank: number;
  /** Among the top LEADERBOARD_SIZE (else the caller's own row, below them). */
  in_top: boolean;
}

/**
 * The room's board from each player's best ranked run (room_bests: fewest hints, then shortest
 * time): the top LEADERBOARD_SIZE read in index order and ranked with window functions, and the
 * caller's own row wherever it is, ranked by counting the better bests (the same index's range).
 */
export async function roomBoard(roomId: string, userId: string, db: Queryable = getPool()): Promise<BoardRunRow[]> {
  const { rows } = await db.query<BoardRunRow>(
    `WITH top AS (
       SELECT user_id, hints_used, duration_ms, finished_at FROM room_bests WHERE room_id = $1
       ORDER BY hints_used, duration_ms, finished_at, user_id LIMIT $3
     ), board AS (
       SELECT t.*, rank() OVER (ORDER BY hints_used, duration_ms)::int AS rank,
         row_number() OVER (ORDER BY hints_used, duration_ms, finished_at, user_id)::int AS position, true AS in_top
       FROM top t
       UNION ALL
       SELECT b.user_id, b.hints_used, b.duration_ms, b.finished_at,
         (SELECT count(*) FROM room_bests o WHERE o.room_id = $1
            AND (o.hints_used, o.duration_ms) < (b.hints_used, b.duration_ms))::int + 1,
         $3 + 1, false
       FROM room_bests b WHERE b.room_id = $1 AND b.user_id = $2 AND b.user_id NOT IN (SELECT user_id FROM top)
     )
     SELECT b.user_id, b.hints_used, b.duration_ms, b.finished_at, b.rank, b.in_top, u.first_name, u.last_name
     FROM board b JOIN users u ON u.id = b.user_id ORDER BY b.position`,
    [roomId, userId, LEADERBOARD_SIZE],
  );
  return rows;
}
