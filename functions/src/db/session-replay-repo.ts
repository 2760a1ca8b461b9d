/**
 * The two statements of a replay without a lock (domain/optimistic-replay.ts): one read of
 * the session, its room's head and the action ids it already logged, all from one snapshot;
 * then one write that saves the state and logs the actions only if the session row is still
 * the version read (its xmin), else nothing at all.
 */
import type { GameState } from '@core';
import { getPool, type Queryable } from './pool';
import type { PlayableRoomHead } from './rooms-repo';
import type { SessionRecord } from './sessions-repo';
import { toUser, USER_COLUMNS, type StoredUser, type UserRow } from './users-repo';

export interface ReplaySnapshot {
  session: SessionRecord;
  /** The row version read (xmin): the write applies only while it is unchanged. */
  rowVersion: string;
  room: PlayableRoomHead;
  /** The ids among those asked that the current run's log holds (retired ones are in the row). */
  logged: string[];
}

type SnapshotRow = SessionRecord & {
  row_version: string;
  room_published: boolean;
  room_sealed: boolean;
  room_enabled: boolean;
  room_package_rev: number;
  logged_ids: string[];
};

/**
 * Named columns, never `*`: these statements are prepared (named) once per connection, and a
 * prepared statement must keep its result columns when a later migration adds some.
 */
const SNAPSHOT_COLUMNS = `s.id, s.user_id, s.room_id, s.package_version, s.state, s.total_points, s.hints_used,
  s.completed, s.best_points, s.current_scene_id, s.action_count, s.retired_action_ids, s.created_at, s.updated_at,
  s.xmin::text AS row_version, r.package IS NOT NULL AS room_published, r.sealed_package IS NOT NULL AS room_sealed,
  r.enabled AS room_enabled, r.package_rev AS room_package_rev,
  ARRAY(SELECT a.action_id FROM session_actions a WHERE a.session_id = s.id AND a.action_id = ANY($3::text[]))
    AS logged_ids`;

function toSnapshot(row: SnapshotRow): ReplaySnapshot {
  const { row_version, room_published, room_sealed, room_enabled, room_package_rev, logged_ids, ...session } = row;
  return {
    session,
    rowVersion: row_version,
    room: { published: room_published, sealed: room_sealed, enabled: room_enabled, package_rev: room_package_rev },
    logged: logged_ids,
  };
}

/** The user's session of the room with what the replay needs; null when there is none yet. */
export async function readReplaySnapshot(
  userId: string,
  roomId: string,
  actionIds: string[],
  db: Queryable = getPool(),
): Promise<ReplaySnapshot | null> {
  const { rows } = await db.query<SnapshotRow>({
    name: 'replay-snapshot',
    text: `SELECT ${SNAPSHOT_COLUMNS}
      FROM game_sessions s JOIN escape_rooms r ON r.id = s.room_id
      WHERE s.user_id = $1 AND s.room_id = $2`,
    values: [userId, roomId, actionIds],
  });
  return rows[0] ? toSnapshot(rows[0]) : null;
}

type PlayerSnapshotRow = { [K in keyof SnapshotRow]: SnapshotRow[K] | null } & {
  [K in keyof UserRow as `player_${K}`]: UserRow[K];
};

/**
 * The users row of a Firebase uid (its role as it is now) and, in the same statement, its session of
 * the room as readReplaySnapshot reads it: one round trip where the user lookup and the read were two.
 * `user` is null when no row has this uid; `snapshot` is null when the user has no session of the room.
 */
export async function readPlayerSnapshot(
  firebaseUid: string,
  roomId: string,
  actionIds: string[],
  db: Queryable = getPool(),
): Promise<{ user: StoredUser | null; snapshot: ReplaySnapshot | null }> {
  const { rows } = await db.query<PlayerSnapshotRow>({
    name: 'player-replay-snapshot',
    text: `SELECT ${USER_COLUMNS.map((c) => `u.${c} AS player_${c}`).join(', ')}, ${SNAPSHOT_COLUMNS}
      FROM users u
      LEFT JOIN game_sessions s ON s.user_id = u.id AND s.room_id = $2
      LEFT JOIN escape_rooms r ON r.id = s.room_id
      WHERE u.firebase_uid = $1`,
    values: [firebaseUid, roomId, actionIds],
  });
  if (!rows[0]) return { user: null, snapshot: null };
  const { player_id, player_firebase_uid, player_email, player_email_verified, player_role, ...rest } = rows[0];
  const { player_first_name, player_last_name, player_created_at, ...snapshot } = rest;
  const user = toUser({
    id: player_id,
    firebase_uid: player_firebase_uid,
    email: player_email,
    email_verified: player_email_verified,
    role: player_role,
    first_name: player_first_name,
    last_name: player_last_name,
    created_at: player_created_at,
  });
  return { user, snapshot: snapshot.id === null ? null : toSnapshot(snapshot as SnapshotRow) };
}

/**
 * Saves the replayed state and logs the fresh actions in one statement, only if the session
 * row `read` is still at `rowVersion`; returns the saved row, or null when someone wrote it meanwhile.
 */
export async function saveReplayIfUnchanged(
  read: SessionRecord,
  rowVersion: string,
  packageVersion: string,
  state: GameState,
  fresh: Array<{ action_id: string; success: boolean }>,
  db: Queryable = getPool(),
): Promise<SessionRecord | null> {
  // The state and the retired ids are not sent back: the state is the one written, and the
  // retired ids are the ones read (the row has not changed since, or nothing is written).
  const { rows } = await db.query<Omit<SessionRecord, 'state' | 'retired_action_ids'>>({
    name: 'save-replay',
    text: `WITH saved AS (
       UPDATE game_sessions SET state = $3, package_version = $4, total_points = $5, hints_used = $6, completed = $7,
         current_scene_id = $8, action_count = action_count + $9, updated_at = now()
       WHERE id = $1 AND xmin = $2::xid
       RETURNING id, user_id, room_id, package_version, total_points, hints_used, completed, best_points,
         current_scene_id, action_count, created_at, updated_at
     ), logged AS (
       INSERT INTO session_actions (session_id, action_id, success)
       SELECT saved.id, a.id, a.success FROM saved, unnest($10::text[], $11::boolean[]) AS a(id, success)
     )
     SELECT * FROM saved`,
    values: [
      read.id,
      rowVersion,
      JSON.stringify(state),
      packageVersion,
      state.points,
      state.hints_used,
      state.escaped,
      state.scene_id,
      fresh.length,
      fresh.map((a) => a.action_id),
      fresh.map((a) => a.success),
    ],
  });
  return rows[0] ? { ...rows[0], state, retired_action_ids: read.retired_action_ids } : null;
}
