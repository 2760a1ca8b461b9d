import { randomUUID } from 'node:crypto';
import type { CursorPosition, DeliveryStatus, Invitation, InvitationRole, InvitationStatus } from '@core';
import { afterCursorSql, cursorParams, cursorTimestampSql } from './keyset';
import { getPool, type Queryable } from './pool';

export interface InvitationRow {
  id: string;
  email: string;
  status: InvitationStatus;
  /** What the invitee becomes on registration (migration 016). */
  role: InvitationRole;
  /** SHA-256 of the link's token (domain/accounts/invitation-token.ts); the token itself is never stored. */
  token_hash: string;
  invited_by: string | null;
  invited_by_email: string | null;
  accepted_user_id: string | null;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  claim_id: string | null;
  claimed_at: Date | null;
  /** The latest invitation email's delivery (outbox_messages), null when none was recorded. */
  delivery_status: DeliveryStatus | null;
  delivery_error: string | null;
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
  role: row.role,
  created_at: iso(row.created_at)!,
  expires_at: iso(row.expires_at)!,
  accepted_at: iso(row.accepted_at),
  invited_by_email: row.invited_by_email,
  delivery_status: row.delivery_status,
  delivery_error: row.delivery_error,
});

const COLUMNS = `i.*, u.email AS invited_by_email, m.delivery_status, m.last_error AS delivery_error`;
const FROM = `FROM invitations i
  LEFT JOIN users u ON u.id = i.invited_by
  LEFT JOIN LATERAL (
    SELECT o.delivery_status, o.last_error FROM outbox_messages o
    WHERE o.invitation_id = i.id ORDER BY o.created_at DESC, o.id DESC LIMIT 1
  ) m ON TRUE`;
const SELECT = `SELECT ${COLUMNS} ${FROM}`;

/** One page, newest first by (created_at, id); `limit + 1` rows so the caller can tell whether more follow. */
export async function listInvitations(
  page: { limit: number; after: CursorPosition | null },
  db: Queryable = getPool(),
): Promise<Array<InvitationRow & { cursor_at: string }>> {
  const { rows } = await db.query<InvitationRow & { cursor_at: string }>(
    `SELECT ${COLUMNS}, ${cursorTimestampSql('i.created_at')} AS cursor_at ${FROM}
     WHERE ${afterCursorSql('i.created_at', 'i.id', page.after, 1)}
     ORDER BY i.created_at DESC, i.id DESC
     LIMIT ${Number(page.limit) + 1}`,
    cursorParams(page.after),
  );
  return rows;
}

export async function findInvitationById(id: string, db: Queryable = getPool()): Promise<InvitationRow | null> {
  const { rows } = await db.query<InvitationRow>(`${SELECT} WHERE i.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findInvitationByTokenHash(
  tokenHash: string,
  db: Queryable = getPool(),
): Promise<InvitationRow | null> {
  const { rows } = await db.query<InvitationRow>(`${SELECT} WHERE i.token_hash = $1`, [tokenHash]);
  return rows[0] ?? null;
}

/** Locks the invitation row until the transaction ends (single-use acceptance). */
export async function lockInvitationByTokenHash(tokenHash: string, db: Queryable): Promise<InvitationRow | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM invitations WHERE token_hash = $1 FOR UPDATE', [
    tokenHash,
  ]);
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
  input: {
    email: string;
    tokenHash: string;
    invitedBy: string | null;
    createdAt: Date;
    expiresAt: Date;
    role: InvitationRole;
  },
  db: Queryable = getPool(),
): Promise<InvitationRow> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO invitations (id, email, status, token_hash, invited_by, created_at, expires_at, role)
     VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7)`,
    [id, input.email, input.tokenHash, input.invitedBy, input.createdAt, input.expiresAt, input.role],
  );
  return (await findInvitationById(id, db))!;
}

/** Gives a pending invitation a new token (the old link stops working), a new expiry and, when given, a new role. */
export async function reissueInvitation(
  id: string,
  tokenHash: string,
  expiresAt: Date,
  db: Queryable,
  role: InvitationRole | null = null,
): Promise<void> {
  await db.query('UPDATE invitations SET token_hash = $2, expires_at = $3, role = COALESCE($4, role) WHERE id = $1', [
    id,
    tokenHash,
    expiresAt,
    role,
  ]);
}

export async function markInvitationExpired(id: string, db: Queryable): Promise<void> {
  await db.query(`UPDATE invitations SET status = 'expired' WHERE id = $1 AND status = 'pending'`, [id]);
}

export async function markInvitationCancelled(id: string, at: Date, db: Queryable): Promise<void> {
  await db.query(`UPDATE invitations SET status = 'cancelled', cancelled_at = $2 WHERE id = $1`, [id, at]);
}

export async function markInvitationAccepted(id: string, userId: string, at: Date, db: Queryable): Promise<void> {
  await db.query(
    `UPDATE invitations SET status = 'accepted', accepted_at = $2, accepted_user_id = $3, claim_id = NULL, claimed_at = NULL
     WHERE id = $1`,
    [id, at, userId],
  );
}

export async function setInvitationClaim(id: string, claimId: string, at: Date, db: Queryable): Promise<void> {
  await db.query('UPDATE invitations SET claim_id = $2, claimed_at = $3 WHERE id = $1', [id, claimId, at]);
}

/** Frees a claim, only if it is still this one (a stale claim may have been taken over). */
export async function releaseInvitationClaim(id: string, claimId: string, db: Queryable = getPool()): Promise<void> {
  await db.query('UPDATE invitations SET claim_id = NULL, claimed_at = NULL WHERE id = $1 AND claim_id = $2', [
    id,
    claimId,
  ]);
}
