import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, signUp, startApi, uniqueEmail, type Api } from './harness';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

describe('POST /api/v1/signup', () => {
  it('when the body is valid then it answers 200 with the user and a bearer token header', async () => {
    const email = uniqueEmail('signup');
    const res = await api.call('POST', '/api/v1/signup', {
      body: { user: { email, password: 'secret-pass-1', password_confirmation: 'secret-pass-1' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.status.code).toBe(200);
    expect(res.body.status.data.user).toMatchObject({ email, role: 'user', admin: false });
    expect(res.headers.get('authorization')).toMatch(/^Bearer .+/);
  });

  it('when the passwords differ then it answers 400 "Passwords do not match" and creates nobody', async () => {
    const before = await countRows('users');
    const res = await api.call('POST', '/api/v1/signup', {
      body: { user: { email: uniqueEmail('x'), password: 'aaaaaaaa1', password_confirmation: 'bbbbbbbb1' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Passwords do not match');
    expect(await countRows('users')).toBe(before);
  });

  it('when the password has 7 characters then it answers 400 "Password must be at least 8 characters" and creates nobody', async () => {
    const email = uniqueEmail('short');
    const before = await countRows('users');
    const res = await api.call('POST', '/api/v1/signup', {
      body: { user: { email, password: 'seven77', password_confirmation: 'seven77' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password must be at least 8 characters');
    expect(await countRows('users')).toBe(before);
    const eight = await api.call('POST', '/api/v1/signup', {
      body: { user: { email, password: 'eight888', password_confirmation: 'eight888' } },
    });
    expect(eight.status).toBe(200);
  });

  it('when the email is taken then it answers 422 with a message', async () => {
    const { email } = await signUp(api, 'taken');
    const res = await api.call('POST', '/api/v1/signup', {
      body: { user: { email, password: 'another-pass', password_confirmation: 'another-pass' } },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('An account with this email already exists');
  });

  it.each([
    ['no body', undefined],
    ['no user', { email: 'a@b.co' }],
    ['bad email', { user: { email: 'nope', password: 'abcdefgh', password_confirmation: 'abcdefgh' } }],
  ])('when the body has %s then it answers 400 with a message', async (_label, body) => {
    const res = await api.call('POST', '/api/v1/signup', { body });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message.length).toBeGreaterThan(3);
  });

  it('when the JSON is malformed then it answers 400', async () => {
    const res = await api.call('POST', '/api/v1/signup', { raw: '{"user": ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Malformed JSON body');
  });
});

describe('POST /api/v1/login', () => {
  it('when the credentials are right then the token is in the Authorization header and the user in status.data', async () => {
    const { email, password } = await signUp(api, 'login');
    const res = await api.call('POST', '/api/v1/login', { body: { user: { email, password } } });
    expect(res.status).toBe(200);
    expect(res.body.status).toMatchObject({ code: 200, message: expect.any(String), data: { user: { email } } });
    expect(res.headers.get('authorization')).toMatch(/^Bearer ey/);
  });

  it('when the password is wrong then it answers 401 with a message', async () => {
    const { email } = await signUp(api, 'wrongpw');
    const res = await api.call('POST', '/api/v1/login', { body: { user: { email, password: 'not-the-password' } } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email or password');
  });

  it('when the body is malformed then it answers 400 with a message', async () => {
    const res = await api.call('POST', '/api/v1/login', { body: { user: { email: 'a@b.co' } } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password is required');
  });
});

describe('the session endpoints', () => {
  it('when the token is valid then current_user and users/profile answer with the spec shapes', async () => {
    const { token, email } = await signUp(api, 'me');
    const current = await api.call('GET', '/api/v1/current_user', { token });
    expect(current.status).toBe(200);
    expect(current.body.status).toMatchObject({ code: 200, data: { user: { email, role: 'user', admin: false } } });
    const profile = await api.call('GET', '/api/v1/users/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ status: 'success', user: { email } });
  });

  it.each(['/api/v1/current_user', '/api/v1/users/profile'])(
    'when %s is called without or with a bad token then it answers 401',
    async (path) => {
      expect((await api.call('GET', path)).status).toBe(401);
      expect((await api.call('GET', path, { token: 'not-a-jwt' })).status).toBe(401);
    },
  );

  it('when a user logs out then their token stops working', async () => {
    const { token } = await signUp(api, 'logout');
    // Firebase revokes tokens issued before the revocation second, so let one second pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await api.call('DELETE', '/api/v1/logout', { token });
    expect(res.status).toBe(200);
    expect((await api.call('GET', '/api/v1/current_user', { token })).status).toBe(401);
  });
});
