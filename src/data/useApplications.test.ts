import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, installIdentity, json } from './test-doubles';
import { listApplications } from './useApplications';

beforeEach(() => {
  installIdentity('tok');
});

describe('builder applications', () => {
  it('when listing then returns the eoi responses', async () => {
    const calls = installFetch({
      'GET /api/v1/eoi_responses?limit=50': () =>
        json({ status: 'success', eoi_responses: [{ id: 'e1', full_name: 'Ada' }] }),
    });
    expect(await listApplications()).toEqual({
      items: [{ id: 'e1', full_name: 'Ada' }],
      next_cursor: null,
      total: null,
    });
    expect(calls[0].headers.Authorization).toBe('Bearer tok');
  });

  it('when listing fails then says "Failed to fetch EOI responses" unless the server explains', async () => {
    installFetch({ 'GET /api/v1/eoi_responses?limit=50': () => json(null, 500) });
    await expect(listApplications()).rejects.toThrow('Failed to fetch EOI responses');
    installFetch({ 'GET /api/v1/eoi_responses?limit=50': () => json({ status: 'success' }) });
    await expect(listApplications()).rejects.toThrow('Failed to fetch EOI responses');
    installFetch({ 'GET /api/v1/eoi_responses?limit=50': () => json({ message: 'Admin privileges required' }, 403) });
    await expect(listApplications()).rejects.toThrow('Admin privileges required');
  });
});
