/**
 * The one fetch wrapper under the two call paths. Every request sends credentials and JSON,
 * and the signed-in user's Firebase ID token unless `auth: false`. The token is asked of the
 * Firebase SDK for each request (it refreshes it when needed) and never stored by the app:
 * Firebase Auth's own persistence is the only copy (Hardening item 11). Any 401 on an
 * authenticated call sends the browser to /login. Only api-client.ts and size-bound-calls.ts
 * import this module (.dependency-cruiser.cjs: only-call-paths-send-requests).
 */
import { BEARER_PREFIX } from '@core';
import {
  ApiError,
  currentIdentity,
  messageFrom,
  notifyUnauthorized,
  SignedInUserChanged,
  type ApiOptions,
} from './api';

const withoutPrefix = (token: string): string =>
  token.startsWith(BEARER_PREFIX) ? token.slice(BEARER_PREFIX.length) : token;

/** Retry-After in seconds (the API sends whole seconds; an HTTP date is read as the time until it). */
export function retryAfterOf(headers: Headers, now = Date.now()): number | undefined {
  const raw = headers.get('retry-after')?.trim();
  if (!raw) return undefined;
  if (/^\d+$/.test(raw)) return Number(raw);
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

/** Sends one request; call sites use callApi or size-bound-calls.ts, never this. */
export async function sendRequest<T>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
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
    if (response.status === 401 && auth && token) notifyUnauthorized();
    const message = messageFrom(data, `Request failed (${response.status})`);
    throw new ApiError(message, response.status, data, retryAfterOf(response.headers));
  }
  return { data: data as T, headers: response.headers, status: response.status };
}
