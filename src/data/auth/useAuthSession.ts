/**
 * The hooks AuthProvider (useAuth.tsx) is made of: the session as state, checked once against the
 * server and ended when the SDK or a 401 says so; the signed-in user's offline play data kept in
 * order; and the sign-in, sign-up and sign-out actions.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { User } from '@core';
import { setUnauthorizedHandler } from '../http/api';
import * as authApi from './auth';
import { isOnline } from '../http/useOnline';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

const LOGIN_PATH = '/login';
const playData = () => import('../play/offline/play-space');

/** The session (status, server user, Firebase uid), starting `loading` until the restored session is checked. */
export function useAuthSession() {
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<User | null>(null);
  const [uid, setUid] = useState<string | null>(null);
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

  return { status, user, uid, signedIn, signedOut };
}

/**
 * Any 401 on an authenticated call, on any page (public ones too): the session ends here and the
 * browser goes to /login with the page it came from, replacing the history entry (platform §8, rooms §8).
 */
export function useSignOutOnUnauthorized(signedOut: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;

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
}

/** The signed-in user's offline play data: the old shared database goes, and their queued actions go out when online. */
export function usePlayDataUpkeep(uid: string | null, online: boolean) {
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
}

/** Sign in, sign up and sign out; signing out syncs and closes the user's play data first. */
export function useAuthActions(signedIn: (user: User | null) => void, signedOut: () => void) {
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

  return { login, signup, logout };
}
