/**
 * Invitations (platform-spec §3, §4): admins invite by email, the invitee registers once through the
 * link. Choices:
 * - The token (32 random bytes, base64url) is stored readable so admins can copy a pending link.
 * - Expiry is 30 days from creation by `clock.now()`; a pending invitation past it reads as expired
 *   (derived at read time, persisted when a new invitation replaces it).
 * - Inviting an email that already has a pending invitation refreshes that one (same token, expiry
 *   pushed to 30 days from now) and sends the email again.
 * - Acceptance uses the invited email; a different `user.email` in the request is rejected (422).
 */
import { randomBytes } from 'node:crypto';
import { INVITATION_SERVER_MESSAGES as MSG, invitationExpiry, type Invitation, type User } from '@core';
import { INVITATION_MESSAGES } from '@core/messages';
import { inTransaction, type Queryable } from '../db/pool';
import { findUserByEmail, publicUser, upsertUser, type StoredUser } from '../db/users-repo';
import {
  effectiveStatus,
  findInvitationById,
  findInvitationByToken,
  insertInvitation,
  listInvitations as listInvitationRows,
  lockInvitationById,
  lockInvitationByToken,
  lockPendingInvitationForEmail,
  markInvitationAccepted,
  markInvitationCancelled,
  markInvitationExpired,
  setInvitationExpiry,
  toInvitation,
  type InvitationRow,
} from '../db/invitations-repo';
import { AppError, conflict, notFound } from './app-error';
import { now } from './clock';
import { createIdentity, deleteIdentity } from './identity';
import { invitationEmail, sendMail } from './mailer';

export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

const gone = () => new AppError(410, INVITATION_MESSAGES.invalidOrExpired, 'invitation_gone');
const unknownToken = () => new AppError(404, INVITATION_MESSAGES.invalidOrExpired, 'invitation_not_found');
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export async function listInvitations(): Promise<Invitation[]> {
  const at = now();
  return (await listInvitationRows()).map((row) => toInvitation(row, at));
}

async function inviteInTransaction(
  actor: StoredUser,
  email: string,
  tx: Queryable,
): Promise<{ invitation: Invitation; refreshed: boolean }> {
  if (await findUserByEmail(email, tx)) throw conflict(MSG.userExists);
  const at = now();
  const pending = await lockPendingInvitationForEmail(email, tx);
  let row: InvitationRow;
  const refreshed = pending !== null && effectiveStatus(pending, at) === 'pending';
  if (pending && refreshed) {
    await setInvitationExpiry(pending.id, invitationExpiry(at), tx);
    row = (await findInvitationById(pending.id, tx))!;
  } else {
    if (pending) await markInvitationExpired(pending.id, tx);
    row = await insertInvitation(
      { email, token: newInvitationToken(), invitedBy: actor.id, createdAt: at, expiresAt: invitationExpiry(at) },
      tx,
    );
  }
  await sendMail(
    invitationEmail({
      to: row.email,
      token: row.token,
      invitedBy: row.invited_by_email,
      expiresAt: new Date(row.expires_at),
    }),
    tx,
  );
  return { invitation: toInvitation(row, at), refreshed };
}

/** Creates (or refreshes) the invitation of one email and sends it, all or nothing. */
export async function inviteEmail(
  actor: StoredUser,
  email: string,
): Promise<{ invitation: Invitation; refreshed: boolean; message: string }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await inTransaction((tx) => inviteInTransaction(actor, email, tx));
      return { ...result, message: result.refreshed ? MSG.alreadyPending(email) : MSG.sent(email) };
    } catch (error) {
      // A concurrent invite of the same email won the one-pending-per-email index: refresh theirs.
      if (!isUniqueViolation(error) || attempt > 0) throw error;
    }
  }
}

/** Invites each email on its own; those that cannot be invited are reported, not fatal. */
export async function inviteMany(
  actor: StoredUser,
  emails: string[],
): Promise<{ invitations: Invitation[]; skipped: { email: string; reason: string }[] }> {
  const invitations: Invitation[] = [];
  const skipped: { email: string; reason: string }[] = [];
  for (const email of emails) {
    try {
      invitations.push((await inviteEmail(actor, email)).invitation);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({ email, reason: error.message });
    }
  }
  return { invitations, skipped };
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

export async function verifyInvitation(
  token: string,
): Promise<{ email: string; invitedBy: string | null; expires: string }> {
  const row = await findInvitationByToken(token);
  if (!row) throw unknownToken();
  if (effectiveStatus(row, now()) !== 'pending') throw gone();
  return { email: row.email, invitedBy: row.invited_by_email, expires: new Date(row.expires_at).toISOString() };
}

export interface AcceptInput {
  token: string;
  email?: string;
  first_name: string;
  last_name: string;
  password: string;
}

/**
 * Registers the invitee: the Firebase account, the users row and the invitation's acceptance in one
 * transaction holding the invitation row lock, so concurrent accepts of one token create one account.
 * If anything fails after the Firebase account exists, that account is deleted again.
 */
export async function acceptInvitation(input: AcceptInput): Promise<User> {
  let createdUid: string | null = null;
  try {
    return await inTransaction(async (tx) => {
      const row = await lockInvitationByToken(input.token, tx);
      if (!row) throw unknownToken();
      const at = now();
      if (effectiveStatus(row, at) !== 'pending') throw gone();
      if (input.email && input.email.trim().toLowerCase() !== row.email.toLowerCase())
        throw new AppError(422, MSG.emailMismatch, 'email_mismatch');
      if (await findUserByEmail(row.email, tx)) throw conflict(MSG.userExists);
      createdUid = await createIdentity(row.email, input.password, `${input.first_name} ${input.last_name}`).catch(
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'email_taken') throw conflict(MSG.userExists);
          throw error;
        },
      );
      const user = await upsertUser(
        { uid: createdUid, email: row.email, first_name: input.first_name, last_name: input.last_name },
        tx,
      );
      await markInvitationAccepted(row.id, user.id, at, tx);
      return publicUser(user);
    });
  } catch (error) {
    if (createdUid)
      await deleteIdentity(createdUid).catch((cleanup) =>
        console.error('[invitations] could not remove the Firebase account', cleanup),
      );
    throw error;
  }
}
