/**
 * User Management's actions on a user: promote, demote, grant or revoke the creator role, delete (after its
 * confirmation); each ends in a notice or an error.
 */
import { useState } from 'react';
import type { UserWithCounts } from '@core';
import type { useUsers } from '../../../data/admin/useUsers';
import type { UserAction } from './UserRow';

type Users = ReturnType<typeof useUsers>;

export function useUserActions({
  promote,
  demote,
  setRole,
  remove,
}: Pick<Users, 'promote' | 'demote' | 'setRole' | 'remove'>) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<UserWithCounts | null>(null);

  const run = async (user: UserWithCounts, action: UserAction) => {
    setBusyId(user.id);
    setActionError(null);
    try {
      const message = await callFor(action)(user.id);
      setNotice(message || defaultNotice(action, user.email));
    } catch (e) {
      setActionError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusyId(null);
    }
  };

  const callFor = (action: UserAction): ((id: string) => Promise<string>) => {
    if (action === 'promote') return promote;
    if (action === 'demote') return demote;
    if (action === 'make-creator') return (id) => setRole(id, 'creator');
    if (action === 'revoke-creator') return (id) => setRole(id, 'user');
    return remove;
  };

  /** Role changes run at once; delete asks first. */
  const onAction = (user: UserWithCounts, action: UserAction) => {
    if (action === 'delete') setToDelete(user);
    else void run(user, action);
  };

  return { busyId, actionError, notice, setNotice, toDelete, setToDelete, run, onAction };
}

function defaultNotice(action: UserAction, email: string): string {
  if (action === 'promote') return `${email} is now an admin`;
  if (action === 'demote' || action === 'revoke-creator') return `${email} is now a user`;
  if (action === 'make-creator') return `${email} is now a creator`;
  return `${email} was deleted`;
}
