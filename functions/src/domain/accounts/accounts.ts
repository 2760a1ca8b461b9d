/** Sign-in, sign-up and the user lifecycle (platform-spec §4, §6). */
import type { Role } from '@core';
import { AppError, badRequest, notFound } from '../../model/app-error';
import {
  createIdentity,
  deleteIdentity,
  findIdentityByEmail,
  setIdentityDisabled,
  signInWithPassword,
  verifyIdToken,
} from './identity';
import { retireUser, rowForIdentity } from './user-rows';
import { inTransaction } from '../../db/pool';
import type { StoredUser } from '../../model/stored-user';
import {
  countAdmins,
  deleteUserRowByUid,
  findUserById,
  findUserByUid,
  lockAdmins,
  lockUserById,
  setUserRole,
} from '../../db/users-repo';
import { errorFields, log } from '../../structured-log';

const logFailure = (what: string) => (error: unknown) => log.error(`account: ${what} failed`, errorFields(error));

export async function login(email: string, password: string): Promise<{ token: string; user: StoredUser }> {
  const { idToken } = await signInWithPassword(email, password);
  const user = await rowForIdentity(await verifyIdToken(idToken, { fresh: true }));
  return { token: idToken, user };
}

/**
 * A disabled Firebase account with no row is what a user delete leaves when its last step (deleting the
 * account) failed; it can never sign in, so a new signup or invitation with that email removes it.
 */
export async function removeLeftoverIdentity(email: string): Promise<boolean> {
  const leftover = await findIdentityByEmail(email);
  if (!leftover?.disabled || (await findUserByUid(leftover.uid))) return false;
  await deleteIdentity(leftover.uid);
  return true;
}

/**
 * Creates the Firebase account, then signs in (which creates the row). If anything after the account
 * exists fails, both the account and any row made for it are removed, so no orphan is left behind.
 */
export async function signup(email: string, password: string): Promise<{ token: string; user: StoredUser }> {
  let uid: string;
  try {
    uid = await createIdentity(email, password);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'email_taken') || !(await removeLeftoverIdentity(email)))
      throw error;
    uid = await createIdentity(email, password);
  }
  try {
    return await login(email, password);
  } catch (error) {
    await deleteUserRowByUid(uid).catch(logFailure('removing the new row'));
    await deleteIdentity(uid).catch(logFailure('removing the new Firebase account'));
    throw error;
  }
}

const lastAdmin = (what: string) => new AppError(409, `The last admin cannot be ${what}`, 'last_admin');

/**
 * Grants a role (user, creator or admin). The last admin can never be demoted, and nobody changes their own
 * role. Every admin row is locked first (row locks, in id order), so two admins demoting each other cannot
 * both succeed. The change counts from the target's next request (the role is read on each one).
 */
export async function changeRole(actor: StoredUser, targetId: string, role: Role): Promise<StoredUser> {
  if (actor.id === targetId)
    throw badRequest(role === 'admin' ? 'You are already an admin' : 'You cannot demote yourself');
  return inTransaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = await lockUserById(targetId, tx);
    if (!target) throw notFound('User not found');
    if (target.role === role) return target;
    if (target.role === 'admin' && admins.length <= 1) throw lastAdmin('demoted');
    const updated = await setUserRole(targetId, role, tx);
    if (!updated) throw notFound('User not found');
    return updated;
  });
}

const IDENTITY_FAILED_MESSAGE = 'The sign-in account could not be deleted, so nothing was deleted. Please try again.';

/**
 * Deletes a user without deleting other people's data: their rooms and agents move to the deleting
 * admin (players' sessions in those rooms stay), their own play history stays as a former member.
 *
 * No outside call runs inside the transaction. The order makes every failure consistent or retryable:
 * 1. checks (exists, last admin) — nothing changed yet;
 * 2. the Firebase account is disabled and signed out: reversible, and if it fails nothing changed (502);
 * 3. the transaction re-checks under row locks, hands the data over and deletes the row; if it fails,
 *    the account is enabled again (compensation) and the admin may retry;
 * 4. the Firebase account is deleted. If that fails the row is already gone and the account stays
 *    disabled (it cannot sign in); a later signup or invitation of that email removes it
 *    (removeLeftoverIdentity), so nothing is left half-done for anyone.
 */
export async function deleteUser(actor: StoredUser, targetId: string): Promise<void> {
  if (actor.id === targetId) throw badRequest('You cannot delete your own account');
  const target = await findUserById(targetId);
  if (!target) throw notFound('User not found');
  if (target.role === 'admin' && (await countAdmins()) <= 1) throw lastAdmin('deleted');

  let disabled = false;
  try {
    await setIdentityDisabled(target.firebase_uid, true);
    disabled = true;
  } catch (error) {
    // An orphan row (its Firebase account already gone) can simply be deleted.
    if ((error as { code?: string }).code !== 'auth/user-not-found') {
      log.error('disabling the Firebase account failed', { uid: target.firebase_uid, ...errorFields(error) });
      throw new AppError(502, IDENTITY_FAILED_MESSAGE, 'identity_failed');
    }
  }

  try {
    await inTransaction(async (tx) => {
      const admins = await lockAdmins(tx);
      const locked = await lockUserById(targetId, tx);
      if (!locked) throw notFound('User not found');
      if (locked.role === 'admin' && admins.length <= 1) throw lastAdmin('deleted');
      if (!(await lockUserById(actor.id, tx))) throw new AppError(409, 'Your account no longer exists', 'conflict');
      await retireUser(targetId, actor.id, tx);
    });
  } catch (error) {
    if (disabled) await setIdentityDisabled(target.firebase_uid, false).catch(logFailure('re-enabling the account'));
    throw error;
  }

  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      await deleteIdentity(target.firebase_uid);
      return;
    } catch (error) {
      if (attempt === 3) logFailure('deleting the disabled Firebase account')(error);
    }
  }
}
