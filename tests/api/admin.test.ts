import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type Api } from './harness';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

const ADMIN_ONLY: Array<[string, string, unknown?]> = [
  ['GET', '/api/v1/users'],
  ['POST', '/api/v1/users/00000000-0000-4000-8000-000000000000/promote'],
  ['POST', '/api/v1/users/00000000-0000-4000-8000-000000000000/demote'],
  ['DELETE', '/api/v1/users/00000000-0000-4000-8000-000000000000'],
];

/** Open to creators and admins (issue 32): players are refused with the creator message. */
const CREATORS_ONLY: Array<[string, string, unknown?]> = [
  ['GET', '/api/v1/agents'],
  ['POST', '/api/v1/agents', { name: 'X', personality: 'Wise', setting: 'Ancient Library', theme: 'Mystery' }],
  [
    'POST',
    '/api/v1/escape_rooms',
    { title: 't', description: 'd', theme: 'x', agent_id: '00000000-0000-4000-8000-000000000000' },
  ],
  ['PATCH', '/api/v1/escape_rooms/00000000-0000-4000-8000-000000000000/toggle_enabled'],
  ['POST', '/api/v1/escape_rooms/00000000-0000-4000-8000-000000000000/finalize'],
];

describe('admin-only endpoints', () => {
  it.each(ADMIN_ONLY)('when anonymous calls %s %s then it answers 401', async (method, path, body) => {
    expect((await api.call(method, path, { body })).status).toBe(401);
  });

  it.each(ADMIN_ONLY)('when a regular user calls %s %s then it answers 403', async (method, path, body) => {
    const { token } = await signUp(api, 'plain');
    const res = await api.call(method, path, { token, body });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Access denied. Admin privileges required.');
  });

  it.each(CREATORS_ONLY)('when anonymous calls %s %s then it answers 401', async (method, path, body) => {
    expect((await api.call(method, path, { body })).status).toBe(401);
  });

  it.each(CREATORS_ONLY)('when a regular user calls %s %s then it answers 403', async (method, path, body) => {
    const { token } = await signUp(api, 'plain');
    const res = await api.call(method, path, { token, body });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Access denied. Creator privileges required.');
  });

  it('when an admin is demoted then the same token loses admin access on the next call', async () => {
    const boss = await signUp(api, 'boss', 'admin');
    const other = await signUp(api, 'other', 'admin');
    expect((await api.call('GET', '/api/v1/users', { token: other.token })).status).toBe(200);
    const demoted = await api.call('POST', `/api/v1/users/${other.id}/demote`, { token: boss.token });
    expect(demoted.status).toBe(200);
    expect((await api.call('GET', '/api/v1/users', { token: other.token })).status).toBe(403);
  });

  it('when an admin tries to demote themselves then it answers 400 and nothing changes', async () => {
    const admin = await signUp(api, 'selfdemote', 'admin');
    const res = await api.call('POST', `/api/v1/users/${admin.id}/demote`, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You cannot demote yourself');
    expect((await api.call('GET', '/api/v1/users', { token: admin.token })).status).toBe(200);
  });

  it('when the user list is read by an admin then each user carries role and counts', async () => {
    const admin = await signUp(api, 'lister', 'admin');
    const res = await api.call('GET', '/api/v1/users', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.users.find((u: { id: string }) => u.id === admin.id)).toMatchObject({
      role: 'admin',
      admin: true,
      agents_count: 0,
      puzzles_count: 0,
      game_sessions_count: 0,
    });
  });
});
