import { randomUUID } from 'node:crypto';
import type { CursorPosition, Role, User, UserWithCounts } from '@core';
import { afterCursorSql, cursorParams, cursorTimestampSql } from './keyset';
import { getPool, type Queryable } from './pool';
import type { StoredUser } from '../model/stored-user';

export interface UserRow {
  id: string;
  firebase_uid: string;
  email: string;
  email_verified: boolean;
  role: Role;
  first_name: string | null;
  last_name: string | null;
  created_at: Date;
}

/** The columns of a users row, named (not `*`) so prepared statements keep their shape across migrations. */
export const USER_COLUMNS = [
  'id',
  'firebase_uid',
  'email',
  'email_verified',
  'role',
  'first_name',
  'last_name',
  'created_at',
] as const satisfies ReadonlyArray<keyof UserRow>;

export const toUser = (row: UserRow): StoredUser => ({
  id: row.id,
  firebase_uid: row.firebase_uid,
  email: row.email,
  email_verified: row.email_verified,
  role: row.role,
  admin: row.role === 'admin',
  first_name: row.first_name,
  last_name: row.last_name,
  created_at: new Date(row.created_at).toISOString(),
});

export const publicUser = ({ firebase_uid: _uid, email_verified: _verified, ...user }: StoredUser): User => user;

export async function findUserByUid(uid: string, db: Queryable = getPool()): Promise<StoredUser | null> {
  // Every signed-in request runs it: prepared once per connection.
  const { rows } = await db.query<UserRow>({
    name: 'user-by-uid',
    text: `SELECT ${USER_COLUMNS.join(', ')} FROM users WHERE firebase_uid = $1`,
    values: [uid],
  });
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserById(id: string, db: Queryable = getPool()): Promise<StoredUser | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function lockUserById(id: string, db: Queryable): Promise<StoredUser | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserByEmail(email: string, db: Queryable = getPool()): Promise<StoredUser | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function lockUserByEmail(email: string, db: Queryable): Promise<StoredUser | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1) FOR UPDATE', [email]);
  return rows[0] ? toUser(rows[0]) : null;
}

export interface NewUser {
  uid: string;
  email: string;
  email_verified?: boolean;
  role?: Role;
  first_name?: string | null;
  last_name?: string | null;
}

/**
 * Creates the row for an identity seen for the first time; returns the existing row otherwise, with its
 * email and verification refreshed. A verified mailbox stays verified while the email is the same (an
 * old token's claim never downgrades it); a changed email takes the new claim.
 * Throws PostgreSQL's unique violation (23505) when another row holds the email.
 */
export async function upsertUser(identity: NewUser, db: Queryable = getPool()): Promise<StoredUser> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, firebase_uid, email, email_verified, role, first_name, last_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (firebase_uid) DO UPDATE SET
       email = EXCLUDED.email,
       email_verified = CASE WHEN lower(users.email) = lower(EXCLUDED.email)
         THEN users.email_verified OR EXCLUDED.email_verified ELSE EXCLUDED.email_verified END
     RETURNING *`,
    [
      randomUUID(),
      identity.uid,
      identity.email,
      identity.email_verified ?? false,
      identity.role ?? 'user',
      identity.first_name ?? null,
      identity.last_name ?? null,
    ],
  );
  return toUser(rows[0]);
}

export async function markEmailVerified(id: string, db: Queryable = getPool()): Promise<void> {
  await db.query('UPDATE users SET email_verified = true WHERE id = $1', [id]);
}

export async function setUserRole(id: string, role: Role, db: Queryable = getPool()): Promise<StoredUser | null> {
  const { rows } = await db.query<UserRow>('UPDATE users SET role = $2 WHERE id = $1 RETURNING *', [id, role]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function deleteUserRow(id: string, db: Queryable = getPool()): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM users WHERE id = $1', [id]);
  return Boolean(rowCount);
}

export async function deleteUserRowByUid(uid: string, db: Queryable = getPool()): Promise<void> {
  await db.query('DELETE FROM users WHERE firebase_uid = $1', [uid]);
}

/**
 * Locks every admin row (in id order, so concurrent callers cannot deadlock) and returns their ids.
 * "Last admin" checks run under these locks instead of a table lock: a concurrent demote or delete of
 * another admin waits, then sees the committed roles.
 */
export async function lockAdmins(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR NO KEY UPDATE`,
  );
  return rows.map((row) => row.id);
}

export async function countAdmins(db: Queryable = getPool()): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`);
  return rows[0].n;
}

/** The longest-standing admin other than `exceptId`, or null. */
export async function findOldestAdmin(exceptId: string, db: Queryable = getPool()): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'admin' AND id <> $1 ORDER BY created_at, id LIMIT 1`,
    [exceptId],
  );
  return rows[0]?.id ?? null;
}

/** Hands a user's rooms and agents to another user; returns how many of each moved. */
export async function transferOwnership(
  fromId: string,
  toId: string,
  db: Queryable,
): Promise<{ rooms: number; agents: number }> {
  const rooms = await db.query('UPDATE escape_rooms SET owner_id = $2 WHERE owner_id = $1', [fromId, toId]);
  const agents = await db.query('UPDATE agents SET owner_id = $2 WHERE owner_id = $1', [fromId, toId]);
  return { rooms: rooms.rowCount ?? 0, agents: agents.rowCount ?? 0 };
}

export async function ownsAnything(id: string, db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ owns: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM escape_rooms WHERE owner_id = $1) OR EXISTS (SELECT 1 FROM agents WHERE owner_id = $1) AS owns`,
    [id],
  );
  return rows[0].owns;
}

type CountedRow = UserRow & {
  agents_count: number;
  puzzles_count: number;
  game_sessions_count: number;
  cursor_at: string;
};

/** One page of users, newest first by (created_at, id), each with its counts; `limit + 1` rows to spot a next page. */
export async function listUsersWithCounts(
  page: { limit: number; after: CursorPosition | null },
  db: Queryable = getPool(),
): Promise<Array<UserWithCounts & { cursor_at: string }>> {
  const { rows } = await db.query<CountedRow>(
    `SELECT u.*, ${cursorTimestampSql('u.created_at')} AS cursor_at,
       (SELECT count(*)::int FROM agents a WHERE a.owner_id = u.id) AS agents_count,
       (SELECT count(*)::int FROM escape_rooms r WHERE r.owner_id = u.id) AS puzzles_count,
       (SELECT count(*)::int FROM game_sessions s WHERE s.user_id = u.id) AS game_sessions_count
     FROM users u
     WHERE ${afterCursorSql('u.created_at', 'u.id', page.after, 1)}
     ORDER BY u.created_at DESC, u.id DESC
     LIMIT ${Number(page.limit) + 1}`,
    cursorParams(page.after),
  );
  return rows.map((row) => ({
    ...publicUser(toUser(row)),
    agents_count: row.agents_count,
    puzzles_count: row.puzzles_count,
    game_sessions_count: row.game_sessions_count,
    cursor_at: row.cursor_at,
  }));
}
