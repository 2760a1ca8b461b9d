/**
 * AuthProvider and useAuth (platform-spec §4). The state starts `loading`; a stored
 * token is checked against the server. A network failure keeps the token (and the
 * last known user), so an installed app still opens offline.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { User } from '@core';
import { getToken, setUnauthorizedHandler } from './api';
import * as authApi from './auth';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  loading: boolean;
  isAuthenticated: boolean;
  /** The server's user; null while unknown (loading, signed out, or offline with no cache). */
  user: User | null;
  login: (email: string, password: string) => Promise<User>;
  signup: (email: string, password: string, passwordConfirmation: string) => Promise<User>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Routes a visitor may see without a session; a 401 there does not bounce to /login. */
export const PUBLIC_PATHS = ['/', '/early-access', '/login', '/signup'];
export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_PATHS.includes(pathname) || pathname.startsWith('/invitation/');

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<User | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;

  useEffect(() => {
    let cancelled = false;
    authApi.checkCurrentUser().then((result) => {
      if (cancelled) return;
      if (result.kind === 'user') {
        setUser(result.user);
        setStatus('authenticated');
      } else if (result.kind === 'unavailable') {
        setUser(result.cachedUser);
        setStatus('authenticated');
      } else {
        setUser(null);
        setStatus('unauthenticated');
      }
    });
    const unsubscribe = authApi.watchIdToken();
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      authApi.forgetCachedUser();
      setUser(null);
      setStatus('unauthenticated');
      const from = locationRef.current;
      if (!isPublicPath(from.pathname)) navigate('/login', { replace: true, state: { from } });
    });
  }, [navigate]);

  const login = useCallback(async (email: string, password: string) => {
    const signedIn = await authApi.login(email, password);
    setUser(signedIn);
    setStatus('authenticated');
    return signedIn;
  }, []);

  const signup = useCallback(async (email: string, password: string, passwordConfirmation: string) => {
    const created = await authApi.signup(email, password, passwordConfirmation);
    setUser(created);
    setStatus('authenticated');
    return created;
  }, []);

  const logout = useCallback(async () => {
    await authApi.logout();
    setUser(null);
    setStatus('unauthenticated');
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      loading: status === 'loading',
      isAuthenticated: status === 'authenticated' && getToken() !== null,
      user,
      login,
      signup,
      logout,
    }),
    [status, user, login, signup, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
