/**
 * The one fetch wrapper. Every call sends credentials and JSON, and the signed-in user's
 * Firebase ID token unless `auth: false`. The token is asked of the Firebase SDK for each
 * request (it refreshes it when needed) and never stored by the app: Firebase Auth's own
 * persistence is the only copy (Hardening item 11; platform-spec §8 spoke of a stored
 * token). Any 401 on an authenticated call sends the browser to /login.
 */
import { BEARER_PREFIX } from '@core';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
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

const withoutPrefix = (token: string): string =>
  token.startsWith(BEARER_PREFIX) ? token.slice(BEARER_PREFIX.length) : token;

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};
/** Lets the app route to /login without a full reload. */
export const setUnauthorizedHandler = (handler: UnauthorizedHandler): void => {
  onUnauthorized = handler;
};

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

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

/**
 * The transport under the two call paths: `callApi` (api-client.ts, answers checked with the
 * contract's zod schema) and size-bound-calls.ts (the few calls that may not load zod). Call
 * sites use those, never this.
 */
export async function apiRequest<T>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', body, auth = true, asUser, signal } = options;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const identity = auth ? await currentIdentity() : null;
  if (asUser !== undefined && identity?.uid !== asUser) throw new SignedInUserChanged();
  const token = identity?.token ? withoutPrefix(identity.token) : null;
  if (token) headers.Authorization = `${BEARER_PREFIX}${token}`;
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!response.ok) {
    if (response.status === 401 && auth && token) onUnauthorized();
    throw new ApiError(messageFrom(data, `Request failed (${response.status})`), response.status, data);
  }
  return { data: data as T, headers: response.headers, status: response.status };
}
