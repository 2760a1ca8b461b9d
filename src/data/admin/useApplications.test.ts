import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, installIdentity, json } from '../test-support/test-doubles';
import { listApplications } from './useApplications';

/** An early-access response as the server answers it (the answers are checked against the contract). */
const response = {
  id: 'e1',
  full_name: 'Ada',
  email: 'ada@example.com',
  escape_energy: 3,
  escape_resume: 'Many rooms',
  ownership_interest: 'Yes',
  submitted_at: '2026-01-01T00:00:00.000Z',
  adventure_vibe: ['Mystery'],
  escape_room_changes: [],
  puzzle_rewards: [],
  play_rewards: [],
  sidekick_choice: 'Owl',
  first_move: 'Look around',
  passive_rewards: 2,
  escape_motivation: 'Fun',
  token_usage: [],
  how_did_you_hear_about_us: null,
  user: null,
};

beforeEach(() => {
  installIdentity('tok');
});

describe('builder applications', () => {
  it('when listing then returns the eoi responses', async () => {
    const calls = installFetch({
      'GET /api/v1/eoi_responses?limit=50': () =>
        json({ status: 'success', eoi_responses: [response], next_cursor: null }),
    });
    expect(await listApplications()).toEqual({
      items: [response],
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
