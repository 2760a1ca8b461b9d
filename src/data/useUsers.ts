/**
 * Admin user management calls (platform-spec §2, §6, §7, §8): list users with their
 * counts, promote, demote and delete. Failures carry the server's message when it
 * sent one, else the catalogue text.
 */
import { pagingOf, useRemoteList, type Paging } from './useRemoteList';
import { pageFields, pagePath, type Page } from './paging';
import { useCallback } from 'react';
import type { UserWithCounts } from '@core';
import { PLATFORM_ROUTES } from '@core/invitations';
import { ADMIN_MESSAGES } from '@core/messages';
import { ApiError, apiFetch, messageFrom } from './api';

const serverMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? messageFrom(error.body, fallback) : fallback;

const userRoutes = {
  list: PLATFORM_ROUTES.users,
  promote: PLATFORM_ROUTES.promote,
  demote: PLATFORM_ROUTES.demote,
  remove: PLATFORM_ROUTES.user,
} as const;

/** One page of users, newest first. */
export async function listUsers(cursor: string | null = null): Promise<Page<UserWithCounts>> {
  let body: { status?: string; users?: UserWithCounts[] };
  try {
    body = await apiFetch(pagePath(userRoutes.list, cursor));
  } catch (error) {
    throw new Error(serverMessage(error, ADMIN_MESSAGES.fetchUsersFailed));
  }
  if (body?.status !== 'success' || !Array.isArray(body.users)) throw new Error(ADMIN_MESSAGES.fetchUsersFailed);
  return { items: body.users, ...pageFields(body) };
}

export interface RoleChange {
  message: string;
  user: UserWithCounts | null;
}

async function changeRole(path: string, fallback: string): Promise<RoleChange> {
  let body: { status?: string; message?: string; user?: UserWithCounts };
  try {
    body = await apiFetch(path, { method: 'POST' });
  } catch (error) {
    throw new Error(serverMessage(error, fallback));
  }
  if (body?.status !== 'success') throw new Error(messageFrom(body, fallback));
  return { message: body.message ?? '', user: body.user ?? null };
}

export const promoteUser = (id: string): Promise<RoleChange> =>
  changeRole(userRoutes.promote(id), ADMIN_MESSAGES.promoteFailed);
export const demoteUser = (id: string): Promise<RoleChange> =>
  changeRole(userRoutes.demote(id), ADMIN_MESSAGES.demoteFailed);

export async function deleteUser(id: string): Promise<string> {
  let body: { status?: string; message?: string };
  try {
    body = await apiFetch(userRoutes.remove(id), { method: 'DELETE' });
  } catch (error) {
    throw new Error(serverMessage(error, ADMIN_MESSAGES.deleteFailed));
  }
  if (body && body.status !== undefined && body.status !== 'success')
    throw new Error(messageFrom(body, ADMIN_MESSAGES.deleteFailed));
  return body?.message ?? '';
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
  const remove = useCallback(
    async (id: string) => {
      const message = await deleteUser(id);
      setUsers((list) => list.filter((u) => u.id !== id));
      return message;
    },
    [setUsers],
  );

  return { users, loading, error, reload, paging: pagingOf(list), promote, demote, remove };
}
