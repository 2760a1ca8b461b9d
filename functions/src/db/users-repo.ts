import { randomUUID } from 'node:crypto';
import type { Role, User, UserWithCounts } from '@core';
import { getPool, type Queryable } from './pool';

interface UserRow {
  id: string;
  firebase_uid: string;
  email: string;
  role: Role;
  first_name: string | null;
  last_name: string | null;
  created_at: Date;
}

export interface StoredUser extends User {
  firebase_uid: string;
}

export const toUser = (row: UserRow): StoredUser => ({
  id: row.id,
  firebase_uid: row.firebase_uid,
  email: row.email,
  role: row.role,
  admin: row.role === 'admin',
  first_name: row.first_name,
  last_name: row.last_name,
  created_at: new Date(row.created_at).toISOString(),
});

export const publicUser = ({ firebase_uid: _uid, ...user }: StoredUser): User => user;

export async function findUserByUid(uid: string, db: Queryable = getPool()): Promise<StoredUser | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE firebase_uid = $1', [uid]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserById(id: string, db: Queryable = getPool()): Promise<StoredUser | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserByEmail(email: string, db: Queryable = getPool()): Promise<StoredUser | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
  return rows[0] ? toUser(rows[0]) : null;
}

/** Creates the row for an identity seen for the first time; returns the existing row otherwise. */
export async function upsertUser(
  identity: { uid: string; email: string; role?: Role; first_name?: string | null; last_name?: string | null },
  db: Queryable = getPool(),
): Promise<StoredUser> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, firebase_uid, email, role, first_name, last_name)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (firebase_uid) DO UPDATE SET email = EXCLUDED.email
     RETURNING *`,
    [
      randomUUID(),
      identity.uid,
      identity.email,
      identity.role ?? 'user',
      identity.first_name ?? null,
      identity.last_name ?? null,
    ],
  );
  return toUser(rows[0]);
}

export async function setUserRole(id: string, role: Role, db: Queryable = getPool()): Promise<StoredUser | null> {
  const { rows } = await db.query<UserRow>('UPDATE users SET role = $2 WHERE id = $1 RETURNING *', [id, role]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function deleteUserRow(id: string, db: Queryable = getPool()): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM users WHERE id = $1', [id]);
  return Boolean(rowCount);
}

export async function countAdmins(db: Queryable = getPool()): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`);
  return rows[0].n;
}

export async function listUsersWithCounts(db: Queryable = getPool()): Promise<UserWithCounts[]> {
  const { rows } = await db.query<
    UserRow & { agents_count: number; puzzles_count: number; game_sessions_count: number }
  >(
    `SELECT u.*,
       (SELECT count(*)::int FROM agents a WHERE a.owner_id = u.id) AS agents_count,
       (SELECT count(*)::int FROM escape_rooms r WHERE r.owner_id = u.id) AS puzzles_count,
       (SELECT count(*)::int FROM game_sessions s WHERE s.user_id = u.id) AS game_sessions_count
     FROM users u ORDER BY u.created_at DESC`,
  );
  return rows.map((row) => ({
    ...publicUser(toUser(row)),
    agents_count: row.agents_count,
    puzzles_count: row.puzzles_count,
    game_sessions_count: row.game_sessions_count,
  }));
}
