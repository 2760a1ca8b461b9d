import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVENTURE_VIBES, EOI_VALIDATION_MESSAGES as M, initialEarlyAccessDraft, toEoiPayload } from '@core';
import { loadConfig, setConfigForTests } from '../../functions/src/config';
import { createApp } from '../../functions/src/http/app';
import { countRows, signUp, startApi, uniqueEmail, verifyEmail, type Api } from './harness';

let api: Api;
let admin: { token: string };

beforeAll(async () => {
  setConfigForTests({
    ...loadConfig(),
    rateLimits: { ...loadConfig().rateLimits, eoiPerMinute: 1000, invitationsPerMinute: 1000 },
  });
  api = await startApi();
  admin = await signUp(api, 'eoi-admin', 'admin');
});
afterAll(async () => {
  await api.close();
  setConfigForTests(undefined);
});

function application(overrides: Record<string, unknown> = {}) {
  const draft = {
    ...initialEarlyAccessDraft(),
    adventure_vibe: [...ADVENTURE_VIBES].reverse(),
    escape_energy: 8,
    escape_motivation: 'teamwork and bonding',
    escape_resume: 'Obsessed and proud',
    sidekick_choice: 'calm thinker',
    first_move: 'scan the room for the big picture',
    ownership_interest: 'Heck yes, I love ownership',
    escape_room_changes: ['more replayable', 'rewards for solving'],
    puzzle_rewards: ['credit and recognition'],
    play_rewards: ['leaderboard bragging rights'],
    token_usage: ['vote on the future of rooms and themes'],
    full_name: 'Grace Hopper',
    email: uniqueEmail('applicant'),
    how_heard: 'Reddit',
  };
  return { eoi_response: { ...toEoiPayload(draft).eoi_response, ...overrides } };
}

const listed = async (email: string) => {
  const res = await api.call('GET', '/api/v1/eoi_responses', { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.eoi_responses.find((r: { email: string }) => r.email === email);
};

describe('POST /api/v1/public/eoi_responses', () => {
  it('when a complete application is sent without auth then it answers 201 with the thank-you message and admins see it', async () => {
    const body = application({ passive_rewards: 4 });
    const res = await api.call('POST', '/api/v1/public/eoi_responses', { body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 'success', message: 'Thank you for applying! We will be in touch soon.' });
    const row = await listed(body.eoi_response.email);
    expect(row).toEqual({
      id: expect.any(String),
      full_name: 'Grace Hopper',
      email: body.eoi_response.email,
      escape_energy: 8,
      escape_resume: 'Obsessed and proud',
      ownership_interest: 'Heck yes, I love ownership',
      submitted_at: expect.any(String),
      adventure_vibe: [...ADVENTURE_VIBES].reverse(),
      escape_room_changes: ['more replayable', 'rewards for solving'],
      puzzle_rewards: ['credit and recognition'],
      play_rewards: ['leaderboard bragging rights'],
      sidekick_choice: 'calm thinker',
      first_move: 'scan the room for the big picture',
      passive_rewards: 4,
      escape_motivation: 'teamwork and bonding',
      token_usage: ['vote on the future of rooms and themes'],
      how_did_you_hear_about_us: 'Reddit',
      user: null,
    });
  });

  it('when "Other" is chosen then the sent text is kept, and passive rewards default to 3', async () => {
    const body = application({ how_did_you_hear_about_us: 'Other: a podcast' });
    delete (body.eoi_response as Record<string, unknown>).passive_rewards;
    expect((await api.call('POST', '/api/v1/public/eoi_responses', { body })).status).toBe(201);
    expect(await listed(body.eoi_response.email)).toMatchObject({
      how_did_you_hear_about_us: 'Other: a podcast',
      passive_rewards: 3,
    });
  });

  it('when answers are sent in mixed case then admins see them exactly as submitted, email included', async () => {
    const email = uniqueEmail('Grace.McHopper').replace('@test.', '@Test.');
    const body = application({
      email,
      full_name: 'Grace McHopper',
      how_did_you_hear_about_us: 'Other: The BBC Podcast',
    });
    expect((await api.call('POST', '/api/v1/public/eoi_responses', { body })).status).toBe(201);
    expect(await listed(email)).toMatchObject({
      email,
      full_name: 'Grace McHopper',
      escape_resume: 'Obsessed and proud',
      ownership_interest: 'Heck yes, I love ownership',
      how_did_you_hear_about_us: 'Other: The BBC Podcast',
    });
  });

  it('when the applicant has (or later creates) an account with that email verified then the application shows that user', async () => {
    const member = await signUp(api, 'member');
    await verifyEmail(member.email);
    const typed = member.email.toUpperCase();
    await api.call('POST', '/api/v1/public/eoi_responses', { body: application({ email: typed }) });
    expect((await listed(typed)).user).toEqual({ email: member.email, created_at: expect.any(String) });

    const later = application();
    await api.call('POST', '/api/v1/public/eoi_responses', { body: later });
    expect((await listed(later.eoi_response.email)).user).toBeNull();
    const signup = await api.call('POST', '/api/v1/signup', {
      body: {
        user: { email: later.eoi_response.email, password: 'later-pass-1', password_confirmation: 'later-pass-1' },
      },
    });
    expect(signup.status).toBe(200);
    await verifyEmail(later.eoi_response.email);
    expect((await listed(later.eoi_response.email)).user).toMatchObject({ email: later.eoi_response.email });
  });

  it('when someone signs up with the applicant email without verifying it then the application links to nobody', async () => {
    const body = application();
    await api.call('POST', '/api/v1/public/eoi_responses', { body });
    const squatter = await api.call('POST', '/api/v1/signup', {
      body: {
        user: { email: body.eoi_response.email, password: 'squat-pass-1', password_confirmation: 'squat-pass-1' },
      },
    });
    expect(squatter.status).toBe(200);

    expect((await listed(body.eoi_response.email)).user).toBeNull();
  });

  it.each([
    ['no eoi_response', {}, ['eoi_response is required']],
    ['unranked vibes', application({ adventure_vibe: ADVENTURE_VIBES.slice(0, 3) }), [M.vibesRanking]],
    [
      'a repeated vibe',
      application({ adventure_vibe: [...ADVENTURE_VIBES.slice(0, 4), ADVENTURE_VIBES[1]] }),
      [M.vibesRanking],
    ],
    ['energy 11', application({ escape_energy: 11 }), [M.energy]],
    ['energy as text', application({ escape_energy: '7' }), [M.energy]],
    [
      'an unknown motivation',
      application({ escape_motivation: 'money' }),
      [M.chooseOne('what draws you to escape rooms')],
    ],
    ['a missing first move', application({ first_move: undefined }), [M.chooseOne('your first move')]],
    [
      'no play rewards',
      application({ play_rewards: [] }),
      [M.chooseAtLeastOne('how you want to be rewarded for playing')],
    ],
    [
      'a repeated token usage',
      application({ token_usage: ['send to friends', 'send to friends'] }),
      [M.noDuplicates('what you would do with earned tokens')],
    ],
    [
      'an unknown change',
      application({ escape_room_changes: ['free pizza'] }),
      [M.chooseOne('what you would change in escape rooms')],
    ],
    ['passive rewards 6', application({ passive_rewards: 6 }), [M.passiveRewards]],
    ['a blank name', application({ full_name: '  ' }), [M.fullNameRequired]],
    ['a bad email', application({ email: 'grace@' }), [M.emailInvalid]],
    ['an unknown source', application({ how_did_you_hear_about_us: 'TV' }), [M.howHeard]],
    ['an empty "Other"', application({ how_did_you_hear_about_us: 'Other: ' }), [M.howHeardOtherEmpty]],
    ['two problems', application({ full_name: '', escape_energy: 0 }), [M.energy, M.fullNameRequired]],
  ])(
    'when the application has %s then it answers 422 with the errors and stores nothing',
    async (_label, body, errors) => {
      const before = await countRows('eoi_responses');
      const res = await api.call('POST', '/api/v1/public/eoi_responses', { body });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(errors);
      expect(res.body.message).toBe(errors.join(', '));
      expect(await countRows('eoi_responses')).toBe(before);
    },
  );

  it('when the JSON is malformed then it answers 400 and stores nothing', async () => {
    const before = await countRows('eoi_responses');
    const res = await api.call('POST', '/api/v1/public/eoi_responses', { raw: '{"eoi_response": ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Malformed JSON body');
    expect(await countRows('eoi_responses')).toBe(before);
  });
});

describe('rate limit', () => {
  it('when one client sends 11 applications in a minute then the 11th answers 429, while another client still gets through', async () => {
    setConfigForTests({
      ...loadConfig(),
      rateLimits: { ...loadConfig().rateLimits, eoiPerMinute: 10, invitationsPerMinute: 60 },
    });
    const server: Server = await new Promise((resolve) => {
      const s = createApp().listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/public/eoi_responses`;
      const send = (ip: string) =>
        fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
          body: '{}',
        });
      // Counters live in the database, which on the shared PostgreSQL target outlives a run
      // (and may serve another run at the same time): each run counts its own fresh /64s.
      const block = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
      const [first, second] = [block(), block()];
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await send(`${first}::7`)).status);
      expect(statuses).toEqual([...Array(10).fill(422), 429]);
      expect((await send(`${second}::8`)).status).toBe(422);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      setConfigForTests({
        ...loadConfig(),
        rateLimits: { ...loadConfig().rateLimits, eoiPerMinute: 1000, invitationsPerMinute: 1000 },
      });
    }
  });
});
