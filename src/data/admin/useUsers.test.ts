import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, installIdentity, json } from '../test-support/test-doubles';
import { deleteUser, demoteUser, listUsers, promoteUser, setUserRole } from './useUsers';

const ada = {
  id: 'u1',
  email: 'ada@example.com',
  role: 'user',
  admin: false,
  first_name: null,
  last_name: null,
  created_at: '2025-01-01T00:00:00Z',
  agents_count: 2,
  puzzles_count: 1,
  game_sessions_count: 3,
};

beforeEach(() => {
  installIdentity('tok');
});

describe('user management calls', () => {
  it('when listing then sends the bearer token and returns the users with their counts', async () => {
    const calls = installFetch({
      'GET /api/v1/users?limit=50': () => json({ status: 'success', users: [ada], next_cursor: null }),
    });
    expect(await listUsers()).toEqual({ items: [ada], next_cursor: null, total: null });
    expect(calls[0].headers.Authorization).toBe('Bearer tok');
  });

  it('when asked for the next page then sends the cursor and returns the next cursor and total', async () => {
    const calls = installFetch({
      'GET /api/v1/users?limit=50&cursor=abc123': () =>
        json({ status: 'success', users: [ada], next_cursor: 'def456', total: 120 }),
    });
    expect(await listUsers('abc123')).toEqual({ items: [ada], next_cursor: 'def456', total: 120 });
    expect(calls).toHaveLength(1);
  });

  it('when listing fails then says "Failed to fetch users" unless the server explains', async () => {
    installFetch({ 'GET /api/v1/users?limit=50': () => json(null, 500) });
    await expect(listUsers()).rejects.toThrow('Failed to fetch users');
    installFetch({ 'GET /api/v1/users?limit=50': () => json({ status: 'error' }) });
    await expect(listUsers()).rejects.toThrow('Failed to fetch users');
    installFetch({ 'GET /api/v1/users?limit=50': () => json({ message: 'Admin privileges required' }, 403) });
    await expect(listUsers()).rejects.toThrow('Admin privileges required');
  });

  it('when promoting or demoting then posts to the user and returns the updated user', async () => {
    const calls = installFetch({
      'POST /api/v1/users/u1/promote': () =>
        json({ status: 'success', message: 'User promoted to admin', user: { ...ada, role: 'admin', admin: true } }),
      'POST /api/v1/users/u1/demote': () => json({ status: 'success', message: 'User demoted', user: ada }),
    });
    expect(await promoteUser('u1')).toMatchObject({ message: 'User promoted to admin', user: { role: 'admin' } });
    expect(await demoteUser('u1')).toMatchObject({ message: 'User demoted', user: { role: 'user' } });
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST']);
  });

  it('when granting or revoking the creator role then puts the role and returns the updated user', async () => {
    const calls = installFetch({
      'PUT /api/v1/users/u1/role': (call) => {
        const role = (call.body as { role: string }).role;
        return json({ status: 'success', message: `is now ${role}`, user: { ...ada, role } });
      },
    });
    expect(await setUserRole('u1', 'creator')).toMatchObject({ message: 'is now creator', user: { role: 'creator' } });
    expect(await setUserRole('u1', 'user')).toMatchObject({ user: { role: 'user' } });
    expect(calls.map((c) => c.body)).toEqual([{ role: 'creator' }, { role: 'user' }]);
    installFetch({ 'PUT /api/v1/users/u1/role': () => json({}, 500) });
    await expect(setUserRole('u1', 'creator')).rejects.toThrow('Failed to change role');
  });

  it('when the server refuses then its message wins over the catalogue text', async () => {
    installFetch({
      'POST /api/v1/users/me/demote': () => json({ message: 'You cannot demote yourself' }, 400),
      'DELETE /api/v1/users/me': () => json({ message: 'You cannot delete your own account' }, 400),
      'POST /api/v1/users/u1/promote': () => json({}, 500),
      'DELETE /api/v1/users/u1': () => json({}, 500),
    });
    await expect(demoteUser('me')).rejects.toThrow('You cannot demote yourself');
    await expect(deleteUser('me')).rejects.toThrow('You cannot delete your own account');
    await expect(promoteUser('u1')).rejects.toThrow('Failed to promote user');
    await expect(deleteUser('u1')).rejects.toThrow('Failed to delete user');
  });

  it('when the network is down then demote says "Failed to demote user"', async () => {
    installFetch({});
    await expect(demoteUser('u1')).rejects.toThrow('Failed to demote user');
  });

  it('when deleting then sends DELETE and returns the message', async () => {
    const calls = installFetch({
      'DELETE /api/v1/users/u%2F1': () => json({ status: 'success', message: 'User deleted' }),
    });
    expect(await deleteUser('u/1')).toBe('User deleted');
    expect(calls[0].method).toBe('DELETE');
  });
});
