/**
 * Verifying and accepting an invitation (platform-spec §2 "Invitation registration page", §4). An
 * invitation is accepted only through its token; acceptance uses the invited email (a different
 * `user.email` in the request is rejected, 422).
 *
 * No row lock is held across the Firebase call. Acceptance runs in three steps:
 * 1. a short transaction claims the invitation (claim_id, claimed_at); a concurrent accept sees the
 *    claim and answers 409, or 410 once the invitation is accepted. A claim older than CLAIM_TTL_MS is
 *    treated as abandoned (its process died) and can be taken over;
 * 2. outside any transaction, the Firebase account is created (verified: the token proved the mailbox);
 * 3. a second transaction checks the claim is still ours, creates the row and marks the invitation
 *    accepted. If step 2 or 3 fails, the new Firebase account is deleted and the claim released.
 *
 * Email squatting: an account made by a plain signup with this email that never verified it gains
 * nothing. Choice: the squatter's account is deleted, not reset to the invitee. Its Firebase account is
 * deleted before the invitee's is created (so its tokens stop working and the email is free); its row is
 * retired in step 3 (rooms and agents go to the inviting admin, or the longest-standing admin; its play
 * history stays as a former member). Resetting the squatter's row instead would hand the invitee
 * whatever the squatter made and keep a row id the squatter once held. An account whose email is
 * verified, or an admin, still blocks the invitation (409).
 */
import { randomUUID } from 'node:crypto';
import { INVITATION_SERVER_MESSAGES as MSG, type User } from '@core';
import { INVITATION_MESSAGES } from '@core/content/messages';
import { inTransaction } from '../../db/pool';
import { findOldestAdmin, findUserByUid, lockUserByEmail, publicUser, upsertUser } from '../../db/users-repo';
import {
  effectiveStatus,
  findInvitationByTokenHash,
  lockInvitationById,
  lockInvitationByTokenHash,
  markInvitationAccepted,
  releaseInvitationClaim,
  setInvitationClaim,
  type InvitationRow,
} from '../../db/invitations-repo';
import { AppError, conflict } from '../../model/app-error';
import { now } from '../shared/clock';
import { createIdentity, deleteIdentity, findIdentityByEmail } from './identity';
import { ownsEmail } from './invitations';
import { hashInvitationToken } from './invitation-token';
import { retireUser } from './user-rows';
import { errorFields, log } from '../../structured-log';

/** A claim older than this is abandoned: the accept that made it crashed or hung. */
export const CLAIM_TTL_MS = 2 * 60_000;

const gone = () => new AppError(410, INVITATION_MESSAGES.invalidOrExpired, 'invitation_gone');
/** No invitation has this token: never issued, or replaced by a resend (its old link). */
const unknownToken = () => new AppError(404, INVITATION_MESSAGES.invalidLink, 'invitation_not_found');
const inUse = () => new AppError(409, MSG.inUse, 'invitation_in_use');
const logFailure = (what: string) => (error: unknown) => log.error(`invitation: ${what} failed`, errorFields(error));

export async function verifyInvitation(
  token: string,
): Promise<{ email: string; invitedBy: string | null; expires: string }> {
  const row = await findInvitationByTokenHash(hashInvitationToken(token));
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

const claimIsLive = (row: InvitationRow, at: Date) =>
  row.claim_id !== null && row.claimed_at !== null && at.getTime() - new Date(row.claimed_at).getTime() < CLAIM_TTL_MS;

/** Step 1: the short transaction that makes this request the only one accepting the invitation. */
async function claimInvitation(input: AcceptInput): Promise<{ row: InvitationRow; claimId: string }> {
  return inTransaction(async (tx) => {
    const row = await lockInvitationByTokenHash(hashInvitationToken(input.token), tx);
    if (!row) throw unknownToken();
    const at = now();
    if (effectiveStatus(row, at) !== 'pending') throw gone();
    if (input.email && input.email.trim().toLowerCase() !== row.email.toLowerCase())
      throw new AppError(422, MSG.emailMismatch, 'email_mismatch');
    if (claimIsLive(row, at)) throw inUse();
    if (ownsEmail(await lockUserByEmail(row.email, tx))) throw conflict(MSG.userExists);
    const claimId = randomUUID();
    await setInvitationClaim(row.id, claimId, at, tx);
    return { row, claimId };
  });
}

/**
 * Frees the email in Firebase for the invitee: an account there that never verified it (a squatter) or a
 * disabled leftover of a deleted user is removed; a verified one, or one whose row owns the email, wins.
 */
async function freeEmailInFirebase(email: string): Promise<void> {
  const existing = await findIdentityByEmail(email);
  if (!existing) return;
  const row = await findUserByUid(existing.uid);
  if ((existing.emailVerified && !existing.disabled) || ownsEmail(row)) throw conflict(MSG.userExists);
  await deleteIdentity(existing.uid);
}

/** Step 3: the row, the squatter's retirement and the acceptance, if the claim is still ours. */
async function finishAcceptance(
  claim: { row: InvitationRow; claimId: string },
  uid: string,
  input: AcceptInput,
): Promise<User> {
  return inTransaction(async (tx) => {
    const row = await lockInvitationById(claim.row.id, tx);
    const at = now();
    if (!row || effectiveStatus(row, at) !== 'pending') throw gone();
    if (row.claim_id !== claim.claimId) throw inUse();
    const squatter = await lockUserByEmail(row.email, tx);
    if (squatter) {
      if (ownsEmail(squatter)) throw conflict(MSG.userExists);
      const heir = row.invited_by && row.invited_by !== squatter.id ? row.invited_by : null;
      await retireUser(squatter.id, heir ?? (await findOldestAdmin(squatter.id, tx)), tx);
    }
    const user = await upsertUser(
      {
        uid,
        email: row.email,
        email_verified: true,
        role: row.role,
        first_name: input.first_name,
        last_name: input.last_name,
      },
      tx,
    );
    await markInvitationAccepted(row.id, user.id, at, tx);
    return publicUser(user);
  });
}

/** Registers the invitee: exactly one account per invitation, however many accepts race. */
export async function acceptInvitation(input: AcceptInput): Promise<User> {
  const claim = await claimInvitation(input);
  let createdUid: string | null = null;
  try {
    await freeEmailInFirebase(claim.row.email);
    createdUid = await createIdentity(claim.row.email, input.password, {
      displayName: `${input.first_name} ${input.last_name}`,
      emailVerified: true,
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'email_taken') throw conflict(MSG.userExists);
      throw error;
    });
    return await finishAcceptance(claim, createdUid, input);
  } catch (error) {
    if (createdUid) await deleteIdentity(createdUid).catch(logFailure('removing the new Firebase account'));
    await releaseInvitationClaim(claim.row.id, claim.claimId).catch(logFailure('releasing the claim'));
    throw error;
  }
}
