/** User Management's actions on a user: promote, demote, delete (after its confirmation); each ends in a notice or an error. */
import { useState } from 'react';
import type { UserWithCounts } from '@core';
import type { useUsers } from '../../../data/admin/useUsers';
import type { UserAction } from './UserRow';

type Users = ReturnType<typeof useUsers>;

export function useUserActions({ promote, demote, remove }: Pick<Users, 'promote' | 'demote' | 'remove'>) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<UserWithCounts | null>(null);

  const run = async (user: UserWithCounts, action: UserAction) => {
    setBusyId(user.id);
    setActionError(null);
    try {
      const call = action === 'promote' ? promote : action === 'demote' ? demote : remove;
      const message = await call(user.id);
      setNotice(message || defaultNotice(action, user.email));
    } catch (e) {
      setActionError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusyId(null);
    }
  };

  /** Promote and demote run at once; delete asks first. */
  const onAction = (user: UserWithCounts, action: UserAction) => {
    if (action === 'delete') setToDelete(user);
    else void run(user, action);
  };

  return { busyId, actionError, notice, setNotice, toDelete, setToDelete, run, onAction };
}

function defaultNotice(action: UserAction, email: string): string {
  if (action === 'promote') return `${email} is now an admin`;
  if (action === 'demote') return `${email} is now a user`;
  return `${email} was deleted`;
}
