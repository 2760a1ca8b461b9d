/**
 * Invitation tokens (issue 29 item 6): stored only as a hash, shown once (in the answer that issued
 * them and in the email), checked by POST, and replaced on resend so the old link is refused.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPool } from '../../functions/src/db/pool';
import { MIGRATIONS } from '../../functions/src/db/migrations';
import { migrateDatabase } from '../../functions/src/db/migrator';
import { countRows, uniqueEmail, type Api } from './harness';
import { startInvitationApi, stopInvitationApi } from './invitation-setup';
import { closeScratchDatabases, scratchDatabase } from './scratch-database';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const GOOD_USER = {
  first_name: 'Grace',
  last_name: 'Hopper',
  password: 'compiler-1952',
  password_confirmation: 'compiler-1952',
};

let api: Api;
let admin: { token: string; email: string };

beforeAll(async () => {
  ({ api, admin } = await startInvitationApi('token-admin'));
});
afterAll(async () => {
  await stopInvitationApi(api);
  await closeScratchDatabases();
});

async function invite(email: string): Promise<{ id: string; email: string; invitation_token: string }> {
  const res = await api.call('POST', '/api/v1/admin/invitations', {
    token: admin.token,
    body: { invitation: { email } },
  });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.invitation;
}
const verify = (token: string) => api.call('POST', '/api/v1/invitations/verify', { body: { token } });
const resend = (id: string) => api.call('POST', `/api/v1/admin/invitations/${id}/resend`, { token: admin.token });
const outboxTextsTo = async (email: string): Promise<string[]> => {
  const outbox = await api.call('GET', '/api/v1/admin/outbox', { token: admin.token });
  return outbox.body.messages.filter((m: { to: string }) => m.to === email).map((m: { text: string }) => m.text);
};

describe('storing and showing the token', () => {
  it('when an invitation is created then the database keeps only the SHA-256 of its token and no list shows it', async () => {
    const invitation = await invite(uniqueEmail('hashed'));

    const { rows } = await getPool().query('SELECT * FROM invitations WHERE id = $1', [invitation.id]);
    const list = await api.call('GET', '/api/v1/admin/invitations', { token: admin.token });

    expect(rows[0].token_hash).toBe(sha256(invitation.invitation_token));
    expect(JSON.stringify(rows[0])).not.toContain(invitation.invitation_token);
    const listed = list.body.invitations.find((i: { id: string }) => i.id === invitation.id);
    expect(listed).toMatchObject({ id: invitation.id, status: 'pending' });
    expect(listed).not.toHaveProperty('invitation_token');
    expect(JSON.stringify(list.body)).not.toContain(invitation.invitation_token);
    expect(JSON.stringify(list.body)).not.toContain(rows[0].token_hash);
  });

  it('when the token comes in a GET query string then it is not checked: only the POST verifies it', async () => {
    const invitation = await invite(uniqueEmail('get-verify'));

    const byGet = await api.call('GET', `/api/v1/invitations/verify?token=${invitation.invitation_token}`);
    const byPost = await verify(invitation.invitation_token);

    expect(byGet.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(byGet.body)).not.toContain(invitation.email);
    expect(byPost.status).toBe(200);
    expect(byPost.body).toMatchObject({ success: true, email: invitation.email });
  });
});

describe('resending', () => {
  it('when an invitation is resent then it gets a new token, the old link answers "Invalid invitation link" and the new one registers', async () => {
    const invitation = await invite(uniqueEmail('rotated'));

    const res = await resend(invitation.id);

    expect(res.status).toBe(200);
    const fresh = res.body.invitation.invitation_token as string;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(invitation.invitation_token);
    expect(res.body.message).toBe(
      `Invitation sent again to ${invitation.email} with a new link (the earlier link no longer works)`,
    );
    const old = await verify(invitation.invitation_token);
    expect(old.status).toBe(404);
    expect(old.body).toMatchObject({ success: false, error: 'Invalid invitation link' });
    const users = await countRows('users');
    const oldAccept = await api.call('POST', '/api/v1/invitations/accept', {
      body: { token: invitation.invitation_token, user: GOOD_USER },
    });
    expect(oldAccept.status).toBe(404);
    expect(oldAccept.body).toMatchObject({ success: false, error: 'Invalid invitation link' });
    expect(await countRows('users')).toBe(users);

    // The email of the resend carries the working link; the first email's link is the dead one.
    const texts = await outboxTextsTo(invitation.email);
    expect(texts.some((text) => text.includes(`http://studio.test/invitation/${fresh}`))).toBe(true);
    expect((await verify(fresh)).status).toBe(200);
    const accepted = await api.call('POST', '/api/v1/invitations/accept', { body: { token: fresh, user: GOOD_USER } });
    expect(accepted.status).toBe(200);
  });

  it('when a cancelled invitation is resent then it answers 409 and its token stays the same', async () => {
    const invitation = await invite(uniqueEmail('cancelled-resend'));
    await api.call('DELETE', `/api/v1/admin/invitations/${invitation.id}`, { token: admin.token });
    const before = await getPool().query('SELECT token_hash FROM invitations WHERE id = $1', [invitation.id]);

    const res = await resend(invitation.id);

    expect(res.status).toBe(409);
    const after = await getPool().query('SELECT token_hash FROM invitations WHERE id = $1', [invitation.id]);
    expect(after.rows).toEqual(before.rows);
  });
});

describe('migration 012 on invitations stored before it', () => {
  it('when it runs then clear tokens become their hashes (old links still work) and SMTP records lose their links', async () => {
    const scratch = await scratchDatabase();
    try {
      const index = MIGRATIONS.findIndex((m) => m.id === '012_invitation_token_hashes');
      await migrateDatabase(scratch.url, MIGRATIONS.slice(0, index));
      const [clear, other] = ['A'.repeat(43), `tok-${randomUUID()}`];
      const [first, second] = [randomUUID(), randomUUID()];
      await scratch.query(
        `INSERT INTO invitations (id, email, status, token, created_at, expires_at)
         VALUES ($1, 'a@test.example', 'pending', $2, now(), now() + interval '30 days'),
                ($3, 'b@test.example', 'accepted', $4, now(), now() + interval '30 days')`,
        [first, clear, second, other],
      );
      const body = (token: string) => `Create your account here: http://studio.test/invitation/${token}\nBye`;
      await scratch.query(
        `INSERT INTO outbox_messages (id, to_address, subject, text_body, html_body, transport, invitation_id)
         VALUES ($1, 'a@test.example', 's', $2, $3, 'smtp', $4), ($5, 'a@test.example', 's', $2, $3, 'outbox', $4)`,
        [randomUUID(), body(clear), `<a href="http://studio.test/invitation/${clear}">x</a>`, first, randomUUID()],
      );

      await migrateDatabase(scratch.url, MIGRATIONS.slice(0, index + 1));

      const invitations = await scratch.query<{ id: string; token_hash: string }>(
        'SELECT id, token_hash FROM invitations ORDER BY email',
      );
      expect(invitations).toEqual([
        { id: first, token_hash: sha256(clear) },
        { id: second, token_hash: sha256(other) },
      ]);
      const outbox = await scratch.query<{ transport: string; text_body: string; html_body: string }>(
        'SELECT transport, text_body, html_body FROM outbox_messages ORDER BY transport',
      );
      expect(outbox).toEqual([
        // The dev outbox is the mailbox: it keeps the link, which still opens the invitation.
        {
          transport: 'outbox',
          text_body: body(clear),
          html_body: `<a href="http://studio.test/invitation/${clear}">x</a>`,
        },
        {
          transport: 'smtp',
          text_body: 'Create your account here: (link sent by email, not kept)\nBye',
          html_body: '<a href="(link sent by email, not kept)">x</a>',
        },
      ]);
    } finally {
      await scratch.drop();
    }
  }, 60_000);
});
