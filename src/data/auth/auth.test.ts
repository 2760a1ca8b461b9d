import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetch, installLocalStorage, json } from '../test-support/test-doubles';

interface FakeUser {
  uid: string;
  getIdToken: () => Promise<string>;
}
const sdk = vi.hoisted(() => ({
  signIn: vi.fn(),
  signOut: vi.fn(async () => undefined),
  currentUser: null as null | FakeUser,
}));
/** A signed-in SDK user whose ID token is `token` (asked of the SDK on every request). */
const sdkUser = (token: string, uid = 'uid-ada'): FakeUser => ({ uid, getIdToken: async () => token });
/** A session from an earlier visit: the SDK restores `user`, and the app remembers who it was. */
const restoredSession = (user: FakeUser) => {
  sdk.currentUser = user;
  store.set('auth_user', JSON.stringify({ id: 'u1', email: 'ada@example.com' }));
};
/** signInWithEmailAndPassword: the SDK's user becomes `user`. */
const signsIn = (user: FakeUser) =>
  sdk.signIn.mockImplementation(async () => {
    sdk.currentUser = user;
    return { user };
  });

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

const { checkCurrentUser, endSessionLocally, friendlyAuthError, login, logout, signup } = await import('./auth');
const { setUnauthorizedHandler } = await import('../http/api');

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
  sdk.signOut.mockImplementation(async () => {
    sdk.currentUser = null;
  });
  sdk.currentUser = null;
  setUnauthorizedHandler(() => undefined);
});

describe('checkCurrentUser', () => {
  it('when the SDK has no session then is unauthenticated without a call', async () => {
    const calls = installFetch({});
    expect(await checkCurrentUser()).toEqual({ kind: 'no-token' });
    expect(calls).toHaveLength(0);
  });

  it('when a token copy is left in localStorage from an earlier version then it is removed on start', async () => {
    store.set('token', 'leftover');
    restoredSession(sdkUser('fresh'));
    const calls = installFetch({ 'GET /api/v1/current_user': () => ok() });
    await checkCurrentUser();
    expect(store.has('token')).toBe(false);
    expect(calls[0].headers.Authorization).toBe('Bearer fresh');
  });

  it('when the server answers code 200 then sets the user, sending the SDK ID token', async () => {
    restoredSession(sdkUser('abc'));
    const calls = installFetch({ 'GET /api/v1/current_user': () => ok() });
    expect(await checkCurrentUser()).toEqual({ kind: 'user', user });
    expect(calls[0].headers.Authorization).toBe('Bearer abc');
  });

  it('when the token was refreshed by the SDK then the next request carries the new one', async () => {
    let token = 'first';
    restoredSession({ uid: 'uid-ada', getIdToken: async () => token });
    const calls = installFetch({ 'GET /api/v1/current_user': () => ok() });
    await checkCurrentUser();
    token = 'refreshed';
    await checkCurrentUser();
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer first', 'Bearer refreshed']);
  });

  it('when the server answers 401 then ends the SDK session and forgets the user', async () => {
    restoredSession(sdkUser('abc'));
    installFetch({ 'GET /api/v1/current_user': () => json({ error: 'nope' }, 401) });
    expect(await checkCurrentUser()).toEqual({ kind: 'unauthorized' });
    expect(sdk.signOut).toHaveBeenCalled();
    expect(store.has('auth_user')).toBe(false);
  });

  it('when the server fails otherwise then keeps the session', async () => {
    restoredSession(sdkUser('abc'));
    installFetch({ 'GET /api/v1/current_user': () => json({ error: 'boom' }, 500) });
    expect((await checkCurrentUser()).kind).toBe('unavailable');
    expect(sdk.signOut).not.toHaveBeenCalled();
  });

  it('when offline then keeps the session and offers the last known user', async () => {
    restoredSession(sdkUser('abc'));
    installFetch({ 'GET /api/v1/current_user': () => ok() });
    await checkCurrentUser();
    installFetch({});
    expect(await checkCurrentUser()).toEqual({ kind: 'unavailable', cachedUser: user });
  });

  it('when offline and the SDK cannot refresh an expired token then the session is kept', async () => {
    restoredSession(sdkUser('abc'));
    installFetch({ 'GET /api/v1/current_user': () => ok() });
    await checkCurrentUser();
    sdk.currentUser = {
      uid: 'uid-ada',
      getIdToken: async () => Promise.reject(Object.assign(new Error('x'), { code: 'auth/network-request-failed' })),
    };
    expect(await checkCurrentUser()).toEqual({ kind: 'unavailable', cachedUser: user });
  });
});

describe('login', () => {
  it('when the SDK signs in then returns the server user, and no token is written to storage', async () => {
    signsIn(sdkUser('id-token'));
    const calls = installFetch({ 'GET /api/v1/current_user': () => ok() });
    expect(await login('ada@example.com', 'pw')).toEqual(user);
    expect(calls[0].headers.Authorization).toBe('Bearer id-token');
    expect([...store.keys()]).toEqual(['auth_user']);
  });

  it('when the credentials are wrong then says so in plain words', async () => {
    sdk.signIn.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    await expect(login('ada@example.com', 'bad')).rejects.toThrow('Invalid email or password');
  });

  it('when no token comes back then fails with "No token received" and ends the SDK session', async () => {
    signsIn(sdkUser(''));
    await expect(login('ada@example.com', 'pw')).rejects.toThrow('No token received');
    expect(sdk.currentUser).toBeNull();
  });

  it('when current_user is not code 200 then fails with the server message and ends the SDK session', async () => {
    signsIn(sdkUser('t'));
    installFetch({ 'GET /api/v1/current_user': () => json({ status: { code: 403, message: 'Account suspended' } }) });
    await expect(login('ada@example.com', 'pw')).rejects.toThrow('Account suspended');
    expect(sdk.currentUser).toBeNull();
  });
});

describe('signup', () => {
  it('when passwords differ then fails without any call', async () => {
    const calls = installFetch({});
    await expect(signup('a@b.co', 'one', 'two')).rejects.toThrow('Passwords do not match');
    expect(calls).toHaveLength(0);
  });

  it("when the password is shorter than 8 characters then gives the server's message without any call", async () => {
    const calls = installFetch({});
    await expect(signup('a@b.co', 'seven77', 'seven77')).rejects.toThrow('Password must be at least 8 characters');
    expect(calls).toHaveLength(0);
  });

  it('when the server answers code 200 then signs in with the SDK and keeps no copy of the header token', async () => {
    signsIn(sdkUser('sdk-token'));
    const calls = installFetch({
      'POST /api/v1/signup': () =>
        json({ status: { code: 200, message: 'ok', data: { user } } }, 200, { Authorization: 'Bearer srv' }),
    });
    expect(await signup('ada@example.com', 'secret-12', 'secret-12')).toEqual(user);
    expect(calls[0].body).toEqual({
      user: { email: 'ada@example.com', password: 'secret-12', password_confirmation: 'secret-12' },
    });
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(sdk.signIn).toHaveBeenCalledWith(expect.anything(), 'ada@example.com', 'secret-12');
    expect(store.has('token')).toBe(false);
    expect(JSON.stringify([...store.values()])).not.toContain('srv');
  });

  it('when the account is created but the SDK sign-in fails then says the account exists', async () => {
    sdk.signIn.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/network-request-failed' }));
    installFetch({ 'POST /api/v1/signup': () => json({ status: { code: 200, message: 'ok', data: { user } } }) });
    await expect(signup('ada@example.com', 'secret-12', 'secret-12')).rejects.toThrow(/account was created/);
  });

  it('when the server refuses then shows its message, else "Signup failed"', async () => {
    installFetch({
      'POST /api/v1/signup': () => json({ status: { code: 422, message: 'Email has already been taken' } }, 422),
    });
    await expect(signup('a@b.co', 'secret-12', 'secret-12')).rejects.toThrow('Email has already been taken');
    installFetch({ 'POST /api/v1/signup': () => json(null, 500) });
    await expect(signup('a@b.co', 'secret-12', 'secret-12')).rejects.toThrow('Signup failed');
    expect(sdk.signIn).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('when the server call fails then still ends the SDK session and forgets the user', async () => {
    sdk.currentUser = sdkUser('abc');
    store.set('auth_user', JSON.stringify(user));
    installFetch({});
    await logout();
    expect(sdk.signOut).toHaveBeenCalled();
    expect(sdk.currentUser).toBeNull();
    expect(store.size).toBe(0);
  });
});

describe('requests after sign-out', () => {
  it('when nobody is signed in then an authenticated call carries no token', async () => {
    const { sendRequest } = await import('../http/transport');
    const calls = installFetch({ 'GET /api/v1/x': () => json({}) });
    await sendRequest('/api/v1/x');
    expect(calls[0].headers.Authorization).toBeUndefined();
  });

  it('when a call is meant for one user and another is signed in then nothing is sent', async () => {
    const { sendRequest } = await import('../http/transport');
    const { SignedInUserChanged } = await import('../http/api');
    sdk.currentUser = sdkUser('bob-token', 'uid-bob');
    const calls = installFetch({ 'POST /api/v1/x': () => json({}) });
    await expect(sendRequest('/api/v1/x', { method: 'POST', asUser: 'uid-ada' })).rejects.toBeInstanceOf(
      SignedInUserChanged,
    );
    expect(calls).toHaveLength(0);
  });
});

describe('friendlyAuthError', () => {
  it('maps Firebase codes and falls back', () => {
    expect(friendlyAuthError({ code: 'auth/too-many-requests' })).toMatch(/Too many attempts/);
    expect(friendlyAuthError({ code: 'auth/whatever' })).toBe('Login failed');
  });
});

describe('endSessionLocally (after a 401)', () => {
  it('ends the SDK session without calling the server and forgets the user and any token copy', async () => {
    sdk.currentUser = sdkUser('abc');
    store.set('auth_user', JSON.stringify(user));
    store.set('token', 'leftover');
    const calls = installFetch({});
    await endSessionLocally();
    expect(sdk.signOut).toHaveBeenCalledOnce();
    expect(sdk.currentUser).toBeNull();
    expect([...store.keys()]).toEqual([]);
    expect(calls).toHaveLength(0);
  });
});
