/**
 * Firebase Auth: the identity provider. firebase-admin verifies tokens and manages
 * accounts (the Auth emulator locally); password sign-in for POST /api/v1/login goes
 * through the Identity Toolkit REST API (the emulator's copy locally).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { config } from '../../config';
import { AppError, unauthorized } from '../../model/app-error';
import { MIN_PASSWORD_LENGTH } from '@core/constants';
import { AUTH_MESSAGES } from '@core/content/messages';

function adminAuth(): Auth {
  if (!getApps().length) initializeApp({ projectId: config().projectId });
  return getAuth();
}

export interface VerifiedIdentity {
  uid: string;
  email: string;
  /** The token's email_verified claim: the person proved they read this mailbox. */
  emailVerified: boolean;
}

/**
 * Verified tokens are remembered for a short while so that a burst of play actions does
 * not ask Firebase for the revocation status every time. Roles are never cached: they
 * are read from the database on every request. Logout forgets the token at once here;
 * other instances may accept a revoked token for at most VERIFIED_TOKEN_TTL_MS.
 */
const VERIFIED_TOKEN_TTL_MS = 30_000;
const verifiedTokens = new Map<string, { identity: VerifiedIdentity; until: number }>();

export function forgetVerifiedToken(token: string): void {
  verifiedTokens.delete(token);
}

/** `fresh` skips the cache: used before creating a user row, so a deleted account never comes back. */
export async function verifyIdToken(token: string, options: { fresh?: boolean } = {}): Promise<VerifiedIdentity> {
  const now = Date.now();
  const cached = verifiedTokens.get(token);
  if (cached && cached.until > now && !options.fresh) return cached.identity;
  try {
    const decoded = await adminAuth().verifyIdToken(token, true);
    if (!decoded.email) throw unauthorized('This account has no email address');
    const identity = { uid: decoded.uid, email: decoded.email, emailVerified: decoded.email_verified === true };
    if (verifiedTokens.size > 5000) verifiedTokens.clear();
    verifiedTokens.set(token, { identity, until: Math.min(now + VERIFIED_TOKEN_TTL_MS, decoded.exp * 1000) });
    return identity;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unauthorized('Your session has expired, please sign in again');
  }
}

function identityToolkitUrl(method: string): string {
  const { authEmulatorHost, firebaseWebApiKey } = config();
  const base = authEmulatorHost
    ? `http://${authEmulatorHost}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/accounts:${method}?key=${encodeURIComponent(firebaseWebApiKey)}`;
}

/** Signs in with email and password; returns the ID token and uid, or throws 401. */
export async function signInWithPassword(email: string, password: string): Promise<{ idToken: string; uid: string }> {
  let response: Response;
  try {
    response = await fetch(identityToolkitUrl('signInWithPassword'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
  } catch {
    throw new AppError(503, 'The sign-in service is unreachable, please try again', 'unavailable');
  }
  const body = (await response.json().catch(() => ({}))) as {
    idToken?: string;
    localId?: string;
    error?: { message?: string };
  };
  if (!response.ok || !body.idToken || !body.localId) {
    const reason = body.error?.message ?? '';
    if (reason.startsWith('TOO_MANY_ATTEMPTS'))
      throw new AppError(429, 'Too many attempts, please try again later', 'rate_limited');
    if (reason.startsWith('USER_DISABLED')) throw unauthorized('This account has been disabled');
    throw unauthorized('Invalid email or password');
  }
  return { idToken: body.idToken, uid: body.localId };
}

/**
 * Creates a Firebase account. `emailVerified` is true only where the mailbox was proved another way
 * (an invitation link, the seeded admin); a plain signup starts unverified.
 */
export async function createIdentity(
  email: string,
  password: string,
  options: { displayName?: string; emailVerified?: boolean } = {},
): Promise<string> {
  try {
    const record = await adminAuth().createUser({
      email,
      password,
      displayName: options.displayName,
      emailVerified: options.emailVerified ?? false,
    });
    return record.uid;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'auth/email-already-exists')
      throw new AppError(422, 'An account with this email already exists', 'email_taken');
    if (code === 'auth/invalid-password')
      throw new AppError(422, AUTH_MESSAGES.passwordTooShort(MIN_PASSWORD_LENGTH), 'weak_password');
    if (code === 'auth/invalid-email') throw new AppError(422, AUTH_MESSAGES.invalidEmail, 'invalid_email');
    throw error;
  }
}

export interface IdentityRecord {
  uid: string;
  emailVerified: boolean;
  disabled: boolean;
}

export async function findIdentityByEmail(email: string): Promise<IdentityRecord | null> {
  try {
    const record = await adminAuth().getUserByEmail(email);
    return { uid: record.uid, emailVerified: record.emailVerified, disabled: record.disabled };
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** Whether a Firebase account with this uid still exists. */
export async function identityExists(uid: string): Promise<boolean> {
  try {
    await adminAuth().getUser(uid);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

export async function revokeSessions(uid: string): Promise<void> {
  await adminAuth().revokeRefreshTokens(uid);
}

function forgetTokensOf(uid: string): void {
  // A deleted or disabled account's tokens must not be accepted from the cache.
  for (const [token, entry] of verifiedTokens) if (entry.identity.uid === uid) verifiedTokens.delete(token);
}

export async function deleteIdentity(uid: string): Promise<void> {
  try {
    await adminAuth().deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  forgetTokensOf(uid);
}

/** Disables (and signs out everywhere) or re-enables an account: the reversible first step of a delete. */
export async function setIdentityDisabled(uid: string, disabled: boolean): Promise<void> {
  await adminAuth().updateUser(uid, { disabled });
  if (disabled) {
    await adminAuth().revokeRefreshTokens(uid);
    forgetTokensOf(uid);
  }
}

export async function setIdentityPassword(uid: string, password: string): Promise<void> {
  await adminAuth().updateUser(uid, { password });
}

export async function setIdentityEmailVerified(uid: string): Promise<void> {
  await adminAuth().updateUser(uid, { emailVerified: true });
}
