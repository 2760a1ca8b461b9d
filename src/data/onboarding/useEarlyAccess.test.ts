import { beforeEach, describe, expect, it } from 'vitest';
import { ADVENTURE_VIBES, initialEarlyAccessDraft, type EarlyAccessDraft } from '@core/contracts/early-access';
import { installFetch, installIdentity, json } from '../test-support/test-doubles';
import {
  EARLY_ACCESS_STORAGE_KEY,
  clearSavedApplication,
  eoiFailureMessage,
  loadSavedApplication,
  restoreDraft,
  resumeStep,
  saveApplication,
  submitEarlyAccess,
} from './useEarlyAccess';

const complete = (): EarlyAccessDraft => ({
  ...initialEarlyAccessDraft(),
  adventure_vibe: [...ADVENTURE_VIBES].reverse(),
  escape_energy: 8,
  escape_motivation: 'teamwork and bonding',
  escape_resume: 'I make them. Seriously!',
  sidekick_choice: 'comic relief',
  first_move: 'scream "I found something!"',
  ownership_interest: 'Heck yes, I love ownership',
  escape_room_changes: ['players vote on new themes'],
  puzzle_rewards: ['nothing, just for fun'],
  play_rewards: ['leaderboard bragging rights', 'badges and trophies'],
  token_usage: ['trade for other rewards'],
  full_name: '  Ada Lovelace ',
  email: 'ada@example.com',
  how_heard: 'Other',
  how_heard_other: 'a friend at a board game night',
});

const memoryStorage = () => {
  const store = new Map<string, string>();
  return {
    store,
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
};

beforeEach(() => {
  installIdentity('signed-in-token');
});

describe('submitting an application', () => {
  it('posts the payload without the bearer token and returns the server message', async () => {
    const calls = installFetch({
      'POST /api/v1/public/eoi_responses': () => json({ status: 'success', message: 'See you inside!' }, 201),
    });
    expect(await submitEarlyAccess(complete())).toBe('See you inside!');
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.Authorization).toBeUndefined();
    const sent = (calls[0].body as { eoi_response: Record<string, unknown> }).eoi_response;
    expect(sent.how_did_you_hear_about_us).toBe('Other: a friend at a board game night');
    expect(sent.adventure_vibe).toEqual([...ADVENTURE_VIBES].reverse());
    expect(sent.full_name).toBe('Ada Lovelace');
    expect(sent.passive_rewards).toBe(3);
    expect(sent).not.toHaveProperty('how_heard');
    expect(sent).not.toHaveProperty('how_heard_other');
    expect(sent).not.toHaveProperty('reward_rankings');
    expect(sent).not.toHaveProperty('erm_moves');
  });

  it('sends a plain choice as it is', async () => {
    const calls = installFetch({
      'POST /api/v1/public/eoi_responses': () => json({ status: 'success', message: 'ok' }, 201),
    });
    await submitEarlyAccess({ ...complete(), how_heard: 'Reddit', how_heard_other: 'ignored' });
    expect((calls[0].body as { eoi_response: Record<string, unknown> }).eoi_response.how_did_you_hear_about_us).toBe(
      'Reddit',
    );
  });

  it('when the server rejects it then the errors are joined by ", "', async () => {
    installFetch({
      'POST /api/v1/public/eoi_responses': () =>
        json({ errors: ['Email is invalid', 'Name is required'], message: 'Invalid' }, 422),
    });
    await expect(submitEarlyAccess(complete())).rejects.toThrow('Email is invalid, Name is required');
  });

  it('when there is no errors list then the server message, else "Failed to submit EOI"', async () => {
    installFetch({
      'POST /api/v1/public/eoi_responses': () => json({ errors: [], message: 'Too many requests, slow down' }, 429),
    });
    await expect(submitEarlyAccess(complete())).rejects.toThrow('Too many requests, slow down');
    installFetch({ 'POST /api/v1/public/eoi_responses': () => json(null, 500) });
    await expect(submitEarlyAccess(complete())).rejects.toThrow('Failed to submit EOI');
    installFetch({});
    await expect(submitEarlyAccess(complete())).rejects.toThrow('Failed to submit EOI');
  });

  it('builds the alert text by the spec rules', () => {
    expect(eoiFailureMessage({ errors: ['a', 'b'], message: 'm' })).toBe('a, b');
    expect(eoiFailureMessage({ message: 'm', error: 'e' })).toBe('m');
    expect(eoiFailureMessage({ error: 'not this one' })).toBe('Failed to submit EOI');
    expect(eoiFailureMessage('oops')).toBe('Failed to submit EOI');
  });
});

describe('keeping the draft across a reload', () => {
  it('saves, loads and clears the draft and step', () => {
    const storage = memoryStorage();
    saveApplication({ step: 4, draft: complete() }, storage);
    expect(loadSavedApplication(storage)).toEqual({ step: 4, draft: complete() });
    clearSavedApplication(storage);
    expect(loadSavedApplication(storage)).toBeNull();
  });

  it('when the stored data is damaged then the bad fields fall back to their defaults', () => {
    const storage = memoryStorage();
    storage.setItem(EARLY_ACCESS_STORAGE_KEY, '{not json');
    expect(loadSavedApplication(storage)).toBeNull();
    const draft = restoreDraft({
      adventure_vibe: ['Solo stealth missions'],
      escape_energy: 42,
      escape_resume: 7,
      play_rewards: 'badges',
      passive_rewards: 5,
      full_name: 'Grace',
    });
    expect(draft.adventure_vibe).toEqual([...ADVENTURE_VIBES]);
    expect(draft.escape_energy).toBe(5);
    expect(draft.escape_resume).toBe('');
    expect(draft.play_rewards).toEqual([]);
    expect(draft.passive_rewards).toBe(3);
    expect(draft.full_name).toBe('Grace');
  });

  it('never resumes past an incomplete step', () => {
    expect(resumeStep(4, initialEarlyAccessDraft())).toBe(0);
    expect(resumeStep(3, { ...complete(), sidekick_choice: '' })).toBe(1);
    expect(resumeStep(4, complete())).toBe(4);
    expect(resumeStep(99, complete())).toBe(4);
    expect(resumeStep('2', complete())).toBe(0);
  });
});
