/** Test doubles shared by the data-layer unit tests (node environment). */
import { vi } from 'vitest';
import { setIdentitySource } from '../http/api';

export function installLocalStorage(): Map<string, string> {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => (store.has(k) ? store.get(k)! : null),
    setItem: (k: string, v: string) => void store.set(k, String(v)),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
  });
  return store;
}

export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Replaces fetch with a router of canned answers; records every call. */
export function installFetch(routes: Record<string, (call: FakeCall) => Response | Promise<Response>>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call: FakeCall = {
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${url}`];
    if (!handler) throw new TypeError(`Failed to fetch ${call.method} ${url}`);
    return handler(call);
  });
  return calls;
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** Signs a fake user in for api.ts: every authenticated request carries `token`. */
export function installIdentity(token: string | null, uid = 'uid-1'): void {
  setIdentitySource(async () => (token === null ? null : { uid, token }));
}
