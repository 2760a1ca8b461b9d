import { randomUUID } from 'node:crypto';
import type { GameAction, GameSession, GameState } from '@core';
import { getPool, type Queryable } from './pool';

export interface SessionRecord {
  id: string;
  user_id: string;
  room_id: string;
  package_version: string;
  state: GameState;
  total_points: number;
  hints_used: number;
  completed: boolean;
  current_scene_id: string;
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

/** Records an action id; false when it was already applied (offline sync replays). */
export async function claimAction(
  sessionId: string,
  actionId: string,
  action: GameAction,
  success: boolean,
  db: Queryable,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO session_actions (session_id, action_id, action, success) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [sessionId, actionId, JSON.stringify(action), success],
  );
  return Boolean(rowCount);
}

export async function clearSessionActions(sessionId: string, db: Queryable = getPool()): Promise<void> {
  await db.query('DELETE FROM session_actions WHERE session_id = $1', [sessionId]);
}
