/**
 * AuthProvider and useAuth (platform-spec §4). The state starts `loading`; the Firebase
 * SDK's restored session is checked against the server. A network failure keeps the
 * session (and the last known user), so an installed app still opens offline.
 * `uid` (the Firebase user id) names whose offline play data is in use: signing out
 * syncs that user's queued actions first (when online) and then closes their data. The offline
 * play data layer (Dexie) is loaded only once someone is signed in. The provider is made of the
 * hooks in useAuthSession.ts.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { User } from '@core';
import { useOnline } from '../http/useOnline';
import {
  useAuthActions,
  useAuthSession,
  usePlayDataUpkeep,
  useSignOutOnUnauthorized,
  type AuthStatus,
} from './useAuthSession';

export type { AuthStatus } from './useAuthSession';

export interface AuthContextValue {
  status: AuthStatus;
  loading: boolean;
  isAuthenticated: boolean;
  /** The server's user; null while unknown (loading, signed out, or offline with no cache). */
  user: User | null;
  /** The signed-in Firebase user's id: the owner of the offline play data in use. */
  uid: string | null;
  login: (email: string, password: string) => Promise<User>;
  signup: (email: string, password: string, passwordConfirmation: string) => Promise<User>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Routes a visitor may see without a session: the login guard lets them through. */
export const PUBLIC_PATHS = ['/', '/early-access', '/login', '/signup'];
export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_PATHS.includes(pathname) || pathname.startsWith('/invitation/');

export function AuthProvider({ children }: { children: ReactNode }) {
  const { status, user, uid, signedIn, signedOut } = useAuthSession();
  const online = useOnline();
  useSignOutOnUnauthorized(signedOut);
  usePlayDataUpkeep(uid, online);
  const { login, signup, logout } = useAuthActions(signedIn, signedOut);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      loading: status === 'loading',
      isAuthenticated: status === 'authenticated',
      user,
      uid,
      login,
      signup,
      logout,
    }),
    [status, user, uid, login, signup, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
