/**
 * The signed-in user's profile (platform-spec §4): fetched once authentication has
 * finished loading and the user is authenticated, cleared when not.
 */
import { useCallback, useEffect, useState } from 'react';
import { canCreate, usersApi, type User } from '@core';
import { callApi } from '../http/api-client';
import { useAuth } from './useAuth';

export async function fetchProfile(): Promise<User> {
  try {
    return (await callApi(usersApi.profile)).user;
  } catch {
    throw new Error('Failed to load profile');
  }
}

export const isAdmin = (user: Pick<User, 'admin'> | null | undefined): boolean => user?.admin === true;
export const isRegularUser = (user: Pick<User, 'role'> | null | undefined): boolean => user?.role === 'user';
/** Creators and admins build rooms (the Create with Ermie tab, the scene editor); the server checks each room's owner. */
export const isCreator = (user: Pick<User, 'role'> | null | undefined): boolean =>
  Boolean(user && canCreate(user.role));

export interface ProfileState {
  profile: User | null;
  loading: boolean;
  error: string | null;
  isAdmin: boolean;
  /** A creator or an admin. */
  isCreator: boolean;
  reload: () => void;
}

export function useProfile(): ProfileState {
  const { loading: authLoading, isAuthenticated, user } = useAuth();
  const [profile, setProfile] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (authLoading) return;
    if (!isAuthenticated) {
      setProfile(null);
      setLoading(false);
      return;
    }
    let cancelled = false;
    setLoading(true);
    fetchProfile()
      .then((fetched) => {
        if (cancelled) return;
        setProfile(fetched);
        setError(null);
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        setError(e instanceof Error ? e.message : 'Failed to load profile');
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [authLoading, isAuthenticated, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // Offline the auth user (possibly cached) stands in for the profile.
  const effective = profile ?? (isAuthenticated ? user : null);
  return {
    profile: effective,
    loading: authLoading || loading,
    error,
    isAdmin: isAdmin(effective),
    isCreator: isCreator(effective),
    reload,
  };
}
