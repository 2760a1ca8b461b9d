/** Sign-in, sign-up and the user lifecycle (platform-spec §4, §6). */
import type { Role } from '@core';
import { AppError, badRequest, notFound } from './app-error';
import { createIdentity, deleteIdentity, signInWithPassword, verifyIdToken } from './identity';
import { inTransaction } from '../db/pool';
import { countAdmins, deleteUserRow, findUserById, setUserRole, upsertUser, type StoredUser } from '../db/users-repo';

export async function login(email: string, password: string): Promise<{ token: string; user: StoredUser }> {
  const { idToken } = await signInWithPassword(email, password);
  const identity = await verifyIdToken(idToken);
  const user = await upsertUser({ uid: identity.uid, email: identity.email });
  return { token: idToken, user };
}

export async function signup(email: string, password: string): Promise<{ token: string; user: StoredUser }> {
  const uid = await createIdentity(email, password);
  try {
    await upsertUser({ uid, email });
    return await login(email, password);
  } catch (error) {
    await deleteIdentity(uid).catch(() => undefined);
    throw error;
  }
}

/** Promote or demote. The last admin can never be demoted, and nobody changes their own role. */
export async function changeRole(actor: StoredUser, targetId: string, role: Role): Promise<StoredUser> {
  if (actor.id === targetId)
    throw badRequest(role === 'admin' ? 'You are already an admin' : 'You cannot demote yourself');
  return inTransaction(async (tx) => {
    await tx.query('LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE');
    const target = await findUserById(targetId, tx);
    if (!target) throw notFound('User not found');
    if (target.role === role) return target;
    if (role === 'user' && (await countAdmins(tx)) <= 1)
      throw new AppError(409, 'The last admin cannot be demoted', 'last_admin');
    const updated = await setUserRole(targetId, role, tx);
    if (!updated) throw notFound('User not found');
    return updated;
  });
}

/**
 * Deletes a user with their agents, rooms, scenes, media and sessions (cascading foreign keys) and
 * their Firebase account. The database delete commits only if the Firebase account is gone too; if
 * the commit itself fails after the account was deleted, the row delete is retried outside the
 * transaction (it is idempotent), so neither side is left orphaned.
 */
export async function deleteUser(actor: StoredUser, targetId: string): Promise<void> {
  if (actor.id === targetId) throw badRequest('You cannot delete your own account');
  let identityDeleted = false;
  try {
    await inTransaction(async (tx) => {
      await tx.query('LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE');
      const target = await findUserById(targetId, tx);
      if (!target) throw notFound('User not found');
      if (target.role === 'admin' && (await countAdmins(tx)) <= 1)
        throw new AppError(409, 'The last admin cannot be deleted', 'last_admin');
      await deleteUserRow(targetId, tx);
      await deleteIdentity(target.firebase_uid).catch((error: unknown) => {
        console.error('[accounts] deleting the Firebase account failed', error);
        throw new AppError(
          502,
          'The sign-in account could not be deleted, so nothing was deleted. Please try again.',
          'identity_failed',
        );
      });
      identityDeleted = true;
    });
  } catch (error) {
    if (!identityDeleted) throw error;
    await deleteUserRow(targetId);
  }
}
