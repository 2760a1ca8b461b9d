import {
  continueSurvey,
  callAs,
  fillField,
  hasStoredSession,
  inviteByApi,
  openAdminTab,
  optionTexts,
  signInAs,
  signUpAs,
  sql,
  storeApplication,
  surveyChip,
  surveyOption,
  uniqueEmail,
  logOut,
} from './platform-helpers';
import { expect, newUser, press, scenario, snap, test, throwawayAdmin } from './support';

// The scenario answers some calls itself (page.route); a service worker would answer them first.
test.use({ serviceWorkers: 'block' });

const VIBES = [
  'Solo stealth missions',
  'Brain melting team puzzles',
  'Competitive showdown mode',
  'Deep storytelling and role play',
  'Laughing through chaos with friends',
];

const OPTION_SETS: Record<string, string[]> = {
  escape_motivation: [
    'thrill of solving puzzles',
    'teamwork and bonding',
    'immersive storytelling',
    'adrenaline rush',
    'creativity and design',
  ],
  escape_resume: ['First timer', 'Casual solver', 'Obsessed and proud', 'I make them. Seriously!'],
  sidekick_choice: ['puzzle genius', 'calm thinker', 'chaos clicker', 'clue sniper', 'comic relief'],
  first_move: [
    'look for the hidden clue or lock',
    'start touching everything',
    'scan the room for the big picture',
    'just vibe as the team panics',
    'scream "I found something!"',
  ],
  ownership_interest: [
    'Heck yes, I love ownership',
    'Maybe, tell me how it works',
    'Nah, I just want to play and vibe',
  ],
  escape_room_changes: [
    'more replayable',
    'add your own puzzles and rooms',
    'players vote on new themes',
    'rewards for solving',
    'creators earn from their ideas',
  ],
  puzzle_rewards: [
    'people love and rate it',
    'credit and recognition',
    'token rewards and revenue split',
    'a community to build more with',
    'nothing, just for fun',
  ],
  play_rewards: [
    'badges and trophies',
    'tokens to use or trade',
    'surprise mystery boxes with real perks',
    'free access to premium rooms',
    'leaderboard bragging rights',
  ],
  token_usage: [
    'save for exclusive content',
    'swap for items and upgrades',
    'vote on the future of rooms and themes',
    'trade for other rewards',
    'send to friends',
  ],
  how_heard: ['Discord', 'Reddit', 'Google', 'Other'],
};

const APPLICATION_FIELDS = [
  'adventure_vibe',
  'escape_energy',
  'escape_motivation',
  'escape_resume',
  'sidekick_choice',
  'first_move',
  'ownership_interest',
  'escape_room_changes',
  'puzzle_rewards',
  'play_rewards',
  'token_usage',
  'passive_rewards',
  'full_name',
  'email',
  'how_did_you_hear_about_us',
];

test(
  scenario(
    'platform',
    3,
    'Entities and fields: the application payload, session, user, profile, invitations, responses',
  ),
  async ({ page }) => {
    test.setTimeout(120_000);
    // The early-access application: default vibe order, energy 5, the option sets exactly as listed.
    await page.goto('/early-access');
    await expect(page.getByTestId('ea-vibe-label')).toHaveText(VIBES);
    await expect(page.getByRole('slider', { name: 'Escape energy' })).toHaveAttribute('aria-valuenow', '5');
    expect(await optionTexts(page, 'escape_motivation')).toEqual(OPTION_SETS.escape_motivation);
    await press(page, surveyOption(page, 'escape_motivation', 'teamwork and bonding'));
    await continueSurvey(page);
    for (const field of ['escape_resume', 'sidekick_choice', 'first_move'])
      expect(await optionTexts(page, field)).toEqual(OPTION_SETS[field]);
    await press(page, surveyOption(page, 'escape_resume', 'First timer'));
    await press(page, surveyOption(page, 'sidekick_choice', 'comic relief'));
    await press(page, surveyOption(page, 'first_move', 'just vibe as the team panics'));
    await continueSurvey(page);
    for (const field of ['ownership_interest', 'escape_room_changes', 'puzzle_rewards'])
      expect(await optionTexts(page, field)).toEqual(OPTION_SETS[field]);
    await press(page, surveyOption(page, 'ownership_interest', 'Nah, I just want to play and vibe'));
    await press(page, surveyChip(page, 'escape_room_changes', 'rewards for solving'));
    await press(page, surveyChip(page, 'escape_room_changes', 'more replayable'));
    await press(page, surveyChip(page, 'puzzle_rewards', 'nothing, just for fun'));
    await continueSurvey(page);
    for (const field of ['play_rewards', 'token_usage'])
      expect(await optionTexts(page, field)).toEqual(OPTION_SETS[field]);
    await press(page, surveyChip(page, 'play_rewards', 'tokens to use or trade'));
    await press(page, surveyChip(page, 'token_usage', 'trade for other rewards'));
    await continueSurvey(page);
    expect(await optionTexts(page, 'how_heard')).toEqual(OPTION_SETS.how_heard);
    await snap(page, 'application-contact');
    const applicantEmail = uniqueEmail('applicant');
    await fillField(page, 'ea-full-name', 'Katherine Johnson');
    await fillField(page, 'ea-email', applicantEmail);
    await press(page, surveyOption(page, 'how_heard', 'Other'));
    await fillField(page, 'ea-how-heard-other', 'a newsletter');
    // The payload as the page sends it (answered here, so the public endpoint's rate limit is not spent).
    await page.route('**/api/v1/public/eoi_responses', (route) =>
      route.fulfill({
        status: 201,
        json: { status: 'success', message: 'Thank you for applying! We will be in touch soon.' },
      }),
    );
    const sent = page.waitForRequest('**/api/v1/public/eoi_responses');
    await press(page, page.getByTestId('ea-submit'));
    const payload = (await sent).postDataJSON().eoi_response;
    expect(Object.keys(payload).sort()).toEqual([...APPLICATION_FIELDS].sort());
    expect(payload).toEqual({
      adventure_vibe: VIBES,
      escape_energy: 5,
      escape_motivation: 'teamwork and bonding',
      escape_resume: 'First timer',
      sidekick_choice: 'comic relief',
      first_move: 'just vibe as the team panics',
      ownership_interest: 'Nah, I just want to play and vibe',
      escape_room_changes: ['rewards for solving', 'more replayable'],
      puzzle_rewards: ['nothing, just for fun'],
      play_rewards: ['tokens to use or trade'],
      token_usage: ['trade for other rewards'],
      passive_rewards: 3,
      full_name: 'Katherine Johnson',
      email: applicantEmail,
      how_did_you_hear_about_us: 'Other: a newsletter',
    });
    await expect(page.getByTestId('ea-thank-you')).toBeVisible();

    // Signup payload and answer; the session (deliberate difference: Firebase Auth's own storage, no "token" key).
    const user = newUser('player');
    const signup = page.waitForRequest('**/api/v1/signup');
    const signupAnswer = page.waitForResponse('**/api/v1/signup');
    const profileAnswer = page.waitForResponse('**/api/v1/users/profile');
    await signUpAs(page, user.email, user.password);
    expect((await signup).postDataJSON()).toEqual({
      user: { email: user.email, password: user.password, password_confirmation: user.password },
    });
    const signed = await (await signupAnswer).json();
    expect(signed.status.code).toBe(200);
    expect(signed.status.data.user).toMatchObject({ email: user.email, role: 'user', admin: false });
    const profile = await (await profileAnswer).json();
    expect(profile.status).toBe('success');
    expect(profile.user).toMatchObject({ email: user.email, role: 'user', admin: false });
    expect(typeof profile.user.id).toBe('string');
    expect(Number.isNaN(Date.parse(profile.user.created_at))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await hasStoredSession(page)).toBe(true);

    // The user list: role, admin flag, created date and the three counts, as the screen shows them.
    // The list shows the newest users first, a page at a time: the seeded admin, the oldest, is
    // beyond the first page once the suite has made enough users, so an admin of this test's own.
    await logOut(page);
    const ownAdmin = await throwawayAdmin(page);
    await signInAs(page, ownAdmin.email, ownAdmin.password);
    await page.goto('/admin');
    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/users');
    const users = await openAdminTab(page, 'users', 'User Management');
    const list = await (await listed).json();
    expect(list.status).toBe('success');
    for (const email of [user.email, ownAdmin.email]) {
      const entry = list.users.find((u: { email: string }) => u.email === email);
      expect(Object.keys(entry)).toEqual(
        expect.arrayContaining([
          'id',
          'email',
          'role',
          'admin',
          'created_at',
          'agents_count',
          'puzzles_count',
          'game_sessions_count',
        ]),
      );
      const row = users.locator(`[data-testid="user-row"][data-email="${email}"]`);
      await expect(row.getByTestId('user-role')).toHaveText(entry.admin ? 'Admin' : 'User');
      await expect(row.getByTestId('user-agents-count')).toHaveText(String(entry.agents_count));
      await expect(row.getByTestId('user-puzzles-count')).toHaveText(String(entry.puzzles_count));
      await expect(row.getByTestId('user-sessions-count')).toHaveText(String(entry.game_sessions_count));
    }
    await snap(page, 'user-list');

    // Invitations: pending, accepted, cancelled and expired, with their fields; the verification result.
    const [pending, accepted, cancelled, expired] = ['pending', 'accepted', 'cancelled', 'expired'].map((s) =>
      uniqueEmail(`invite-${s}`),
    );
    const made = {
      pending: await inviteByApi(page, pending),
      accepted: await inviteByApi(page, accepted),
      cancelled: await inviteByApi(page, cancelled),
      expired: await inviteByApi(page, expired),
    };
    // Deliberate difference (issue 29): the token is verified by POST, in the body, never in a URL.
    const verify = await callAs(page, 'POST', '/api/v1/invitations/verify', {
      token: null,
      body: { token: made.pending.invitation_token },
    });
    expect(verify.body).toMatchObject({ success: true, email: pending, invitedBy: ownAdmin.email });
    expect(Number.isNaN(Date.parse((verify.body as { expires: string }).expires))).toBe(false);
    const accept = await callAs(page, 'POST', '/api/v1/invitations/accept', {
      token: null,
      body: {
        token: made.accepted.invitation_token,
        user: {
          email: accepted,
          first_name: 'Mary',
          last_name: 'Jackson',
          password: 'pass-word-42',
          password_confirmation: 'pass-word-42',
        },
      },
    });
    expect(accept.status).toBe(200);
    await callAs(page, 'DELETE', `/api/v1/admin/invitations/${made.cancelled.id}`);
    await sql(`UPDATE invitations SET expires_at = now() - interval '1 hour' WHERE id = $1`, [made.expired.id]);

    const invitationList = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/admin/invitations');
    const panel = await openAdminTab(page, 'invitations', 'User Invitations');
    const invitations = (await (await invitationList).json()).invitations as Record<string, unknown>[];
    const expected = { pending: 'Pending', accepted: 'Accepted', cancelled: 'Cancelled', expired: 'Expired' };
    for (const [status, email] of Object.entries({ pending, accepted, cancelled, expired })) {
      const entry = invitations.find((i) => i.email === email)!;
      expect(entry).toMatchObject({ email, status, invited_by_email: ownAdmin.email });
      // Deliberate difference (issue 29): the list leaves invitation_token out; only the answer that issued it has it.
      expect(Object.keys(entry)).toEqual(expect.arrayContaining(['id', 'created_at', 'expires_at', 'accepted_at']));
      expect(entry).not.toHaveProperty('invitation_token');
      await expect(
        panel.locator(`[data-testid="invitation-item"][data-email="${email}"]`).getByTestId('invitation-status'),
      ).toHaveText(expected[status as keyof typeof expected]);
    }
    expect(invitations.find((i) => i.email === accepted)!.accepted_at).not.toBeNull();
    await snap(page, 'invitation-statuses');

    // The early-access response as listed to admins, with its linked user or none.
    const responseEmail = uniqueEmail('listed');
    await storeApplication({ full_name: 'Dorothy Vaughan', email: responseEmail, escape_energy: 6 });
    const responses = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/eoi_responses');
    const applications = await openAdminTab(page, 'applications', 'Builder Applications');
    const listedResponse = ((await (await responses).json()).eoi_responses as Record<string, unknown>[]).find(
      (r) => r.email === responseEmail,
    )!;
    expect(Object.keys(listedResponse)).toEqual(
      expect.arrayContaining([
        'id',
        ...APPLICATION_FIELDS.filter((f) => f !== 'puzzle_rewards'),
        'submitted_at',
        'user',
      ]),
    );
    expect(listedResponse.user).toBeNull();
    const row = applications.locator(`[data-testid="application-row"][data-email="${responseEmail}"]`);
    await expect(row.getByTestId('application-name')).toHaveText('Dorothy Vaughan');
    await expect(row.getByTestId('application-energy')).toHaveText('6/10');
    await expect(row.getByTestId('application-passive')).toHaveText('3/5');
    await expect(row.getByTestId('application-user')).toHaveText('none');
  },
);
