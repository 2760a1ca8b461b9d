import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, installLocalStorage, json } from './test-doubles';
import { listApplications } from './useApplications';

beforeEach(() => {
  installLocalStorage().set('token', 'tok');
});

describe('builder applications', () => {
  it('when listing then returns the eoi responses', async () => {
    const calls = installFetch({
      'GET /api/v1/eoi_responses': () => json({ status: 'success', eoi_responses: [{ id: 'e1', full_name: 'Ada' }] }),
    });
    expect(await listApplications()).toEqual([{ id: 'e1', full_name: 'Ada' }]);
    expect(calls[0].headers.Authorization).toBe('Bearer tok');
  });

  it('when listing fails then says "Failed to fetch EOI responses" unless the server explains', async () => {
    installFetch({ 'GET /api/v1/eoi_responses': () => json(null, 500) });
    await expect(listApplications()).rejects.toThrow('Failed to fetch EOI responses');
    installFetch({ 'GET /api/v1/eoi_responses': () => json({ status: 'success' }) });
    await expect(listApplications()).rejects.toThrow('Failed to fetch EOI responses');
    installFetch({ 'GET /api/v1/eoi_responses': () => json({ message: 'Admin privileges required' }, 403) });
    await expect(listApplications()).rejects.toThrow('Admin privileges required');
  });
});
