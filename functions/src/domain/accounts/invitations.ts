/**
 * Invitations (platform-spec §3, §4): admins invite by email, the invitee registers once through the
 * link (invitation-acceptance.ts). Choices:
 * - The token (32 random bytes, base64url) is stored only as its SHA-256 (invitation-token.ts). The clear
 *   token goes into the email and into the answer of the create, bulk or resend call (the admin copies
 *   the link once there); no list shows it again.
 * - Expiry is 30 days from creation by `clock.now()`; a pending invitation past it reads as expired
 *   (derived at read time, persisted when a new invitation replaces it).
 * - Inviting an email that already has a pending invitation reissues that one (a new token, so the old
 *   link stops working, and an expiry 30 days from now) and sends the email again; so does
 *   POST …/:id/resend. The old token cannot be sent again: only its hash is known.
 * - An email whose only account is unverified (a signup that never proved the mailbox) can be invited:
 *   that account gains nothing from the email, and accepting the invitation takes it over.
 * - The email is sent after the transaction commits (queueMail/deliverQueued). If SMTP fails, the
 *   invitation still exists and is listed with delivery_status 'failed'; the answer is still 201/200
 *   with `email_sent: false` and a message saying so, because the invitation was created (its link
 *   works and can be copied) and a 5xx would tell the client that nothing happened.
 */
import {
  INVITATION_SERVER_MESSAGES as MSG,
  invitationExpiry,
  type Invitation,
  type InvitationRole,
  type IssuedInvitation,
  type PageQuery,
} from '@core';
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
  reissueInvitation,
  toInvitation,
  type InvitationRow,
} from '../../db/invitations-repo';
import { AppError, conflict, notFound } from '../../model/app-error';
import { now } from '../shared/clock';
import { deliverQueued, invitationEmail, queueMail, registrationLink, type QueuedMail } from './mailer';
import { pageFromRows, startAfter } from '../shared/paging';
import { hashInvitationToken, newInvitationToken } from './invitation-token';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** An account that owns the email: verified (proved the mailbox) or an admin (vouched for by an admin). */
export const ownsEmail = (user: StoredUser | null): boolean => Boolean(user && (user.email_verified || user.admin));

export async function listInvitations(query: PageQuery): Promise<{ items: Invitation[]; next_cursor: string | null }> {
  const at = now();
  const rows = await listInvitationRows({ limit: query.limit, after: startAfter(query) });
  const page = pageFromRows(rows, query.limit);
  return { items: page.items.map((row) => toInvitation(row, at)), next_cursor: page.next_cursor };
}

/** An invitation given a new token in a transaction: its email is queued, the token kept in memory only. */
interface Issued {
  id: string;
  token: string;
  mail: QueuedMail;
}

/** Queues the invitation email of `token` (inside `tx`); with SMTP the outbox keeps it without the link. */
async function queueInvitationEmail(id: string, token: string, tx: Queryable): Promise<QueuedMail> {
  const row = (await findInvitationById(id, tx))!;
  const message = invitationEmail({
    to: row.email,
    token,
    invitedBy: row.invited_by_email,
    expiresAt: new Date(row.expires_at),
    role: row.role,
  });
  return queueMail(message, tx, { invitationId: id, secretLink: registrationLink(token) });
}

/** Gives a pending invitation a new token and a 30-day expiry, and queues its email (inside `tx`). */
async function reissueAndQueue(
  row: InvitationRow,
  at: Date,
  tx: Queryable,
  role: InvitationRole | null = null,
): Promise<Issued> {
  const token = newInvitationToken();
  await reissueInvitation(row.id, hashInvitationToken(token), invitationExpiry(at), tx, role);
  return { id: row.id, token, mail: await queueInvitationEmail(row.id, token, tx) };
}

async function inviteInTransaction(
  actor: StoredUser,
  email: string,
  role: InvitationRole,
  tx: Queryable,
): Promise<Issued & { refreshed: boolean }> {
  if (ownsEmail(await findUserByEmail(email, tx))) throw conflict(MSG.userExists);
  const at = now();
  const pending = await lockPendingInvitationForEmail(email, tx);
  if (pending && effectiveStatus(pending, at) === 'pending')
    return { ...(await reissueAndQueue(pending, at, tx, role)), refreshed: true };
  if (pending) await markInvitationExpired(pending.id, tx);
  const token = newInvitationToken();
  const row = await insertInvitation(
    {
      email,
      tokenHash: hashInvitationToken(token),
      invitedBy: actor.id,
      createdAt: at,
      expiresAt: invitationExpiry(at),
      role,
    },
    tx,
  );
  return { id: row.id, token, mail: await queueInvitationEmail(row.id, token, tx), refreshed: false };
}

export interface InviteResult {
  /** With the new link's token: this answer is the only place it shows. */
  invitation: IssuedInvitation;
  refreshed: boolean;
  emailSent: boolean;
  /** Why the email could not be sent, or null. */
  emailError: string | null;
  message: string;
}

/** After the commit: sends the queued email and reads the invitation back with its delivery status. */
async function deliverAndRead(issued: Issued, sentMessage: string): Promise<InviteResult> {
  const delivery = await deliverQueued(issued.mail);
  const invitation = { ...toInvitation((await findInvitationById(issued.id))!, now()), invitation_token: issued.token };
  return {
    invitation,
    refreshed: false,
    emailSent: delivery.sent,
    emailError: delivery.error,
    message: delivery.sent ? sentMessage : MSG.notDelivered(invitation.email, delivery.error ?? 'unknown error'),
  };
}

/** Creates (or refreshes, with the role given now) the invitation of one email, commits, then sends it. */
export async function inviteEmail(
  actor: StoredUser,
  email: string,
  role: InvitationRole = 'user',
): Promise<InviteResult> {
  for (let attempt = 0; ; attempt += 1) {
    let prepared: Issued & { refreshed: boolean };
    try {
      prepared = await inTransaction((tx) => inviteInTransaction(actor, email, role, tx));
    } catch (error) {
      // A concurrent invite of the same email won the one-pending-per-email index: refresh theirs.
      if (!isUniqueViolation(error) || attempt > 0) throw error;
      continue;
    }
    const result = await deliverAndRead(prepared, prepared.refreshed ? MSG.alreadyPending(email) : MSG.sent(email));
    return { ...result, refreshed: prepared.refreshed };
  }
}

/** Sends a pending invitation again with a new link and a fresh 30-day expiry; 409 for any other status. */
export async function resendInvitation(id: string): Promise<InviteResult> {
  const issued = await inTransaction(async (tx) => {
    const row = await lockInvitationById(id, tx);
    if (!row) throw notFound(MSG.notFound);
    const at = now();
    const status = effectiveStatus(row, at);
    if (status !== 'pending') throw conflict(MSG.notResendable(status));
    if (ownsEmail(await findUserByEmail(row.email, tx))) throw conflict(MSG.userExists);
    return reissueAndQueue(row, at, tx);
  });
  return deliverAndRead(issued, MSG.resent(issued.mail.message.to));
}

/**
 * Invites each email on its own. Those that cannot be invited are reported in `skipped`; so are those
 * whose invitation was created but whose email failed (they are also in `invitations`, resendable).
 */
export async function inviteMany(
  actor: StoredUser,
  emails: string[],
  role: InvitationRole = 'user',
): Promise<{ invitations: IssuedInvitation[]; sentCount: number; skipped: { email: string; reason: string }[] }> {
  const invitations: IssuedInvitation[] = [];
  const skipped: { email: string; reason: string }[] = [];
  let sentCount = 0;
  for (const email of emails) {
    try {
      const result = await inviteEmail(actor, email, role);
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
