import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { setClockForTests } from '../../functions/src/domain/shared/clock';
import { getPool } from '../../functions/src/db/pool';
import { countRows, signUp, uniqueEmail, verifyEmail, type Api } from './harness';
import { startInvitationApi, stopInvitationApi } from './invitation-setup';

const DAY = 24 * 60 * 60 * 1000;
const NIL = '00000000-0000-4000-8000-000000000000';
const GOOD_USER = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  password: 'analytical-42',
  password_confirmation: 'analytical-42',
};

let api: Api;
let admin: { token: string; email: string };

beforeAll(async () => {
  ({ api, admin } = await startInvitationApi('inviter'));
});
afterEach(() => setClockForTests(null));
afterAll(() => stopInvitationApi(api));

async function invite(email: string) {
  const res = await api.call('POST', '/api/v1/admin/invitations', {
    token: admin.token,
    body: { invitation: { email } },
  });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.invitation as {
    id: string;
    email: string;
    invitation_token: string;
    status: string;
    expires_at: string;
  };
}

/** The registration page's check: the token in a POST body, never in the URL. */
const verify = (token: string) => api.call('POST', '/api/v1/invitations/verify', { body: { token } });
const accept = (token: string, user: Record<string, unknown> = GOOD_USER) =>
  api.call('POST', '/api/v1/invitations/accept', { body: { token, user } });
const usersWithEmail = async (email: string) =>
  (await getPool().query('SELECT * FROM users WHERE lower(email) = lower($1)', [email])).rows;
const firebaseAccount = (email: string) => getAuth().getUserByEmail(email);

describe('admin invitations', () => {
  it('when an admin invites an email then it answers 201 with a pending invitation and the email lands in the outbox', async () => {
    const email = uniqueEmail('guest');
    const res = await api.call('POST', '/api/v1/admin/invitations', {
      token: admin.token,
      body: { invitation: { email: email.toUpperCase() } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'success', message: `Invitation sent to ${email}` });
    const invitation = res.body.invitation;
    expect(invitation).toMatchObject({ email, status: 'pending', accepted_at: null, invited_by_email: admin.email });
    expect(invitation.invitation_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)).toBe(30 * DAY);

    const outbox = await api.call('GET', '/api/v1/admin/outbox', { token: admin.token });
    const message = outbox.body.messages.find((m: { to: string }) => m.to === email);
    expect(message).toMatchObject({ transport: 'outbox', subject: expect.stringContaining('invited') });
    expect(message.text).toContain(`http://studio.test/invitation/${invitation.invitation_token}`);
    expect(message.html).toContain(`href="http://studio.test/invitation/${invitation.invitation_token}"`);

    const list = await api.call('GET', '/api/v1/admin/invitations', { token: admin.token });
    const { invitation_token: token, ...listed } = invitation;
    expect(list.body.invitations.find((i: { id: string }) => i.id === invitation.id)).toEqual(listed);
    expect(JSON.stringify(list.body)).not.toContain(token);
  });

  it('when the same email is invited twice then the pending invitation gets a new link, not a duplicate, and the old link is refused', async () => {
    const email = uniqueEmail('twice');
    const first = await invite(email);
    const before = await countRows('invitations');
    const res = await api.call('POST', '/api/v1/admin/invitations', {
      token: admin.token,
      body: { invitation: { email } },
    });
    expect(res.status).toBe(200);
    expect(res.body.invitation).toMatchObject({ id: first.id, status: 'pending' });
    expect(res.body.invitation.invitation_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.invitation.invitation_token).not.toBe(first.invitation_token);
    expect(res.body.message).toBe(
      `An invitation for ${email} was already pending; it was sent again with a new link (the earlier link no longer works)`,
    );
    expect(await countRows('invitations')).toBe(before);
    expect(await verify(first.invitation_token)).toMatchObject({
      status: 404,
      body: { success: false, error: 'Invalid invitation link' },
    });
    expect((await verify(res.body.invitation.invitation_token)).status).toBe(200);
  });

  it('when the email already has a verified account then it answers 409 and writes nothing', async () => {
    const user = await signUp(api, 'member');
    await verifyEmail(user.email);
    const [invitations, outbox] = [await countRows('invitations'), await countRows('outbox_messages')];
    const res = await api.call('POST', '/api/v1/admin/invitations', {
      token: admin.token,
      body: { invitation: { email: user.email } },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A user with this email already exists');
    expect([await countRows('invitations'), await countRows('outbox_messages')]).toEqual([invitations, outbox]);
  });

  it.each([
    ['no invitation', {}, 'Please enter an email address'],
    ['a blank email', { invitation: { email: '   ' } }, 'Please enter an email address'],
    ['a malformed email', { invitation: { email: 'bob@' } }, 'Please enter a valid email address'],
    ['a number', { invitation: { email: 42 } }, 'Please enter an email address'],
  ])('when the body has %s then it answers 422 with the message and writes nothing', async (_label, body, message) => {
    const before = await countRows('invitations');
    const res = await api.call('POST', '/api/v1/admin/invitations', { token: admin.token, body });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect(await countRows('invitations')).toBe(before);
  });
});

describe('bulk invitations', () => {
  it('when emails come separated by commas and newlines then each is invited and sent_count says how many', async () => {
    const [a, b, c] = [uniqueEmail('bulk-a'), uniqueEmail('bulk-b'), uniqueEmail('bulk-c')];
    const member = await signUp(api, 'bulk-member');
    await verifyEmail(member.email);
    const res = await api.call('POST', '/api/v1/admin/invitations/bulk', {
      token: admin.token,
      body: { invitation: { emails: ` ${a},\n${b}\n\n, ${c} ,${member.email}` } },
    });
    expect(res.status).toBe(200);
    expect(res.body.sent_count).toBe(3);
    expect(res.body.invitations.map((i: { email: string }) => i.email)).toEqual([a, b, c]);
    expect(res.body.skipped).toEqual([{ email: member.email, reason: 'A user with this email already exists' }]);
    const outbox = await api.call('GET', '/api/v1/admin/outbox', { token: admin.token });
    for (const email of [a, b, c]) expect(outbox.body.messages.some((m: { to: string }) => m.to === email)).toBe(true);
  });

  it('when emails come as an array then they are invited too', async () => {
    const res = await api.call('POST', '/api/v1/admin/invitations/bulk', {
      token: admin.token,
      body: { invitation: { emails: [uniqueEmail('arr-a'), uniqueEmail('arr-b')] } },
    });
    expect(res.status).toBe(200);
    expect(res.body.sent_count).toBe(2);
  });

  it.each([
    ['some invalid emails', { invitation: { emails: `a, ${uniqueEmail('ok')}\nb` } }, 'Invalid email addresses: a, b'],
    ['only blanks', { invitation: { emails: ' ,\n , ' } }, 'Please enter email addresses'],
    ['an empty array', { invitation: { emails: [] } }, 'Please enter email addresses'],
    ['no emails', { invitation: {} }, 'Please enter email addresses'],
    ['no invitation', {}, 'Please enter email addresses'],
  ])('when the body has %s then it answers 422 with the message and writes nothing', async (_label, body, message) => {
    const [invitations, outbox] = [await countRows('invitations'), await countRows('outbox_messages')];
    const res = await api.call('POST', '/api/v1/admin/invitations/bulk', { token: admin.token, body });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect([await countRows('invitations'), await countRows('outbox_messages')]).toEqual([invitations, outbox]);
  });
});

describe('cancelling', () => {
  it('when a pending invitation is cancelled then its link is refused and a second cancel answers 409', async () => {
    const invitation = await invite(uniqueEmail('cancel'));
    const res = await api.call('DELETE', `/api/v1/admin/invitations/${invitation.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.invitation.status).toBe('cancelled');

    const again = await api.call('DELETE', `/api/v1/admin/invitations/${invitation.id}`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only pending invitations can be cancelled (this one is cancelled)');

    const verified = await verify(invitation.invitation_token);
    expect(verified.status).toBe(410);
    expect(verified.body).toMatchObject({ success: false, error: 'Invalid or expired invitation' });
    const before = await countRows('users');
    const res2 = await accept(invitation.invitation_token);
    expect(res2.status).toBe(410);
    expect(res2.body).toMatchObject({ success: false, error: 'Invalid or expired invitation' });
    expect(await countRows('users')).toBe(before);
  });

  it('when the id is unknown or malformed then it answers 404 or 400', async () => {
    expect((await api.call('DELETE', `/api/v1/admin/invitations/${NIL}`, { token: admin.token })).status).toBe(404);
    const bad = await api.call('DELETE', '/api/v1/admin/invitations/not-an-id', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid id');
  });
});

describe('verify and accept', () => {
  it('when a pending link is verified then it answers the email, inviter and expiry', async () => {
    const invitation = await invite(uniqueEmail('verify'));
    const res = await verify(invitation.invitation_token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      email: invitation.email,
      invitedBy: admin.email,
      expires: invitation.expires_at,
    });
  });

  it('when the token is missing or unknown then it answers 400 "Invalid invitation link" or 404', async () => {
    const missing = await api.call('POST', '/api/v1/invitations/verify', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, error: 'Invalid invitation link' });
    const unknown = await verify('nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error: 'Invalid invitation link' });
  });

  it('when the invitee registers then the account has the invited email and names, can sign in, and the link is used up', async () => {
    const invitation = await invite(uniqueEmail('accept'));
    const res = await accept(invitation.invitation_token, { ...GOOD_USER, email: invitation.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      user: { email: invitation.email, first_name: 'Ada', last_name: 'Lovelace', role: 'user' },
    });
    const [row] = await usersWithEmail(invitation.email);
    expect(row).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', role: 'user' });
    expect((await firebaseAccount(invitation.email)).uid).toBe(row.firebase_uid);
    const login = await api.call('POST', '/api/v1/login', {
      body: { user: { email: invitation.email, password: GOOD_USER.password } },
    });
    expect(login.status).toBe(200);

    const list = await api.call('GET', '/api/v1/admin/invitations', { token: admin.token });
    expect(list.body.invitations.find((i: { id: string }) => i.id === invitation.id)).toMatchObject({
      status: 'accepted',
      accepted_at: expect.any(String),
    });

    const reused = await accept(invitation.invitation_token);
    expect(reused.status).toBe(410);
    expect(reused.body.error).toBe('Invalid or expired invitation');
    expect((await verify(invitation.invitation_token)).status).toBe(410);
  });

  it.each([
    ['no first name', { ...GOOD_USER, first_name: ' ' }, 'First name is required'],
    ['no last name', { ...GOOD_USER, last_name: '' }, 'Last name is required'],
    [
      'no password',
      { ...GOOD_USER, password: '', password_confirmation: '' },
      'Password is required, Please confirm your password',
    ],
    [
      'a short password',
      { ...GOOD_USER, password: 'short', password_confirmation: 'short' },
      'Password must be at least 8 characters',
    ],
    ['no confirmation', { ...GOOD_USER, password_confirmation: '' }, 'Please confirm your password'],
    ['a different confirmation', { ...GOOD_USER, password_confirmation: 'analytical-43' }, 'Passwords do not match'],
    [
      'another email',
      { ...GOOD_USER, email: 'someone-else@test.example' },
      'This invitation was sent to a different email address',
    ],
  ])(
    'when the registration has %s then it answers 422 with the message and creates no account',
    async (_label, user, message) => {
      const invitation = await invite(uniqueEmail('bad-accept'));
      const before = await countRows('users');
      const res = await accept(invitation.invitation_token, user);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, error: message });
      expect(await countRows('users')).toBe(before);
      await expect(firebaseAccount(invitation.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
      expect((await verify(invitation.invitation_token)).status).toBe(200);
    },
  );

  it('when the accept body has no token or no user then it answers 422', async () => {
    const noToken = await api.call('POST', '/api/v1/invitations/accept', { body: { user: GOOD_USER } });
    expect(noToken.status).toBe(422);
    expect(noToken.body.error).toBe('Invalid invitation link');
    const noUser = await api.call('POST', '/api/v1/invitations/accept', { body: { token: 'abc' } });
    expect(noUser.status).toBe(422);
    expect(noUser.body.error).toBe('user is required');
  });

  it('when 20 accepts of one link race then exactly one account is created', async () => {
    const invitation = await invite(uniqueEmail('race'));
    const results = await Promise.all(Array.from({ length: 20 }, () => accept(invitation.invitation_token)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 410 || s === 409)).toBe(true);
    expect(await usersWithEmail(invitation.email)).toHaveLength(1);
    const { users } = await getAuth().getUsers([{ email: invitation.email }]);
    expect(users).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('when 29.9 days have passed then the link works; after 30 days it is refused and listed as expired', async () => {
    const start = Date.now();
    setClockForTests(() => new Date(start));
    const early = await invite(uniqueEmail('early'));
    const late = await invite(uniqueEmail('late'));

    setClockForTests(() => new Date(start + 29.9 * DAY));
    expect((await verify(early.invitation_token)).status).toBe(200);
    expect((await accept(early.invitation_token)).status).toBe(200);

    setClockForTests(() => new Date(start + 30 * DAY + 1000));
    const verified = await verify(late.invitation_token);
    expect(verified.status).toBe(410);
    expect(verified.body.error).toBe('Invalid or expired invitation');
    const before = await countRows('users');
    expect((await accept(late.invitation_token)).status).toBe(410);
    expect(await countRows('users')).toBe(before);
    const list = await api.call('GET', '/api/v1/admin/invitations', { token: admin.token });
    expect(list.body.invitations.find((i: { id: string }) => i.id === late.id).status).toBe('expired');
    const cancel = await api.call('DELETE', `/api/v1/admin/invitations/${late.id}`, { token: admin.token });
    expect(cancel.status).toBe(409);
  });

  it('when an expired email is invited again then a new pending invitation with a new link replaces it', async () => {
    const start = Date.now();
    setClockForTests(() => new Date(start));
    const old = await invite(uniqueEmail('again'));
    setClockForTests(() => new Date(start + 31 * DAY));
    const fresh = await invite(old.email);
    expect(fresh.id).not.toBe(old.id);
    expect(fresh.invitation_token).not.toBe(old.invitation_token);
    const list = await api.call('GET', '/api/v1/admin/invitations', { token: admin.token });
    const statuses = list.body.invitations
      .filter((i: { email: string }) => i.email === old.email)
      .map((i: { id: string; status: string }) => [i.id, i.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [old.id, 'expired'],
        [fresh.id, 'pending'],
      ]),
    );
  });
});
