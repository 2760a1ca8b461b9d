import { randomUUID } from 'node:crypto';
import type { Invitation, InvitationStatus } from '@core';
import { getPool, type Queryable } from './pool';

export interface InvitationRow {
  id: string;
  email: string;
  status: InvitationStatus;
  token: string;
  invited_by: string | null;
  invited_by_email: string | null;
  accepted_user_id: string | null;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The stored status, with a pending invitation past its expiry shown as expired (derived at read time). */
export function effectiveStatus(row: Pick<InvitationRow, 'status' | 'expires_at'>, at: Date): InvitationStatus {
  return row.status === 'pending' && at.getTime() > new Date(row.expires_at).getTime() ? 'expired' : row.status;
}

export const toInvitation = (row: InvitationRow, at: Date): Invitation => ({
  id: row.id,
  email: row.email,
  status: effectiveStatus(row, at),
  invitation_token: row.token,
  created_at: iso(row.created_at)!,
  expires_at: iso(row.expires_at)!,
  accepted_at: iso(row.accepted_at),
  invited_by_email: row.invited_by_email,
});

const SELECT = `SELECT i.*, u.email AS invited_by_email FROM invitations i LEFT JOIN users u ON u.id = i.invited_by`;

export async function listInvitations(db: Queryable = getPool()): Promise<InvitationRow[]> {
  const { rows } = await db.query<InvitationRow>(`${SELECT} ORDER BY i.created_at DESC, i.id`);
  return rows;
}

export async function findInvitationById(id: string, db: Queryable = getPool()): Promise<InvitationRow | null> {
  const { rows } = await db.query<InvitationRow>(`${SELECT} WHERE i.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findInvitationByToken(token: string, db: Queryable = getPool()): Promise<InvitationRow | null> {
  const { rows } = await db.query<InvitationRow>(`${SELECT} WHERE i.token = $1`, [token]);
  return rows[0] ?? null;
}

/** Locks the invitation row until the transaction ends (single-use acceptance). */
export async function lockInvitationByToken(token: string, db: Queryable): Promise<InvitationRow | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM invitations WHERE token = $1 FOR UPDATE', [token]);
  return rows[0] ? findInvitationById(rows[0].id, db) : null;
}

export async function lockInvitationById(id: string, db: Queryable): Promise<InvitationRow | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM invitations WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ? findInvitationById(rows[0].id, db) : null;
}

/** The stored-pending invitation of an email (possibly past its expiry), locked. */
export async function lockPendingInvitationForEmail(email: string, db: Queryable): Promise<InvitationRow | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM invitations WHERE lower(email) = lower($1) AND status = 'pending' FOR UPDATE`,
    [email],
  );
  return rows[0] ? findInvitationById(rows[0].id, db) : null;
}

export async function insertInvitation(
  input: { email: string; token: string; invitedBy: string | null; createdAt: Date; expiresAt: Date },
  db: Queryable = getPool(),
): Promise<InvitationRow> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO invitations (id, email, status, token, invited_by, created_at, expires_at)
     VALUES ($1, $2, 'pending', $3, $4, $5, $6)`,
    [id, input.email, input.token, input.invitedBy, input.createdAt, input.expiresAt],
  );
  return (await findInvitationById(id, db))!;
}

export async function setInvitationExpiry(id: string, expiresAt: Date, db: Queryable): Promise<void> {
  await db.query('UPDATE invitations SET expires_at = $2 WHERE id = $1', [id, expiresAt]);
}

export async function markInvitationExpired(id: string, db: Queryable): Promise<void> {
  await db.query(`UPDATE invitations SET status = 'expired' WHERE id = $1 AND status = 'pending'`, [id]);
}

export async function markInvitationCancelled(id: string, at: Date, db: Queryable): Promise<void> {
  await db.query(`UPDATE invitations SET status = 'cancelled', cancelled_at = $2 WHERE id = $1`, [id, at]);
}

export async function markInvitationAccepted(id: string, userId: string, at: Date, db: Queryable): Promise<void> {
  await db.query(`UPDATE invitations SET status = 'accepted', accepted_at = $2, accepted_user_id = $3 WHERE id = $1`, [
    id,
    at,
    userId,
  ]);
}
