/**
 * Admin user management calls (platform-spec §2, §6, §7, §8): list users with their
 * counts, promote, demote, grant or revoke the creator role, and delete. Failures carry the server's message when it
 * sent one, else the catalogue text.
 */
import { pagingOf, useRemoteList, type Paging } from '../http/useRemoteList';
import { pageFields, pageQuery, type Page } from '../http/paging';
import { useCallback } from 'react';
import { usersApi, type Role, type User, type UserWithCounts } from '@core';
import { ADMIN_MESSAGES } from '@core/content/messages';
import { ApiError, messageFrom } from '../http/api';
import { callApi } from '../http/api-client';

const serverMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? messageFrom(error.body, fallback) : fallback;

/** One page of users, newest first. */
export async function listUsers(cursor: string | null = null): Promise<Page<UserWithCounts>> {
  try {
    const body = await callApi(usersApi.list, { query: pageQuery(cursor) });
    return { items: body.users, ...pageFields(body) };
  } catch (error) {
    throw new Error(serverMessage(error, ADMIN_MESSAGES.fetchUsersFailed));
  }
}

export interface RoleChange {
  message: string;
  /** The user as changed (without the counts: the list merges it into the row it has). */
  user: User | null;
}

async function changeRole(
  route: typeof usersApi.promote | typeof usersApi.demote,
  id: string,
  fallback: string,
): Promise<RoleChange> {
  try {
    const body = await callApi(route, { params: { id } });
    return { message: body.message, user: body.user };
  } catch (error) {
    throw new Error(serverMessage(error, fallback));
  }
}

export const promoteUser = (id: string): Promise<RoleChange> =>
  changeRole(usersApi.promote, id, ADMIN_MESSAGES.promoteFailed);
export const demoteUser = (id: string): Promise<RoleChange> =>
  changeRole(usersApi.demote, id, ADMIN_MESSAGES.demoteFailed);

/** Grants a role (user, creator or admin): the creator role is granted and revoked this way. */
export async function setUserRole(id: string, role: Role): Promise<RoleChange> {
  try {
    const body = await callApi(usersApi.setRole, { params: { id }, body: { role } });
    return { message: body.message, user: body.user };
  } catch (error) {
    throw new Error(serverMessage(error, ADMIN_MESSAGES.roleChangeFailed));
  }
}

export async function deleteUser(id: string): Promise<string> {
  try {
    return (await callApi(usersApi.remove, { params: { id } })).message;
  } catch (error) {
    throw new Error(serverMessage(error, ADMIN_MESSAGES.deleteFailed));
  }
}

export interface UsersState {
  users: UserWithCounts[];
  loading: boolean;
  /** The last list failure ("Failed to fetch users" or the server's message). */
  error: string | null;
  reload: () => void;
  paging: Paging;
  promote: (id: string) => Promise<string>;
  demote: (id: string) => Promise<string>;
  setRole: (id: string, role: Role) => Promise<string>;
  remove: (id: string) => Promise<string>;
}

export function useUsers(): UsersState {
  const list = useRemoteList(listUsers);
  const { items: users, setItems: setUsers, loading, error, reload } = list;

  const applyRole = useCallback(
    async (id: string, change: (id: string) => Promise<RoleChange>) => {
      const { message, user } = await change(id);
      if (user) setUsers((list) => list.map((u) => (u.id === id ? { ...u, ...user } : u)));
      else reload();
      return message;
    },
    [reload, setUsers],
  );

  const promote = useCallback((id: string) => applyRole(id, promoteUser), [applyRole]);
  const demote = useCallback((id: string) => applyRole(id, demoteUser), [applyRole]);
  const setRole = useCallback(
    (id: string, role: Role) => applyRole(id, (target) => setUserRole(target, role)),
    [applyRole],
  );
  const remove = useCallback(
    async (id: string) => {
      const message = await deleteUser(id);
      setUsers((list) => list.filter((u) => u.id !== id));
      return message;
    },
    [setUsers],
  );

  return { users, loading, error, reload, paging: pagingOf(list), promote, demote, setRole, remove };
}
