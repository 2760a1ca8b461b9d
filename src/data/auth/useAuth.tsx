/**
 * AuthProvider and useAuth (platform-spec §4). The state starts `loading`; the Firebase
 * SDK's restored session is checked against the server. A network failure keeps the
 * session (and the last known user), so an installed app still opens offline.
 * `uid` (the Firebase user id) names whose offline play data is in use: signing out
 * syncs that user's queued actions first (when online) and then closes their data. The offline
 * play data layer (Dexie) is loaded only once someone is signed in.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { User } from '@core';
import { setUnauthorizedHandler } from '../http/api';
import * as authApi from './auth';
import { isOnline, useOnline } from '../http/useOnline';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

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
const LOGIN_PATH = '/login';
const playData = () => import('../play/offline/play-space');
export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_PATHS.includes(pathname) || pathname.startsWith('/invitation/');

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<User | null>(null);
  const [uid, setUid] = useState<string | null>(null);
  const online = useOnline();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const statusRef = useRef(status);
  statusRef.current = status;

  const signedIn = useCallback((next: User | null) => {
    const id = authApi.signedInUid();
    setUser(next);
    setUid(id);
    setStatus(id ? 'authenticated' : 'unauthenticated');
  }, []);

  const signedOut = useCallback(() => {
    setUser(null);
    setUid(null);
    setStatus('unauthenticated');
  }, []);

  useEffect(() => {
    let cancelled = false;
    authApi.checkCurrentUser().then((result) => {
      if (cancelled) return;
      // The session decides the first screen, which is then drawn as a transition: React renders it
      // in slices, yielding to the browser between them, not in one long task (issue 13).
      startTransition(() => {
        if (result.kind === 'user') signedIn(result.user);
        else if (result.kind === 'unavailable') signedIn(result.cachedUser);
        else signedOut();
      });
    });
    // The SDK can end the session by itself (for example a revoked refresh token).
    const unsubscribe = authApi.watchSignOut(() => {
      if (statusRef.current === 'authenticated') signedOut();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [signedIn, signedOut]);

  // Any 401 on an authenticated call, on any page (public ones too): the session ends here and the
  // browser goes to /login with the page it came from, replacing the history entry (platform §8, rooms §8).
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const owner = authApi.signedInUid();
      signedOut();
      void authApi.endSessionLocally().catch(() => undefined);
      if (owner)
        void playData()
          .then((data) => data.leavePlaySpace(owner, false))
          .catch(() => undefined);
      const from = locationRef.current;
      if (from.pathname !== LOGIN_PATH && window.location.pathname !== LOGIN_PATH)
        navigate(LOGIN_PATH, { replace: true, state: { from } });
    });
  }, [navigate, signedOut]);

  // Someone is signed in: the database every user once shared (whose owner is unknown) goes.
  useEffect(() => {
    if (uid) void playData().then((data) => data.removeSharedPlayData());
  }, [uid]);

  // Signed in and online: actions this user queued earlier (perhaps before signing out) go out now.
  useEffect(() => {
    if (uid && online)
      void playData()
        .then((data) => data.flushEveryRoom(data.playSpace(uid), data.SIGN_OUT_SYNC_MS))
        .catch(() => undefined);
  }, [uid, online]);

  const login = useCallback(
    async (email: string, password: string) => {
      const account = await authApi.login(email, password);
      signedIn(account);
      return account;
    },
    [signedIn],
  );

  const signup = useCallback(
    async (email: string, password: string, passwordConfirmation: string) => {
      const created = await authApi.signup(email, password, passwordConfirmation);
      signedIn(created);
      return created;
    },
    [signedIn],
  );

  const logout = useCallback(async () => {
    const owner = authApi.signedInUid();
    if (owner) await (await playData()).leavePlaySpace(owner, isOnline());
    await authApi.logout();
    signedOut();
  }, [signedOut]);

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
