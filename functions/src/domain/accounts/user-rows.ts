/**
 * Which users row a Firebase identity gets, and how a row leaves without taking other people's data.
 *
 * A row can outlive its Firebase account after an old failure (the account was deleted, the row delete
 * did not happen). Such an orphan never turns a later signup or login with the same email into a 500:
 * - a verified identity (it proved the mailbox) adopts the orphan row: same id, rooms and history;
 * - an unverified identity gains nothing from it: the orphan is retired (its rooms and agents go to the
 *   longest-standing admin, its play history stays as a former member) and a fresh row is created.
 */
import type { PoolClient } from 'pg';
import { AppError } from '../../model/app-error';
import { identityExists, verifyIdToken, type VerifiedIdentity } from './identity';
import { inTransaction, type Queryable } from '../../db/pool';
import { span } from '../../spans';
import type { StoredUser } from '../../model/stored-user';
import {
  deleteUserRow,
  findOldestAdmin,
  findUserByEmail,
  findUserByUid,
  lockUserById,
  markEmailVerified,
  ownsAnything,
  transferOwnership,
  upsertUser,
  type NewUser,
} from '../../db/users-repo';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
const emailTaken = () => new AppError(409, 'An account with this email already exists', 'email_taken');

/**
 * Removes a user row without deleting anyone's data: their rooms and agents move to `heirId`, their own
 * game sessions stay with a null user (ON DELETE SET NULL), invitations keep their history.
 */
export async function retireUser(targetId: string, heirId: string | null, tx: Queryable): Promise<void> {
  if (heirId) await transferOwnership(targetId, heirId, tx);
  else if (await ownsAnything(targetId, tx))
    throw new AppError(409, 'No admin is left to take over the rooms and agents of this account', 'no_heir');
  await deleteUserRow(targetId, tx);
}

async function settleOrphan(orphan: StoredUser, identity: VerifiedIdentity, tx: PoolClient): Promise<void> {
  const locked = await lockUserById(orphan.id, tx);
  if (!locked || locked.firebase_uid !== orphan.firebase_uid) return; // settled by someone else meanwhile
  if (identity.emailVerified) {
    await tx.query('UPDATE users SET firebase_uid = $2, email_verified = true WHERE id = $1', [
      orphan.id,
      identity.uid,
    ]);
    return;
  }
  // An admin row is never retired on the word of an unverified signup.
  if (locked.role === 'admin') throw emailTaken();
  await retireUser(orphan.id, await findOldestAdmin(orphan.id, tx), tx);
}

/** The row of an identity: found, created, or (see above) taken over from an orphan with the same email. */
export async function rowForIdentity(
  identity: VerifiedIdentity,
  extra: Omit<NewUser, 'uid' | 'email' | 'email_verified'> = {},
): Promise<StoredUser> {
  const existing = await findUserByUid(identity.uid);
  if (existing && existing.email.toLowerCase() === identity.email.toLowerCase()) {
    if (identity.emailVerified && !existing.email_verified) {
      await markEmailVerified(existing.id);
      return { ...existing, email_verified: true };
    }
    return existing;
  }
  const row = { uid: identity.uid, email: identity.email, email_verified: identity.emailVerified, ...extra };
  try {
    return await upsertUser(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const holder = await findUserByEmail(identity.email);
  if (holder && holder.firebase_uid !== identity.uid) {
    if (await identityExists(holder.firebase_uid)) throw emailTaken();
    await inTransaction((tx) => settleOrphan(holder, identity, tx));
  }
  try {
    return await upsertUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * A signed-in caller whose token is verified but whose users row is not read yet: routes that
 * read the row in their own first statement (the play replay) take this instead of a StoredUser.
 */
export interface Caller {
  token: string;
  identity: VerifiedIdentity;
}

/**
 * The row as this identity's user when nothing has to be settled first, else null (no row, the row
 * has another email, or the token newly proves the mailbox): then userForToken settles it.
 */
export function userOfRow(identity: VerifiedIdentity, row: StoredUser | null): StoredUser | null {
  if (!row || row.email.toLowerCase() !== identity.email.toLowerCase()) return null;
  return identity.emailVerified && !row.email_verified ? null : row;
}

/**
 * The signed-in user of a bearer token. A first sighting creates the row, but only after Firebase
 * confirms the account still exists (a cached token of a just-deleted user must not resurrect it).
 */
export async function userForToken(token: string): Promise<StoredUser> {
  const identity = await span('token check', () => verifyIdToken(token));
  const row = await span('user lookup', () => findUserByUid(identity.uid));
  const known = userOfRow(identity, row);
  if (known) return known;
  if (row && row.email.toLowerCase() === identity.email.toLowerCase()) {
    await markEmailVerified(row.id);
    return { ...row, email_verified: true };
  }
  return rowForIdentity(await verifyIdToken(token, { fresh: true }));
}
