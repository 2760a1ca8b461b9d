/**
 * The one fetch wrapper. Every call sends credentials and JSON, and the stored bearer
 * token unless `auth: false`. Any 401 on an authenticated call removes the token and
 * sends the browser to /login (platform-spec §8).
 */
import { BEARER_PREFIX, TOKEN_STORAGE_KEY } from '@core';

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

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  auth?: boolean;
  signal?: AbortSignal;
}

export const getToken = (): string | null => localStorage.getItem(TOKEN_STORAGE_KEY);
export const setToken = (token: string): void =>
  localStorage.setItem(TOKEN_STORAGE_KEY, token.startsWith(BEARER_PREFIX) ? token.slice(BEARER_PREFIX.length) : token);
export const clearToken = (): void => localStorage.removeItem(TOKEN_STORAGE_KEY);

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

export async function apiRequest<T>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', body, auth = true, signal } = options;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = auth ? getToken() : null;
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
    if (response.status === 401 && auth && token) {
      clearToken();
      onUnauthorized();
    }
    throw new ApiError(messageFrom(data, `Request failed (${response.status})`), response.status, data);
  }
  return { data: data as T, headers: response.headers, status: response.status };
}

export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}
