// The Firebase SDK is fetched only when a sign-in is needed or a session may exist (issue 13).
// Each test starts from a fresh auth module, which subscribes to the SDK's token changes once,
// when it loads the SDK: the subscriptions count the loads.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetch, installLocalStorage, json } from '../test-support/test-doubles';

const sdk = vi.hoisted(() => ({
  currentUser: null as null | { uid: string; getIdToken: () => Promise<string> },
  tokenListeners: [] as ((user: unknown) => void)[],
}));

vi.mock('./firebase', () => ({
  auth: {
    authStateReady: async () => undefined,
    get currentUser() {
      return sdk.currentUser;
    },
  },
}));
vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: async () => {
    sdk.currentUser = { uid: 'uid-ada', getIdToken: async () => 'fresh-token' };
    return { user: sdk.currentUser };
  },
  signOut: async () => {
    sdk.currentUser = null;
  },
  onIdTokenChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    sdk.tokenListeners.push(listener);
    return () => undefined;
  },
}));

const user = {
  id: 'u1',
  email: 'ada@example.com',
  role: 'user',
  admin: false,
  first_name: null,
  last_name: null,
  created_at: '2025-01-01T00:00:00.000Z',
};
const ok = () => json({ status: { code: 200, message: 'ok', data: { user } } });

let store: Map<string, string>;
beforeEach(() => {
  vi.resetModules();
  sdk.currentUser = null;
  sdk.tokenListeners = [];
  store = installLocalStorage();
});
const freshAuth = () => import('./auth');

describe('loading Firebase', () => {
  it('when no user is remembered then the session check and an authenticated call load nothing', async () => {
    const { checkCurrentUser, signedInUid } = await freshAuth();
    const { sendRequest } = await import('../http/transport');
    const calls = installFetch({ 'GET /api/v1/rooms': () => json({}) });

    expect(await checkCurrentUser()).toEqual({ kind: 'no-token' });
    await sendRequest('/api/v1/rooms');

    expect(sdk.tokenListeners).toHaveLength(0);
    expect(signedInUid()).toBeNull();
    expect(calls[0].headers.Authorization).toBeUndefined();
  });

  it('when a user is remembered then the SDK is loaded and its session checked', async () => {
    store.set('auth_user', JSON.stringify(user));
    sdk.currentUser = { uid: 'uid-ada', getIdToken: async () => 'kept-token' };
    const { checkCurrentUser, signedInUid } = await freshAuth();
    const calls = installFetch({ 'GET /api/v1/current_user': () => ok() });

    expect(await checkCurrentUser()).toEqual({ kind: 'user', user });

    expect(sdk.tokenListeners).toHaveLength(1);
    expect(signedInUid()).toBe('uid-ada');
    expect(calls[0].headers.Authorization).toBe('Bearer kept-token');
  });

  it('when a visitor signs in then the SDK is loaded once, and later calls carry its token', async () => {
    const { login } = await freshAuth();
    const { sendRequest } = await import('../http/transport');
    const calls = installFetch({ 'GET /api/v1/current_user': () => ok(), 'GET /api/v1/rooms': () => json({}) });

    await login('ada@example.com', 'secret1');
    await sendRequest('/api/v1/rooms');

    expect(sdk.tokenListeners).toHaveLength(1);
    expect(calls.map((call) => call.headers.Authorization)).toEqual(['Bearer fresh-token', 'Bearer fresh-token']);
  });

  it('when the SDK ends a session by itself then the sign-out watchers hear of it', async () => {
    store.set('auth_user', JSON.stringify(user));
    sdk.currentUser = { uid: 'uid-ada', getIdToken: async () => 'kept-token' };
    const { checkCurrentUser, watchSignOut } = await freshAuth();
    const signedOut = vi.fn();
    watchSignOut(signedOut);
    installFetch({ 'GET /api/v1/current_user': () => ok() });
    await checkCurrentUser();

    sdk.tokenListeners.forEach((listener) => listener(sdk.currentUser));
    expect(signedOut).not.toHaveBeenCalled();
    sdk.tokenListeners.forEach((listener) => listener(null));
    expect(signedOut).toHaveBeenCalledOnce();
  });
});
