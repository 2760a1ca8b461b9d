import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetch, installLocalStorage, json } from './test-doubles';

const sdk = vi.hoisted(() => ({
  signIn: vi.fn(),
  signOut: vi.fn(async () => undefined),
  currentUser: null as null | { getIdToken: () => Promise<string> },
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
  signInWithEmailAndPassword: (...args: unknown[]) => sdk.signIn(...args),
  signOut: () => sdk.signOut(),
  onIdTokenChanged: () => () => undefined,
}));

const { checkCurrentUser, friendlyAuthError, login, logout, signup } = await import('./auth');
const { getToken, setUnauthorizedHandler } = await import('./api');

const user = {
  id: 'u1',
  email: 'ada@example.com',
  role: 'user',
  admin: false,
  first_name: null,
  last_name: null,
  created_at: '2025-01-01',
};
const ok = (u = user) => json({ status: { code: 200, message: 'ok', data: { user: u } } });

let store: Map<string, string>;
beforeEach(() => {
  store = installLocalStorage();
  sdk.signIn.mockReset();
  sdk.signOut.mockClear();
  sdk.currentUser = null;
  setUnauthorizedHandler(() => undefined);
});

describe('checkCurrentUser', () => {
  it('when no token is stored then is unauthenticated without a call', async () => {
    const calls = installFetch({});
    expect(await checkCurrentUser()).toEqual({ kind: 'no-token' });
    expect(calls).toHaveLength(0);
  });

  it('when the server answers code 200 then sets the user, sending the bearer token', async () => {
    store.set('token', 'abc');
    const calls = installFetch({ 'GET /api/v1/current_user': () => ok() });
    expect(await checkCurrentUser()).toEqual({ kind: 'user', user });
    expect(calls[0].headers.Authorization).toBe('Bearer abc');
  });

  it('when the SDK has a session then refreshes the token first', async () => {
    store.set('token', 'stale');
    sdk.currentUser = { getIdToken: async () => 'fresh' };
    const calls = installFetch({ 'GET /api/v1/current_user': () => ok() });
    await checkCurrentUser();
    expect(calls[0].headers.Authorization).toBe('Bearer fresh');
  });

  it('when the server answers 401 then clears the token', async () => {
    store.set('token', 'abc');
    installFetch({ 'GET /api/v1/current_user': () => json({ error: 'nope' }, 401) });
    expect(await checkCurrentUser()).toEqual({ kind: 'unauthorized' });
    expect(getToken()).toBeNull();
  });

  it('when the server fails otherwise then keeps the token', async () => {
    store.set('token', 'abc');
    installFetch({ 'GET /api/v1/current_user': () => json({ error: 'boom' }, 500) });
    expect((await checkCurrentUser()).kind).toBe('unavailable');
    expect(getToken()).toBe('abc');
  });

  it('when offline then keeps the token and offers the last known user', async () => {
    store.set('token', 'abc');
    installFetch({ 'GET /api/v1/current_user': () => ok() });
    await checkCurrentUser();
    installFetch({});
    expect(await checkCurrentUser()).toEqual({ kind: 'unavailable', cachedUser: user });
  });
});

describe('login', () => {
  it('when the SDK signs in then stores the ID token and returns the server user', async () => {
    sdk.signIn.mockResolvedValue({ user: { getIdToken: async () => 'Bearer id-token' } });
    const calls = installFetch({ 'GET /api/v1/current_user': () => ok() });
    expect(await login('ada@example.com', 'pw')).toEqual(user);
    expect(getToken()).toBe('id-token');
    expect(calls[0].headers.Authorization).toBe('Bearer id-token');
  });

  it('when the credentials are wrong then says so in plain words', async () => {
    sdk.signIn.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    await expect(login('ada@example.com', 'bad')).rejects.toThrow('Invalid email or password');
    expect(getToken()).toBeNull();
  });

  it('when no token comes back then fails with "No token received"', async () => {
    sdk.signIn.mockResolvedValue({ user: { getIdToken: async () => '' } });
    await expect(login('ada@example.com', 'pw')).rejects.toThrow('No token received');
  });

  it('when current_user is not code 200 then fails with the server message and clears the token', async () => {
    sdk.signIn.mockResolvedValue({ user: { getIdToken: async () => 't' } });
    installFetch({ 'GET /api/v1/current_user': () => json({ status: { code: 403, message: 'Account suspended' } }) });
    await expect(login('ada@example.com', 'pw')).rejects.toThrow('Account suspended');
    expect(getToken()).toBeNull();
  });
});

describe('signup', () => {
  it('when passwords differ then fails without any call', async () => {
    const calls = installFetch({});
    await expect(signup('a@b.co', 'one', 'two')).rejects.toThrow('Passwords do not match');
    expect(calls).toHaveLength(0);
  });

  it('when the server answers code 200 then stores the header token and signs in with the SDK', async () => {
    sdk.signIn.mockRejectedValue(new Error('emulator down'));
    const calls = installFetch({
      'POST /api/v1/signup': () =>
        json({ status: { code: 200, message: 'ok', data: { user } } }, 200, { Authorization: 'Bearer srv' }),
    });
    expect(await signup('ada@example.com', 'secret1', 'secret1')).toEqual(user);
    expect(calls[0].body).toEqual({
      user: { email: 'ada@example.com', password: 'secret1', password_confirmation: 'secret1' },
    });
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(getToken()).toBe('srv');
    expect(sdk.signIn).toHaveBeenCalled();
  });

  it('when the server refuses then shows its message, else "Signup failed"', async () => {
    installFetch({
      'POST /api/v1/signup': () => json({ status: { code: 422, message: 'Email has already been taken' } }, 422),
    });
    await expect(signup('a@b.co', 'secret1', 'secret1')).rejects.toThrow('Email has already been taken');
    installFetch({ 'POST /api/v1/signup': () => json(null, 500) });
    await expect(signup('a@b.co', 'secret1', 'secret1')).rejects.toThrow('Signup failed');
  });
});

describe('logout', () => {
  it('when the server call fails then still clears the session', async () => {
    store.set('token', 'abc');
    installFetch({});
    await logout();
    expect(getToken()).toBeNull();
    expect(sdk.signOut).toHaveBeenCalled();
  });
});

describe('friendlyAuthError', () => {
  it('maps Firebase codes and falls back', () => {
    expect(friendlyAuthError({ code: 'auth/too-many-requests' })).toMatch(/Too many attempts/);
    expect(friendlyAuthError({ code: 'auth/whatever' })).toBe('Login failed');
  });
});
