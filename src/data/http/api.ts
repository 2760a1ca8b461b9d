/**
 * What every API call shares: the error type, the signed-in identity the token comes from,
 * the handler of a refused token, and how a message is read from an answer. The request
 * itself is sent by transport.ts, which only the two call paths import (callApi in
 * api-client.ts, and size-bound-calls.ts).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    /** A 429's or 503's Retry-After header, in seconds, when it gave one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The message of an answer that does not match its contract (callApi and size-bound-calls.ts). */
export const UNEXPECTED_ANSWER = 'The server sent an answer this app does not understand. Please reload the page.';

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  auth?: boolean;
  /**
   * Send only while this Firebase user is the one signed in (queued offline actions are
   * never sent with another person's token); otherwise fail with SignedInUserChanged.
   */
  asUser?: string;
  signal?: AbortSignal;
}

/** The signed-in Firebase user and a current ID token. */
export interface Identity {
  uid: string;
  token: string;
}
export type IdentitySource = () => Promise<Identity | null>;

let identitySource: IdentitySource = async () => null;
/** auth.ts plugs the Firebase SDK in here; tests plug in a fake. */
export const setIdentitySource = (source: IdentitySource): void => {
  identitySource = source;
};
/** The signed-in user with a fresh ID token, or null when nobody is signed in. */
export const currentIdentity = (): Promise<Identity | null> => identitySource();

/** A request meant for one user while another one (or nobody) is signed in: nothing was sent. */
export class SignedInUserChanged extends Error {
  constructor() {
    super('The signed-in user changed; the request was not sent');
    this.name = 'SignedInUserChanged';
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};
/** Lets the app route to /login without a full reload. */
export const setUnauthorizedHandler = (handler: UnauthorizedHandler): void => {
  onUnauthorized = handler;
};
/** An authenticated call was refused with 401 (transport.ts): send the user to /login. */
export const notifyUnauthorized = (): void => onUnauthorized();

/** Picks the server's message: errors list, then message/error fields, then the fallback. */
export function messageFrom(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (Array.isArray(b.errors) && b.errors.length) return b.errors.join(', ');
    if (typeof b.message === 'string' && b.message) return b.message;
    if (typeof b.error === 'string' && b.error) return b.error;
    const status = b.status as Record<string, unknown> | undefined;
    if (status && typeof status.message === 'string' && status.message) return status.message;
  }
  return fallback;
}
