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
  // The player_ columns make the users row; the rest is the snapshot (all null without a session).
  const fields: Record<string, unknown> = { ...rows[0] };
  const player: Record<string, unknown> = {};
  for (const column of USER_COLUMNS) {
    player[column] = fields[`player_${column}`];
    delete fields[`player_${column}`];
  }
  const user = toUser(player as unknown as UserRow);
  const snapshot = fields as unknown as SnapshotRow;
  return { user, snapshot: snapshot.id === null ? null : toSnapshot(snapshot) };
}

/** A session row as written by a replay, and its new row version. */
export interface SavedReplay {
  session: SessionRecord;
  rowVersion: string;
}

type SavedRow = Omit<SessionRecord, 'state' | 'retired_action_ids'> & { row_version: string };

// The parts both replay writes share: $1 session id, $2 row version read, $3–$9 the new state,
// $10/$11 the fresh action ids and their success. The state and the retired ids are not sent
// back: the state is the one written, the retired ids the ones read (unchanged, or nothing is written).
const SAVE_SET = `state = $3, package_version = $4, total_points = $5, hints_used = $6, completed = $7,
  current_scene_id = $8, action_count = s.action_count + $9, updated_at = now()`;
const SAVED_COLUMNS = `s.id, s.user_id, s.room_id, s.package_version, s.total_points, s.hints_used, s.completed,
  s.best_points, s.current_scene_id, s.action_count, s.created_at, s.updated_at, s.xmin::text AS row_version`;
const LOG_FRESH = `logged AS (
  INSERT INTO session_actions (session_id, action_id, success)
  SELECT saved.id, a.id, a.success FROM saved, unnest($10::text[], $11::boolean[]) AS a(id, success)
)`;

function saveValues(
  read: SessionRecord,
  rowVersion: string,
  packageVersion: string,
  state: GameState,
  fresh: Array<{ action_id: string; success: boolean }>,
): unknown[] {
  return [
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
  ];
}

function toSaved(rows: SavedRow[], read: SessionRecord, state: GameState): SavedReplay | null {
  if (!rows[0]) return null;
  const { row_version, ...row } = rows[0];
  return { session: { ...row, state, retired_action_ids: read.retired_action_ids }, rowVersion: row_version };
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
): Promise<SavedReplay | null> {
  const { rows } = await db.query<SavedRow>({
    name: 'save-replay',
    text: `WITH saved AS (
       UPDATE game_sessions s SET ${SAVE_SET} WHERE s.id = $1 AND s.xmin = $2::xid RETURNING ${SAVED_COLUMNS}
     ), ${LOG_FRESH}
     SELECT * FROM saved`,
    values: saveValues(read, rowVersion, packageVersion, state, fresh),
  });
  return toSaved(rows, read, state);
}

/** Who asks, for saveRememberedReplay: the token's identity and the room version the replay used. */
export interface RememberedReplayGuard {
  firebaseUid: string;
  email: string;
  emailVerified: boolean;
  packageRev: number;
  actionIds: string[];
}

/**
 * saveReplayIfUnchanged from a session row this instance wrote before, without reading it again:
 * the same write, done only if, as the statement runs, the row is still the one remembered, the
 * token's users row owns it and needs nothing settled (same email; a newly proved mailbox is
 * settled by the full path), the room is still at that version and playable by that row's role
 * now (enabled, or the user is an admin), and no asked action id is in the log. Else nothing is
 * written and null comes back: the caller takes the full path, which answers every other case.
 */
export async function saveRememberedReplay(
  read: SessionRecord,
  rowVersion: string,
  packageVersion: string,
  state: GameState,
  fresh: Array<{ action_id: string; success: boolean }>,
  guard: RememberedReplayGuard,
  db: Queryable = getPool(),
): Promise<SavedReplay | null> {
  const { rows } = await db.query<SavedRow>({
    name: 'save-remembered-replay',
    text: `WITH saved AS (
       UPDATE game_sessions s SET ${SAVE_SET}
       FROM users u, escape_rooms r
       WHERE s.id = $1 AND s.xmin = $2::xid
         AND u.id = s.user_id AND u.firebase_uid = $12 AND lower(u.email) = lower($13)
         AND (u.email_verified OR NOT $14::boolean)
         AND r.id = s.room_id AND r.package_rev = $15 AND r.package IS NOT NULL AND r.sealed_package IS NOT NULL
         AND (r.enabled OR u.role = 'admin')
         AND NOT EXISTS (SELECT 1 FROM session_actions a WHERE a.session_id = s.id AND a.action_id = ANY($16::text[]))
       RETURNING ${SAVED_COLUMNS}
     ), ${LOG_FRESH}
     SELECT * FROM saved`,
    values: [
      ...saveValues(read, rowVersion, packageVersion, state, fresh),
      guard.firebaseUid,
      guard.email,
      guard.emailVerified,
      guard.packageRev,
      guard.actionIds,
    ],
  });
  return toSaved(rows, read, state);
}
