/**
 * The permission matrix of every platform endpoint (platform-spec §6, §7): anonymous, regular user
 * and admin, with the exact status each one gets. Logout comes last because it revokes the tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVENTURE_VIBES } from '@core';
import { loadConfig, setConfigForTests } from '../../functions/src/config';
import { signUp, startApi, uniqueEmail, type Api } from './harness';

const NIL = '00000000-0000-4000-8000-000000000000';
type Role = 'anonymous' | 'user' | 'admin';

const application = () => ({
  eoi_response: {
    adventure_vibe: [...ADVENTURE_VIBES],
    escape_energy: 5,
    escape_motivation: 'adrenaline rush',
    escape_resume: 'First timer',
    sidekick_choice: 'comic relief',
    first_move: 'start touching everything',
    ownership_interest: 'Nah, I just want to play and vibe',
    escape_room_changes: ['players vote on new themes'],
    puzzle_rewards: ['people love and rate it'],
    play_rewards: ['tokens to use or trade'],
    token_usage: ['trade for other rewards'],
    full_name: 'Matrix Tester',
    email: uniqueEmail('matrix'),
    how_did_you_hear_about_us: 'Discord',
  },
});
const registration = {
  first_name: 'A',
  last_name: 'B',
  password: 'password-123',
  password_confirmation: 'password-123',
};

// [method, path, body (fresh per call), expected status for anonymous, user, admin]
const MATRIX: Array<[string, string, (() => unknown) | undefined, Record<Role, number>]> = [
  [
    'POST',
    '/api/v1/login',
    () => ({ user: { email: 'nobody@test.example', password: 'wrong-password' } }),
    { anonymous: 401, user: 401, admin: 401 },
  ],
  ['POST', '/api/v1/signup', () => ({ user: { email: 'bad' } }), { anonymous: 400, user: 400, admin: 400 }],
  ['GET', '/api/v1/current_user', undefined, { anonymous: 401, user: 200, admin: 200 }],
  ['GET', '/api/v1/users/profile', undefined, { anonymous: 401, user: 200, admin: 200 }],
  ['GET', '/api/v1/users', undefined, { anonymous: 401, user: 403, admin: 200 }],
  ['POST', `/api/v1/users/${NIL}/promote`, undefined, { anonymous: 401, user: 403, admin: 404 }],
  ['POST', `/api/v1/users/${NIL}/demote`, undefined, { anonymous: 401, user: 403, admin: 404 }],
  ['DELETE', `/api/v1/users/${NIL}`, undefined, { anonymous: 401, user: 403, admin: 404 }],
  ['GET', '/api/v1/admin/invitations', undefined, { anonymous: 401, user: 403, admin: 200 }],
  [
    'POST',
    '/api/v1/admin/invitations',
    () => ({ invitation: { email: uniqueEmail('matrix-invite') } }),
    { anonymous: 401, user: 403, admin: 201 },
  ],
  [
    'POST',
    '/api/v1/admin/invitations/bulk',
    () => ({ invitation: { emails: `${uniqueEmail('m1')}\n${uniqueEmail('m2')}` } }),
    { anonymous: 401, user: 403, admin: 200 },
  ],
  ['DELETE', `/api/v1/admin/invitations/${NIL}`, undefined, { anonymous: 401, user: 403, admin: 404 }],
  ['GET', '/api/v1/admin/outbox', undefined, { anonymous: 401, user: 403, admin: 200 }],
  ['GET', '/api/v1/eoi_responses', undefined, { anonymous: 401, user: 403, admin: 200 }],
  ['POST', '/api/v1/public/eoi_responses', application, { anonymous: 201, user: 201, admin: 201 }],
  ['GET', '/api/v1/invitations/verify?token=unknown-token', undefined, { anonymous: 404, user: 404, admin: 404 }],
  ['GET', '/api/v1/invitations/verify', undefined, { anonymous: 400, user: 400, admin: 400 }],
  [
    'POST',
    '/api/v1/invitations/accept',
    () => ({ token: 'unknown-token', user: registration }),
    { anonymous: 404, user: 404, admin: 404 },
  ],
  ['DELETE', '/api/v1/logout', undefined, { anonymous: 401, user: 200, admin: 200 }],
];

let api: Api;
const tokens: Record<Role, string | null> = { anonymous: null, user: null, admin: null };

beforeAll(async () => {
  setConfigForTests({
    ...loadConfig(),
    rateLimits: { ...loadConfig().rateLimits, eoiPerMinute: 1000, invitationsPerMinute: 1000 },
  });
  api = await startApi();
  tokens.user = (await signUp(api, 'matrix-user')).token;
  tokens.admin = (await signUp(api, 'matrix-admin', 'admin')).token;
});
afterAll(async () => {
  await api.close();
  setConfigForTests(undefined);
});

describe('platform permission matrix', () => {
  it.each(MATRIX)('%s %s answers anonymous/user/admin as expected', async (method, path, body, expected) => {
    const actual: Record<string, number> = {};
    for (const role of ['anonymous', 'user', 'admin'] as const) {
      const res = await api.call(method, path, { token: tokens[role], body: body?.() });
      actual[role] = res.status;
      if (res.status === 403) expect(res.body.message).toBe('Access denied. Admin privileges required.');
      if (res.status >= 400) expect(typeof (res.body.message ?? res.body.error)).toBe('string');
    }
    expect(actual).toEqual(expected);
  });

  it('covers every route the platform registers', () => {
    const covered = new Set(MATRIX.map(([method, path]) => `${method} ${path.split('?')[0].replace(NIL, ':id')}`));
    for (const route of [
      'POST /api/v1/login',
      'POST /api/v1/signup',
      'DELETE /api/v1/logout',
      'GET /api/v1/current_user',
      'GET /api/v1/users',
      'GET /api/v1/users/profile',
      'DELETE /api/v1/users/:id',
      'POST /api/v1/users/:id/promote',
      'POST /api/v1/users/:id/demote',
      'GET /api/v1/admin/invitations',
      'POST /api/v1/admin/invitations',
      'POST /api/v1/admin/invitations/bulk',
      'DELETE /api/v1/admin/invitations/:id',
      'GET /api/v1/invitations/verify',
      'POST /api/v1/invitations/accept',
      'GET /api/v1/eoi_responses',
      'POST /api/v1/public/eoi_responses',
      'GET /api/v1/admin/outbox',
    ])
      expect(covered).toContain(route);
  });
});
