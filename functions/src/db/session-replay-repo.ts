/**
 * The two statements of a replay without a lock (domain/play/strategies/optimistic-replay.ts): one read of
 * the session, its room's head and the action ids it already logged, all from one snapshot;
 * then one write that saves the state and logs the actions only if the session row is still
 * the version read (its xmin), else nothing at all.
 */
import type { GameState } from '@core';
import { getPool, type Queryable } from './pool';
import type { PlayableRoomHead } from './rooms-repo';
import type { SessionRecord } from './sessions-repo';
import type { StoredUser } from '../model/stored-user';
import { toUser, USER_COLUMNS, type UserRow } from './users-repo';
import { progressParam, upsertRunProgressSql, type RunProgressFacts } from './analytics/run-progress-sql';

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
  s.completed, s.best_points, s.current_scene_id, s.action_count, s.retired_action_ids, s.unranked, s.created_at,
  s.updated_at, s.xmin::text AS row_version, r.package IS NOT NULL AS room_published, r.sealed_package IS NOT NULL AS room_sealed,
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

// The parameters of saveReplayIfUnchanged (saveRememberedReplays sends the same ones per write, as
// columns): $1 session id, $2 row version read, $3–$9 the new state, $10/$11 the fresh action ids and
// their success. The state and the retired ids are not sent back: the state is the one written, the
// retired ids the ones read (unchanged, or nothing is written).
const SAVE_SET = `state = $3, package_version = $4, total_points = $5, hints_used = $6, completed = $7,
  current_scene_id = $8, action_count = s.action_count + $9, updated_at = now()`;
const SAVED_COLUMNS = `s.id, s.user_id, s.room_id, s.package_version, s.total_points, s.hints_used, s.completed,
  s.best_points, s.current_scene_id, s.action_count, s.unranked, s.created_at, s.updated_at, s.xmin::text AS row_version`;
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
  progress: RunProgressFacts | null,
  db: Queryable = getPool(),
): Promise<SavedReplay | null> {
  const { rows } = await db.query<SavedRow>({
    name: 'save-replay',
    text: `WITH saved AS (
       UPDATE game_sessions s SET ${SAVE_SET} WHERE s.id = $1 AND s.xmin = $2::xid RETURNING ${SAVED_COLUMNS}
     ), ${LOG_FRESH}, progressed AS (${upsertRunProgressSql('saved src', '$12::jsonb')})
     SELECT * FROM saved`,
    values: [...saveValues(read, rowVersion, packageVersion, state, fresh), progressParam(progress)],
  });
  return toSaved(rows, read, state);
}

/** One write of saveRememberedReplays: a replay of a session row this instance wrote before. */
export interface RememberedWrite {
  /** The row as this instance wrote it, and that write's row version. */
  read: SessionRecord;
  rowVersion: string;
  packageVersion: string;
  state: GameState;
  fresh: Array<{ action_id: string; success: boolean }>;
  /** What the fresh actions did to the run (the analytics' summary row, written in the same statement). */
  progress: RunProgressFacts | null;
  /** Who asks: the token's identity, the room version the replay used, and every action id asked. */
  firebaseUid: string;
  email: string;
  emailVerified: boolean;
  packageRev: number;
  actionIds: string[];
}

/** How many of saveValues' parameters describe the row (session id … fresh count, $1–$9). */
const ROW_PARAMS = 9;

/**
 * The writes as parallel arrays: n numbering them, then each of saveValues' row parameters as a
 * column, then who asks; the action lists flattened with their write's n.
 */
function rememberedValues(writes: RememberedWrite[]): unknown[] {
  const rows = writes.map((w) => saveValues(w.read, w.rowVersion, w.packageVersion, w.state, w.fresh));
  const column = <T>(of: (w: RememberedWrite) => T) => writes.map(of);
  const flat = <T>(of: (w: RememberedWrite) => T[]) =>
    writes.flatMap((w, n) => of(w).map((value) => [n, value] as const));
  const asked = flat((w) => w.actionIds);
  const fresh = flat((w) => w.fresh);
  return [
    writes.map((_, n) => n),
    ...Array.from({ length: ROW_PARAMS }, (_, c) => rows.map((row) => row[c])),
    column((w) => w.firebaseUid),
    column((w) => w.email),
    column((w) => w.emailVerified),
    column((w) => w.packageRev),
    asked.map(([n]) => n),
    asked.map(([, id]) => id),
    fresh.map(([n]) => n),
    fresh.map(([, action]) => action.action_id),
    fresh.map(([, action]) => action.success),
    writes.map((w) => progressParam(w.progress)),
  ];
}

/**
 * saveReplayIfUnchanged for many session rows this instance wrote before, without reading them
 * again, in one statement (db/write-batcher.ts gathers them). Each row is written only if, as
 * the statement runs, it is still the one remembered, the token's users row owns it and needs
 * nothing settled (same email; a newly proved mailbox is settled by the full path), the room is
 * still at that version and playable by that row's role now (enabled, or the user is an admin),
 * and none of its asked action ids is in the log. Answers, per write, the saved row or null
 * (nothing of it written: the caller takes the full path, which answers every other case).
 * The statement is one: if it fails, nothing of any write is written.
 */
export async function saveRememberedReplays(
  writes: RememberedWrite[],
  db: Queryable = getPool(),
): Promise<Array<SavedReplay | null>> {
  const { rows } = await db.query<SavedRow & { n: number }>({
    name: 'save-remembered-replays',
    text: `WITH w AS (
       SELECT * FROM unnest($1::int[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[],
         $8::boolean[], $9::text[], $10::int[], $11::text[], $12::text[], $13::boolean[], $14::int[])
         AS w(n, session_id, row_version, state, package_version, points, hints_used, escaped, scene_id,
           fresh_count, firebase_uid, email, email_verified, package_rev)
     ), saved AS (
       UPDATE game_sessions s SET state = w.state::jsonb, package_version = w.package_version,
         total_points = w.points, hints_used = w.hints_used, completed = w.escaped, current_scene_id = w.scene_id,
         action_count = s.action_count + w.fresh_count, updated_at = now()
       FROM w, users u, escape_rooms r
       WHERE s.id = w.session_id AND s.xmin = w.row_version::xid
         AND u.id = s.user_id AND u.firebase_uid = w.firebase_uid AND lower(u.email) = lower(w.email)
         AND (u.email_verified OR NOT w.email_verified)
         AND r.id = s.room_id AND r.package_rev = w.package_rev AND r.package IS NOT NULL AND r.sealed_package IS NOT NULL
         AND (r.enabled OR u.role = 'admin')
         AND NOT EXISTS (
           SELECT 1 FROM unnest($15::int[], $16::text[]) AS asked(n, action_id)
           JOIN session_actions a ON a.session_id = s.id AND a.action_id = asked.action_id
           WHERE asked.n = w.n)
       RETURNING w.n, ${SAVED_COLUMNS}
     ), logged AS (
       INSERT INTO session_actions (session_id, action_id, success)
       SELECT saved.id, f.action_id, f.success
       FROM saved JOIN unnest($17::int[], $18::text[], $19::boolean[]) AS f(n, action_id, success) ON f.n = saved.n
     ), progressed AS (${upsertRunProgressSql(
       '(SELECT saved.*, pr.progress FROM saved JOIN unnest($1::int[], $20::jsonb[]) AS pr(n, progress) ON pr.n = saved.n) src',
       'src.progress',
     )})
     SELECT * FROM saved`,
    values: rememberedValues(writes),
  });
  const byWrite = new Map(rows.map(({ n, ...row }) => [n, row]));
  return writes.map((write, n) => {
    const row = byWrite.get(n);
    return row ? toSaved([row], write.read, write.state) : null;
  });
}
