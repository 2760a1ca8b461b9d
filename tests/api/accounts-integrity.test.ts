/**
 * Email squatting, orphan rows and claimed acceptance (Hardening items 6 and 8): an account that never
 * verified its email gains nothing that belongs to it, a failed signup leaves nothing behind, and a row
 * whose Firebase account is gone never turns a later signup or login into a 500.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { loadConfig, setConfigForTests } from '../../functions/src/config';
import { setClockForTests } from '../../functions/src/domain/shared/clock';
import { getPool } from '../../functions/src/db/pool';
import { signUp, startApi, uniqueEmail, verifyEmail, type Api } from './harness';
import { application } from './route-fixtures';

const INVITEE = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  password: 'analytical-42',
  password_confirmation: 'analytical-42',
};

let api: Api;
let admin: { token: string; id: string; email: string };

beforeAll(async () => {
  const base = loadConfig();
  setConfigForTests({
    ...base,
    mail: { ...base.mail, smtpUrl: undefined, smtpHost: undefined },
    rateLimits: { ...loadConfig().rateLimits, eoiPerMinute: 1000, invitationsPerMinute: 1000 },
  });
  api = await startApi();
  admin = await signUp(api, 'integrity-admin', 'admin');
});
afterEach(() => setClockForTests(null));
afterAll(async () => {
  await api.close();
  setConfigForTests(undefined);
});

const rowsWithEmail = async (email: string) =>
  (await getPool().query('SELECT * FROM users WHERE lower(email) = lower($1)', [email])).rows;
const login = (email: string, password: string) =>
  api.call('POST', '/api/v1/login', { body: { user: { email, password } } });
const signupAs = (email: string, password: string) =>
  api.call('POST', '/api/v1/signup', { body: { user: { email, password, password_confirmation: password } } });
const invite = async (email: string) => {
  const res = await api.call('POST', '/api/v1/admin/invitations', {
    token: admin.token,
    body: { invitation: { email } },
  });
  expect(res.status).toBe(201);
  return res.body.invitation as { id: string; invitation_token: string; email: string };
};
const accept = (token: string) => api.call('POST', '/api/v1/invitations/accept', { body: { token, user: INVITEE } });

async function giveRoom(ownerId: string): Promise<string> {
  const room = randomUUID();
  await getPool().query(
    `INSERT INTO escape_rooms (id, owner_id, title, description, difficulty, theme, seed, brief) VALUES ($1, $2, 'Squat', 'd', 'easy', 'Mystery', 1, '{}')`,
    [room, ownerId],
  );
  return room;
}

describe('email verification', () => {
  it('when Firebase marks the email verified then the next login records it on the users row', async () => {
    const user = await signUp(api, 'verifies-later');
    expect((await rowsWithEmail(user.email))[0].email_verified).toBe(false);
    await getAuth().updateUser((await getAuth().getUserByEmail(user.email)).uid, { emailVerified: true });

    expect((await login(user.email, user.password)).status).toBe(200);

    expect((await rowsWithEmail(user.email))[0].email_verified).toBe(true);
  });

  it('when an invitee registers then the account is created verified', async () => {
    const invitation = await invite(uniqueEmail('verified-invitee'));
    expect((await accept(invitation.invitation_token)).status).toBe(200);
    expect((await rowsWithEmail(invitation.email))[0].email_verified).toBe(true);
    expect((await getAuth().getUserByEmail(invitation.email)).emailVerified).toBe(true);
  });
});

describe('email squatting', () => {
  it('when an unverified signup holds the invited email then accepting the token gives the invitee the account and the squatter nothing', async () => {
    const email = uniqueEmail('squatted');
    const squat = await signupAs(email, 'squatter-pass-1');
    expect(squat.status).toBe(200);
    const squatterToken = (squat.headers.get('authorization') ?? '').replace(/^Bearer /, '');
    const squatterId = squat.body.status.data.user.id as string;
    const room = await giveRoom(squatterId);
    await api.call('POST', '/api/v1/public/eoi_responses', {
      body: application({ email, full_name: 'Rightful Owner' }),
    });
    const invitation = await invite(email);

    const res = await accept(invitation.invitation_token);

    expect(res.status).toBe(200);
    const rows = await rowsWithEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ first_name: 'Ada', email_verified: true });
    expect(rows[0].id).not.toBe(squatterId);
    expect((await getAuth().getUserByEmail(email)).uid).toBe(rows[0].firebase_uid);
    expect((await api.call('GET', '/api/v1/users/profile', { token: squatterToken })).status).toBe(401);
    expect((await login(email, 'squatter-pass-1')).status).toBe(401);
    expect((await login(email, INVITEE.password)).status).toBe(200);
    const owner = await getPool().query('SELECT owner_id FROM escape_rooms WHERE id = $1', [room]);
    expect(owner.rows[0].owner_id).toBe(admin.id);
    const applications = await api.call('GET', '/api/v1/eoi_responses?limit=100', { token: admin.token });
    const linked = applications.body.eoi_responses.find((r: { email: string }) => r.email === email);
    expect(linked.user).toMatchObject({ email });
  });

  it('when the account verifies its email before the invitation is accepted then accepting answers 409 and changes nothing', async () => {
    const holder = await signUp(api, 'verifies-first');
    const invitation = await invite(holder.email);
    await verifyEmail(holder.email);

    const res = await accept(invitation.invitation_token);

    expect(res.status).toBe(409);
    expect(res.body.error).toBe('A user with this email already exists');
    expect((await rowsWithEmail(holder.email))[0].id).toBe(holder.id);
    expect((await login(holder.email, holder.password)).status).toBe(200);
  });
});

describe('claims', () => {
  it('when another accept holds a fresh claim then accepting answers 409, and after two minutes the stale claim is taken over', async () => {
    const invitation = await invite(uniqueEmail('claimed'));
    const start = Date.now();
    setClockForTests(() => new Date(start));
    await getPool().query('UPDATE invitations SET claim_id = $2, claimed_at = $3 WHERE id = $1', [
      invitation.id,
      randomUUID(),
      new Date(start),
    ]);

    const blocked = await accept(invitation.invitation_token);
    expect(blocked.status).toBe(409);
    expect(blocked.body.error).toMatch(/being accepted right now/);

    setClockForTests(() => new Date(start + 2 * 60_000 + 1000));
    expect((await accept(invitation.invitation_token)).status).toBe(200);
    expect(await rowsWithEmail(invitation.email)).toHaveLength(1);
  });
});

describe('orphans', () => {
  it('when a row outlived its Firebase account then a new signup with that email answers 200 and gains nothing from it', async () => {
    const old = await signUp(api, 'orphaned');
    const room = await giveRoom(old.id);
    await getAuth().deleteUser((await getAuth().getUserByEmail(old.email)).uid);

    const res = await signupAs(old.email, 'fresh-pass-1');

    expect(res.status).toBe(200);
    const rows = await rowsWithEmail(old.email);
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toBe(old.id);
    const owner = await getPool().query('SELECT owner_id FROM escape_rooms WHERE id = $1', [room]);
    expect(owner.rows[0].owner_id).not.toBe(rows[0].id);
    expect((await login(old.email, 'fresh-pass-1')).status).toBe(200);
  });

  it('when a verified identity meets an orphan row of its email then login adopts the row', async () => {
    const old = await signUp(api, 'adopted');
    await getAuth().deleteUser((await getAuth().getUserByEmail(old.email)).uid);
    await getAuth().createUser({ email: old.email, password: 'restored-pass-1', emailVerified: true });

    const res = await login(old.email, 'restored-pass-1');

    expect(res.status).toBe(200);
    expect(res.body.status.data.user.id).toBe(old.id);
  });

  it('when a signup cannot get its row then its Firebase account is removed again and nothing is left behind', async () => {
    const old = await signUp(api, 'orphan-admin', 'admin');
    await getAuth().deleteUser((await getAuth().getUserByEmail(old.email)).uid);

    const res = await signupAs(old.email, 'fresh-pass-1');

    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists');
    await expect(getAuth().getUserByEmail(old.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await rowsWithEmail(old.email)).map((row) => row.id)).toEqual([old.id]);
  });
});
