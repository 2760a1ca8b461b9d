/** Load: many accepts of one invitation token at once still create exactly one account. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { loadConfig, setConfigForTests } from '../../functions/src/config';
import { getPool } from '../../functions/src/db/pool';
import { hashInvitationToken } from '../../functions/src/domain/accounts/invitation-token';
import { signUp, startApi, uniqueEmail, type Api } from './harness';

const CONCURRENT_ACCEPTS = 50;

let api: Api;
let admin: { token: string };

beforeAll(async () => {
  const base = loadConfig();
  setConfigForTests({
    ...base,
    mail: { ...base.mail, smtpUrl: undefined, smtpHost: undefined },
    rateLimits: { ...loadConfig().rateLimits, eoiPerMinute: 1000, invitationsPerMinute: 1000 },
  });
  api = await startApi();
  admin = await signUp(api, 'load-admin', 'admin');
});
afterAll(async () => {
  await api.close();
  setConfigForTests(undefined);
});

describe('invitation acceptance under load', () => {
  it(`when ${CONCURRENT_ACCEPTS} accepts of one token arrive at once then exactly one account exists`, async () => {
    const email = uniqueEmail('load');
    const created = await api.call('POST', '/api/v1/admin/invitations', {
      token: admin.token,
      body: { invitation: { email } },
    });
    expect(created.status).toBe(201);
    const token = created.body.invitation.invitation_token as string;
    const user = {
      first_name: 'Load',
      last_name: 'Test',
      password: 'load-test-42',
      password_confirmation: 'load-test-42',
    };

    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: CONCURRENT_ACCEPTS }, () =>
        api.call('POST', '/api/v1/invitations/accept', { body: { token, user } }),
      ),
    );
    const elapsedMs = Math.round(performance.now() - started);

    const statuses = results.map((r) => r.status);
    const tally = statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    console.log(`[load] ${CONCURRENT_ACCEPTS} concurrent accepts in ${elapsedMs} ms:`, JSON.stringify(tally));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 410)).toBe(true);
    const rows = await getPool().query('SELECT firebase_uid FROM users WHERE lower(email) = lower($1)', [email]);
    expect(rows.rows).toHaveLength(1);
    const account = await getAuth().getUserByEmail(email);
    expect(account.uid).toBe(rows.rows[0].firebase_uid);
    const { users } = await getAuth().getUsers([{ email }]);
    expect(users).toHaveLength(1);
    const invitation = await getPool().query('SELECT status, claim_id FROM invitations WHERE token_hash = $1', [
      hashInvitationToken(token),
    ]);
    expect(invitation.rows[0]).toEqual({ status: 'accepted', claim_id: null });
  });
});
