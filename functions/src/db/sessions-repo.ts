import { createHash, randomUUID } from 'node:crypto';
import type { GameSession, GameState } from '@core';
import type { Queryable } from './pool';

export interface SessionRecord {
  id: string;
  user_id: string;
  room_id: string;
  package_version: string;
  state: GameState;
  total_points: number;
  hints_used: number;
  completed: boolean;
  /** The best score of a completed run (null until the first escape); restarts keep it. */
  best_points: number | null;
  current_scene_id: string;
  /**
   * Actions recorded on this room version (refused ones included), across Play again: capped at
   * SESSION_MAX_ACTIONS. Only a new room version starts it over.
   */
  action_count: number;
  /** Digests of the action ids of compacted runs (8 bytes each). */
  retired_action_ids: Buffer;
  /** The session ever received the offline package: it never counts for a leaderboard (migration 011). */
  unranked: boolean;
  created_at: Date;
  updated_at: Date;
}

export const toGameSession = (s: SessionRecord): GameSession => ({
  id: s.id,
  escape_room_id: s.room_id,
  current_scene_id: s.current_scene_id,
  completed: s.completed,
  total_points: s.total_points,
  hints_used: s.hints_used,
  ranked: !s.unranked,
  created_at: new Date(s.created_at).toISOString(),
  updated_at: new Date(s.updated_at).toISOString(),
});

/** Returns the user's session for the room, locked for update inside a transaction. */
export async function findSession(
  userId: string,
  roomId: string,
  db: Queryable,
  forUpdate = false,
): Promise<SessionRecord | null> {
  const { rows } = await db.query<SessionRecord>(
    `SELECT * FROM game_sessions WHERE user_id = $1 AND room_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId, roomId],
  );
  return rows[0] ?? null;
}

export async function insertSession(
  userId: string,
  roomId: string,
  version: string,
  state: GameState,
  db: Queryable,
): Promise<void> {
  await db.query(
    `INSERT INTO game_sessions (id, user_id, room_id, package_version, state, total_points, hints_used, completed, current_scene_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (user_id, room_id) DO NOTHING`,
    [
      randomUUID(),
      userId,
      roomId,
      version,
      JSON.stringify(state),
      state.points,
      state.hints_used,
      state.escaped,
      state.scene_id,
    ],
  );
}

export async function saveSessionState(id: string, version: string, state: GameState, db: Queryable): Promise<void> {
  await db.query(
    `UPDATE game_sessions SET state = $2, package_version = $3, total_points = $4, hints_used = $5, completed = $6,
       current_scene_id = $7, updated_at = now() WHERE id = $1`,
    [id, JSON.stringify(state), version, state.points, state.hints_used, state.escaped, state.scene_id],
  );
}

/** Marks the session as having received the offline package; it stays unranked for good. */
export async function markSessionUnranked(id: string, db: Queryable): Promise<void> {
  await db.query('UPDATE game_sessions SET unranked = true WHERE id = $1 AND NOT unranked', [id]);
}

/** Keeps the session's best completed score: its current score if the run is completed and beats it. */
export async function keepBestPoints(id: string, db: Queryable): Promise<void> {
  await db.query(
    `UPDATE game_sessions SET best_points = GREATEST(COALESCE(best_points, total_points), total_points)
     WHERE id = $1 AND completed`,
    [id],
  );
}

/** A retired action id: the first 8 bytes of its SHA-256 (a chance collision refuses one action in ~10^15). */
const RETIRED_ID_BYTES = 8;
const retiredDigest = (actionId: string): Buffer =>
  createHash('sha256').update(actionId).digest().subarray(0, RETIRED_ID_BYTES);

/** The ids among `actionIds` this session already applied: in the current run's log or retired. */
export async function seenActionIds(
  session: Pick<SessionRecord, 'id' | 'retired_action_ids'>,
  actionIds: string[],
  db: Queryable,
): Promise<Set<string>> {
  const seen = new Set<string>();
  if (actionIds.length === 0) return seen;
  const { rows } = await db.query<{ action_id: string }>(
    'SELECT action_id FROM session_actions WHERE session_id = $1 AND action_id = ANY($2::text[])',
    [session.id, actionIds],
  );
  for (const row of rows) seen.add(row.action_id);
  addRetiredAmong(session, actionIds, seen);
  return seen;
}

/** Adds to `seen` the ids among `actionIds` that are among the session's compacted (retired) runs. */
export function addRetiredAmong(
  session: Pick<SessionRecord, 'retired_action_ids'>,
  actionIds: string[],
  seen: Set<string>,
): void {
  const retired = session.retired_action_ids;
  if (retired.length < RETIRED_ID_BYTES) return;
  const digests = new Set<string>();
  for (let at = 0; at + RETIRED_ID_BYTES <= retired.length; at += RETIRED_ID_BYTES)
    digests.add(retired.subarray(at, at + RETIRED_ID_BYTES).toString('hex'));
  for (const id of actionIds) if (digests.has(retiredDigest(id).toString('hex'))) seen.add(id);
}

/** Logs newly applied action ids (the state itself is saved with saveSessionState). */
export async function recordActions(
  sessionId: string,
  actions: Array<{ action_id: string; success: boolean }>,
  db: Queryable,
): Promise<void> {
  if (actions.length === 0) return;
  await db.query(
    `WITH logged AS (
       INSERT INTO session_actions (session_id, action_id, success)
       SELECT $1, a.id, a.success FROM unnest($2::text[], $3::boolean[]) AS a(id, success)
       ON CONFLICT DO NOTHING RETURNING 1
     )
     UPDATE game_sessions SET action_count = action_count + (SELECT count(*) FROM logged) WHERE id = $1`,
    [sessionId, actions.map((a) => a.action_id), actions.map((a) => a.success)],
  );
}

/**
 * Compacts the log: the current run's rows become 8-byte digests in retired_action_ids,
 * which keeps the most recent `keep` of them, so a late duplicate still awards nothing.
 * `newRun` also restarts the action count (a new room version; Play again keeps it).
 */
export async function retireSessionActions(
  session: Pick<SessionRecord, 'id' | 'retired_action_ids'>,
  keep: number,
  newRun: boolean,
  db: Queryable,
): Promise<void> {
  const { rows } = await db.query<{ action_id: string }>(
    'DELETE FROM session_actions WHERE session_id = $1 RETURNING action_id',
    [session.id],
  );
  const merged = Buffer.concat([session.retired_action_ids, ...rows.map((row) => retiredDigest(row.action_id))]);
  const kept = merged.subarray(Math.max(0, merged.length - keep * RETIRED_ID_BYTES));
  await db.query(
    `UPDATE game_sessions SET retired_action_ids = $2${newRun ? ', action_count = 0' : ''} WHERE id = $1`,
    [session.id, kept],
  );
}
