/**
 * Authentication calls (platform-spec §4, §7, §8). Identity comes from the Firebase
 * web SDK; the API knows the user from the bearer ID token, kept in local storage
 * under `token` and refreshed by the SDK.
 */
import { onIdTokenChanged, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { AUTH_ROUTES, type AuthEnvelope, type User } from '@core';
import { AUTH_MESSAGES } from '@core/messages';
import { ApiError, apiRequest, clearToken, getToken, messageFrom, setToken } from './api';
import { auth } from './firebase';

const USER_CACHE_KEY = 'auth_user';

/** Result of checking the stored token against GET /current_user. */
export type CurrentUserResult =
  | { kind: 'user'; user: User }
  | { kind: 'unauthorized' }
  | { kind: 'no-token' }
  /** Server or network failure: the token is kept, the user stays unknown. */
  | { kind: 'unavailable'; cachedUser: User | null };

export function cachedUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_CACHE_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

function rememberUser(user: User | null): void {
  if (user) localStorage.setItem(USER_CACHE_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_CACHE_KEY);
}

/** Firebase Auth error codes mapped to messages a person can act on. */
export function friendlyAuthError(error: unknown, fallback: string = AUTH_MESSAGES.loginFailed): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
      return AUTH_MESSAGES.invalidCredentials;
    case 'auth/invalid-email':
      return AUTH_MESSAGES.invalidEmail;
    case 'auth/missing-password':
      return AUTH_MESSAGES.passwordRequired;
    case 'auth/too-many-requests':
      return AUTH_MESSAGES.tooManyAttempts;
    case 'auth/network-request-failed':
      return AUTH_MESSAGES.networkError;
    case 'auth/user-disabled':
      return AUTH_MESSAGES.accountDisabled;
    case 'auth/email-already-in-use':
      return AUTH_MESSAGES.emailInUse;
    default:
      if (error instanceof ApiError) return messageFrom(error.body, fallback);
      return fallback;
  }
}

/**
 * Before trusting a stored token, let the SDK restore its session and hand out a
 * fresh ID token (stored tokens expire after an hour).
 */
async function refreshStoredToken(): Promise<void> {
  try {
    await auth.authStateReady();
    const token = await auth.currentUser?.getIdToken();
    if (token) setToken(token);
  } catch {
    // Offline or the emulator is down: keep the stored token as it is.
  }
}

export async function checkCurrentUser(): Promise<CurrentUserResult> {
  if (!getToken()) return { kind: 'no-token' };
  await refreshStoredToken();
  try {
    const { data } = await apiRequest<AuthEnvelope>(AUTH_ROUTES.currentUser);
    const user = data?.status?.code === 200 ? data.status.data?.user : undefined;
    if (user) {
      rememberUser(user);
      return { kind: 'user', user };
    }
    return { kind: 'unavailable', cachedUser: cachedUser() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearToken();
      rememberUser(null);
      return { kind: 'unauthorized' };
    }
    return { kind: 'unavailable', cachedUser: cachedUser() };
  }
}

/** GET /current_user after a sign-in; anything but status.code 200 is a failure. */
async function currentUserOrThrow(fallback: string): Promise<User> {
  let envelope: AuthEnvelope;
  try {
    envelope = (await apiRequest<AuthEnvelope>(AUTH_ROUTES.currentUser)).data;
  } catch (error) {
    throw new Error(error instanceof ApiError ? messageFrom(error.body, fallback) : fallback);
  }
  const user = envelope?.status?.code === 200 ? envelope.status.data?.user : undefined;
  if (!user) throw new Error(messageFrom(envelope, fallback));
  rememberUser(user);
  return user;
}

export async function login(email: string, password: string): Promise<User> {
  let token: string;
  try {
    const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
    token = await credential.user.getIdToken();
  } catch (error) {
    throw new Error(friendlyAuthError(error, AUTH_MESSAGES.loginFailed));
  }
  if (!token) throw new Error(AUTH_MESSAGES.noTokenReceived);
  setToken(token);
  try {
    return await currentUserOrThrow(AUTH_MESSAGES.loginFailed);
  } catch (error) {
    clearToken();
    await signOut(auth).catch(() => undefined);
    throw error;
  }
}

export async function signup(email: string, password: string, passwordConfirmation: string): Promise<User> {
  if (password !== passwordConfirmation) throw new Error(AUTH_MESSAGES.passwordsDoNotMatch);
  let response: Awaited<ReturnType<typeof apiRequest<AuthEnvelope>>>;
  try {
    response = await apiRequest<AuthEnvelope>(AUTH_ROUTES.signup, {
      method: 'POST',
      auth: false,
      body: { user: { email: email.trim(), password, password_confirmation: passwordConfirmation } },
    });
  } catch (error) {
    throw new Error(
      error instanceof ApiError ? messageFrom(error.body, AUTH_MESSAGES.signupFailed) : AUTH_MESSAGES.signupFailed,
    );
  }
  const { data, headers } = response;
  if (data?.status?.code !== 200) throw new Error(messageFrom(data, AUTH_MESSAGES.signupFailed));
  const token = headers.get('Authorization');
  if (!token) throw new Error(AUTH_MESSAGES.noTokenReceived);
  setToken(token);
  // Sign in with the SDK too, so the ID token keeps being refreshed.
  try {
    const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
    setToken(await credential.user.getIdToken());
  } catch {
    // The server token still works for its hour; the next login restores refresh.
  }
  const user = data.status.data?.user ?? (await currentUserOrThrow(AUTH_MESSAGES.signupFailed));
  rememberUser(user);
  return user;
}

/** Calls the server, then clears everything whatever the result. */
export async function logout(): Promise<void> {
  try {
    await apiRequest(AUTH_ROUTES.logout, { method: 'DELETE' });
  } catch {
    // The result is ignored (platform-spec §4).
  }
  await signOut(auth).catch(() => undefined);
  clearToken();
  rememberUser(null);
}

/** Keeps the stored token equal to the SDK's current ID token. Returns the unsubscribe. */
export function watchIdToken(): () => void {
  return onIdTokenChanged(auth, (firebaseUser) => {
    if (!firebaseUser) return;
    firebaseUser
      .getIdToken()
      .then((token) => {
        if (token && getToken()) setToken(token);
      })
      .catch(() => undefined);
  });
}

export function forgetCachedUser(): void {
  rememberUser(null);
}
