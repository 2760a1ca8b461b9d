/**
 * Invitations (platform-spec §3, §4): admins invite by email, the invitee registers once through the
 * link (invitation-acceptance.ts). Choices:
 * - The token (32 random bytes, base64url) is stored readable so admins can copy a pending link.
 * - Expiry is 30 days from creation by `clock.now()`; a pending invitation past it reads as expired
 *   (derived at read time, persisted when a new invitation replaces it).
 * - Inviting an email that already has a pending invitation refreshes that one (same token, expiry
 *   pushed to 30 days from now) and sends the email again; so does POST …/:id/resend.
 * - An email whose only account is unverified (a signup that never proved the mailbox) can be invited:
 *   that account gains nothing from the email, and accepting the invitation takes it over.
 * - The email is sent after the transaction commits (queueMail/deliverQueued). If SMTP fails, the
 *   invitation still exists and is listed with delivery_status 'failed'; the answer is still 201/200
 *   with `email_sent: false` and a message saying so, because the invitation was created (its link
 *   works and can be copied) and a 5xx would tell the client that nothing happened.
 */
import { randomBytes } from 'node:crypto';
import { INVITATION_SERVER_MESSAGES as MSG, invitationExpiry, type Invitation, type PageQuery } from '@core';
import { inTransaction, type Queryable } from '../../db/pool';
import type { StoredUser } from '../../model/stored-user';
import { findUserByEmail } from '../../db/users-repo';
import {
  effectiveStatus,
  findInvitationById,
  insertInvitation,
  listInvitations as listInvitationRows,
  lockInvitationById,
  lockPendingInvitationForEmail,
  markInvitationCancelled,
  markInvitationExpired,
  setInvitationExpiry,
  toInvitation,
  type InvitationRow,
} from '../../db/invitations-repo';
import { AppError, conflict, notFound } from '../../model/app-error';
import { now } from '../shared/clock';
import { deliverQueued, invitationEmail, queueMail, type QueuedMail } from './mailer';
import { pageFromRows, startAfter } from '../shared/paging';

export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** An account that owns the email: verified (proved the mailbox) or an admin (vouched for by an admin). */
export const ownsEmail = (user: StoredUser | null): boolean => Boolean(user && (user.email_verified || user.admin));

export async function listInvitations(query: PageQuery): Promise<{ items: Invitation[]; next_cursor: string | null }> {
  const at = now();
  const rows = await listInvitationRows({ limit: query.limit, after: startAfter(query) });
  const page = pageFromRows(rows, query.limit);
  return { items: page.items.map((row) => toInvitation(row, at)), next_cursor: page.next_cursor };
}

/** Pushes a pending invitation's expiry to 30 days from now and queues its email (inside `tx`). */
async function refreshAndQueue(row: InvitationRow, at: Date, tx: Queryable): Promise<QueuedMail> {
  await setInvitationExpiry(row.id, invitationExpiry(at), tx);
  const fresh = (await findInvitationById(row.id, tx))!;
  return queueMail(
    invitationEmail({
      to: fresh.email,
      token: fresh.token,
      invitedBy: fresh.invited_by_email,
      expiresAt: new Date(fresh.expires_at),
    }),
    tx,
    fresh.id,
  );
}

async function inviteInTransaction(
  actor: StoredUser,
  email: string,
  tx: Queryable,
): Promise<{ id: string; refreshed: boolean; mail: QueuedMail }> {
  if (ownsEmail(await findUserByEmail(email, tx))) throw conflict(MSG.userExists);
  const at = now();
  const pending = await lockPendingInvitationForEmail(email, tx);
  const refreshed = pending !== null && effectiveStatus(pending, at) === 'pending';
  let row = pending;
  if (!row || !refreshed) {
    if (row) await markInvitationExpired(row.id, tx);
    row = await insertInvitation(
      { email, token: newInvitationToken(), invitedBy: actor.id, createdAt: at, expiresAt: invitationExpiry(at) },
      tx,
    );
  }
  return { id: row.id, refreshed, mail: await refreshAndQueue(row, at, tx) };
}

export interface InviteResult {
  invitation: Invitation;
  refreshed: boolean;
  emailSent: boolean;
  /** Why the email could not be sent, or null. */
  emailError: string | null;
  message: string;
}

/** After the commit: sends the queued email and reads the invitation back with its delivery status. */
async function deliverAndRead(id: string, mail: QueuedMail, sentMessage: string): Promise<InviteResult> {
  const delivery = await deliverQueued(mail);
  const invitation = toInvitation((await findInvitationById(id))!, now());
  return {
    invitation,
    refreshed: false,
    emailSent: delivery.sent,
    emailError: delivery.error,
    message: delivery.sent ? sentMessage : MSG.notDelivered(invitation.email, delivery.error ?? 'unknown error'),
  };
}

/** Creates (or refreshes) the invitation of one email, commits, then sends it. */
export async function inviteEmail(actor: StoredUser, email: string): Promise<InviteResult> {
  for (let attempt = 0; ; attempt += 1) {
    let prepared: { id: string; refreshed: boolean; mail: QueuedMail };
    try {
      prepared = await inTransaction((tx) => inviteInTransaction(actor, email, tx));
    } catch (error) {
      // A concurrent invite of the same email won the one-pending-per-email index: refresh theirs.
      if (!isUniqueViolation(error) || attempt > 0) throw error;
      continue;
    }
    const result = await deliverAndRead(
      prepared.id,
      prepared.mail,
      prepared.refreshed ? MSG.alreadyPending(email) : MSG.sent(email),
    );
    return { ...result, refreshed: prepared.refreshed };
  }
}

/** Sends a pending invitation again with a fresh 30-day expiry; 409 for any other status. */
export async function resendInvitation(id: string): Promise<InviteResult> {
  const mail = await inTransaction(async (tx) => {
    const row = await lockInvitationById(id, tx);
    if (!row) throw notFound(MSG.notFound);
    const at = now();
    const status = effectiveStatus(row, at);
    if (status !== 'pending') throw conflict(MSG.notResendable(status));
    if (ownsEmail(await findUserByEmail(row.email, tx))) throw conflict(MSG.userExists);
    return refreshAndQueue(row, at, tx);
  });
  return deliverAndRead(id, mail, MSG.resent(mail.message.to));
}

/**
 * Invites each email on its own. Those that cannot be invited are reported in `skipped`; so are those
 * whose invitation was created but whose email failed (they are also in `invitations`, resendable).
 */
export async function inviteMany(
  actor: StoredUser,
  emails: string[],
): Promise<{ invitations: Invitation[]; sentCount: number; skipped: { email: string; reason: string }[] }> {
  const invitations: Invitation[] = [];
  const skipped: { email: string; reason: string }[] = [];
  let sentCount = 0;
  for (const email of emails) {
    try {
      const result = await inviteEmail(actor, email);
      invitations.push(result.invitation);
      if (result.emailSent) sentCount += 1;
      else skipped.push({ email, reason: result.message });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({ email, reason: error.message });
    }
  }
  return { invitations, sentCount, skipped };
}

/** Only a pending (and not yet expired) invitation can be cancelled. */
export async function cancelInvitation(id: string): Promise<Invitation> {
  return inTransaction(async (tx) => {
    const row = await lockInvitationById(id, tx);
    if (!row) throw notFound(MSG.notFound);
    const at = now();
    const status = effectiveStatus(row, at);
    if (status !== 'pending') throw conflict(MSG.notPending(status));
    await markInvitationCancelled(id, at, tx);
    return toInvitation((await findInvitationById(id, tx))!, at);
  });
}
