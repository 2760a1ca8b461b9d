/**
 * Authentication calls (platform-spec §4, §7, §8). Identity comes from the Firebase
 * web SDK; the API knows the user from the bearer ID token, which is asked of the SDK
 * for every request (it refreshes it) and never copied into storage: Firebase Auth's
 * own persistence (IndexedDB) is the only session, so nothing outlives sign-out.
 * The last known user profile (not a credential) is kept so the app opens offline.
 *
 * The SDK is a chunk of its own, loaded only when a sign-in is needed or a session may exist:
 * the last known user is kept exactly while the SDK holds a session, so without it nobody
 * is signed in and a visitor's pages never fetch Firebase.
 */
import type { Auth } from 'firebase/auth';
import { TOKEN_STORAGE_KEY, type AuthEnvelope, type User } from '@core';
import { newPasswordProblem } from '@core/contracts/password-rule';
import { AUTH_MESSAGES } from '@core/content/auth-messages';
import { ApiError, messageFrom, setIdentitySource } from '../http/api';
import { deleteSession, fetchCurrentUser, postSignup } from '../http/size-bound-calls';

const USER_CACHE_KEY = 'auth_user';

interface FirebaseAuth {
  auth: Auth;
  sdk: typeof import('firebase/auth');
}
let firebase: FirebaseAuth | null = null;
let loading: Promise<FirebaseAuth> | null = null;
const signOutWatchers = new Set<() => void>();

/** The SDK, initialised on first use; sign-out watchers are attached to it then. */
function firebaseAuth(): Promise<FirebaseAuth> {
  loading ??= Promise.all([import('./firebase'), import('firebase/auth')]).then(
    ([{ auth }, sdk]) => {
      firebase = { auth, sdk };
      sdk.onIdTokenChanged(auth, (firebaseUser) => {
        if (!firebaseUser) for (const watcher of signOutWatchers) watcher();
      });
      return firebase;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether the SDK may hold a session: it is loaded already, or a user is remembered. */
const mayHaveSession = (): boolean => firebase !== null || cachedUser() !== null;

setIdentitySource(async () => {
  if (!mayHaveSession()) return null;
  const { auth } = await firebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  return user ? { uid: user.uid, token: await user.getIdToken() } : null;
});

// A remembered user: the SDK's chunk starts loading with the app's first render rather than after
// it, so the session (and a play screen's package) is known sooner (issue 13).
if (mayHaveSession()) void firebaseAuth().catch(() => undefined);

/** The Firebase uid of the signed-in user (restored offline from the SDK's persistence). */
export const signedInUid = (): string | null => firebase?.auth.currentUser?.uid ?? null;

/** Earlier versions kept a copy of the bearer token in localStorage: it is removed on start. */
export function dropLegacyToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage blocked: there is nothing to remove.
  }
}

/** Result of checking the SDK's session against GET /current_user. */
export type CurrentUserResult =
  | { kind: 'user'; user: User }
  | { kind: 'unauthorized' }
  /** Nobody is signed in with the SDK. */
  | { kind: 'no-token' }
  /** Server or network failure: the session is kept, the user is the last known one. */
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

async function endSdkSession(): Promise<void> {
  if (!firebase) return;
  await firebase.sdk.signOut(firebase.auth).catch(() => undefined);
}

export async function checkCurrentUser(): Promise<CurrentUserResult> {
  dropLegacyToken();
  if (!mayHaveSession()) return { kind: 'no-token' };
  let auth: Auth;
  try {
    ({ auth } = await firebaseAuth());
  } catch {
    // The SDK's chunk could not be fetched (offline before the worker cached it): keep the session.
    return { kind: 'unavailable', cachedUser: cachedUser() };
  }
  await auth.authStateReady().catch(() => undefined);
  if (!auth.currentUser) {
    rememberUser(null);
    return { kind: 'no-token' };
  }
  try {
    const data = await fetchCurrentUser();
    const user = data?.status?.code === 200 ? data.status.data?.user : undefined;
    if (user) {
      rememberUser(user);
      return { kind: 'user', user };
    }
    return { kind: 'unavailable', cachedUser: cachedUser() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      await endSdkSession();
      rememberUser(null);
      return { kind: 'unauthorized' };
    }
    // Offline (the SDK could not refresh the token, or fetch failed) or a server error.
    return { kind: 'unavailable', cachedUser: cachedUser() };
  }
}

/** GET /current_user after a sign-in; anything but status.code 200 is a failure. */
async function currentUserOrThrow(fallback: string): Promise<User> {
  let envelope: AuthEnvelope;
  try {
    envelope = await fetchCurrentUser();
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
    const { auth, sdk } = await firebaseAuth();
    const credential = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
    token = await credential.user.getIdToken();
  } catch (error) {
    throw new Error(friendlyAuthError(error, AUTH_MESSAGES.loginFailed));
  }
  try {
    if (!token) throw new Error(AUTH_MESSAGES.noTokenReceived);
    return await currentUserOrThrow(AUTH_MESSAGES.loginFailed);
  } catch (error) {
    await endSdkSession();
    throw error;
  }
}

/** Creates the account through the API (no token is kept from it), then signs in with the SDK. */
export async function signup(email: string, password: string, passwordConfirmation: string): Promise<User> {
  // The server's password rule and messages, so a short password is refused before any call.
  const problem = newPasswordProblem(password, passwordConfirmation);
  if (problem) throw new Error(problem);
  let data: AuthEnvelope;
  try {
    data = await postSignup({ email: email.trim(), password, password_confirmation: passwordConfirmation });
  } catch (error) {
    throw new Error(
      error instanceof ApiError ? messageFrom(error.body, AUTH_MESSAGES.signupFailed) : AUTH_MESSAGES.signupFailed,
    );
  }
  if (data?.status?.code !== 200) throw new Error(messageFrom(data, AUTH_MESSAGES.signupFailed));
  try {
    const { auth, sdk } = await firebaseAuth();
    const credential = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
    if (!(await credential.user.getIdToken())) throw new Error(AUTH_MESSAGES.noTokenReceived);
  } catch (error) {
    // The account exists; only the sign-in failed (for example the network dropped).
    await endSdkSession();
    throw new Error(`${AUTH_MESSAGES.accountCreatedSignInFailed} ${friendlyAuthError(error, '')}`.trim());
  }
  const user = data.status.data?.user ?? (await currentUserOrThrow(AUTH_MESSAGES.signupFailed));
  rememberUser(user);
  return user;
}

/** Calls the server, then ends the SDK session and forgets the user whatever the result. */
export async function logout(): Promise<void> {
  try {
    await deleteSession();
  } catch {
    // The result is ignored (platform-spec §4).
  }
  await endSdkSession();
  dropLegacyToken();
  rememberUser(null);
}

/** Calls back when the SDK's session ends by itself (for example a revoked refresh token). */
export function watchSignOut(onSignedOut: () => void): () => void {
  signOutWatchers.add(onSignedOut);
  return () => signOutWatchers.delete(onSignedOut);
}

/** After a 401: ends the SDK session here only (the server already refused it) and forgets the user. */
export async function endSessionLocally(): Promise<void> {
  await endSdkSession();
  dropLegacyToken();
  rememberUser(null);
}
