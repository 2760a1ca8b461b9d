import { randomUUID } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import {
  expect,
  test,
  admin,
  idTokenOf,
  newUser,
  sampleRoomId,
  signIn,
  signUpThroughUi,
  NATIVE_INPUT,
  throwawayAdmin,
} from './support';

async function openAdminTab(page: Page, id: string, label: string): Promise<Locator> {
  await page.goto('/admin');
  await page.getByTestId(`admin-tab-${id}`).tap();
  const panel = page.getByRole('tabpanel', { name: label });
  await expect(panel).toBeVisible();
  return panel;
}

/** What the database holds for a user: their id and how many agents and game sessions point at that id. */
async function ownedRows(
  email: string,
  id?: string,
): Promise<{ id: string | undefined; users: number; agents: number; sessions: number }> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const found = await client.query('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
    const userId = id ?? (found.rows[0]?.id as string | undefined);
    const count = async (sql: string) => Number((await client.query(sql, [userId])).rows[0].count);
    return {
      id: userId,
      users: found.rowCount ?? 0,
      agents: userId ? await count('SELECT count(*) FROM agents WHERE owner_id = $1') : 0,
      sessions: userId ? await count('SELECT count(*) FROM game_sessions WHERE user_id = $1') : 0,
    };
  } finally {
    await client.end();
  }
}

test.describe('user management', () => {
  test('an admin promotes, demotes and deletes a user; the delete removes their agents and sessions and their sign-in', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const creator = newUser('creator');

    // The creator signs up and opens the sample room in their own browser (a game session).
    const creatorContext = await browser.newContext();
    const creatorPage = await creatorContext.newPage();
    await signUpThroughUi(creatorPage, creator.email, creator.password);
    await creatorPage.goto(`/play/${sampleRoomId}`);
    await expect(creatorPage.getByTestId('scene')).toBeVisible();

    // An admin finds them as a user with one game session. The admin is one of this test's own: the
    // list shows the newest users first (the seeded admin, the oldest, may be past its first page),
    // and the deleted user's agents move to them, not to the admin the other tests share.
    const ownAdmin = await throwawayAdmin(page);
    await signIn(page, ownAdmin.email, ownAdmin.password);
    const panel = await openAdminTab(page, 'users', 'User Management');
    const row = panel.locator(`[data-testid="user-row"][data-email="${creator.email}"]`);
    await expect(row).toBeVisible();
    await expect(row).toHaveAttribute('data-role', 'user');
    await expect(row.getByTestId('user-role')).toHaveText('User');
    await expect(row.getByTestId('user-sessions-count')).toHaveText('1');
    await expect(row.getByTestId('user-agents-count')).toHaveText('0');

    // The admin's own row has no demote or delete.
    const own = panel.locator(`[data-testid="user-row"][data-email="${ownAdmin.email}"]`);
    await expect(own.getByTestId('user-role')).toHaveText('Admin');
    await expect(own.getByTestId('user-demote')).toHaveCount(0);
    await expect(own.getByTestId('user-delete')).toHaveCount(0);

    // Promote: the creator becomes an admin and can create an agent.
    await row.getByTestId('user-promote').tap();
    await expect(row).toHaveAttribute('data-role', 'admin');
    await expect(row.getByTestId('user-role')).toHaveText('Admin');
    const creatorToken = await idTokenOf(creatorPage);
    const created = await creatorPage.evaluate(async (bearer) => {
      const response = await fetch('/api/v1/agents', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
        body: JSON.stringify({
          agent: { name: 'Marina', personality: 'Wise', setting: 'Ancient Library', theme: 'Mystery' },
        }),
      });
      return response.status;
    }, creatorToken);
    expect(created).toBe(201);
    await panel.getByTestId('users-refresh').tap();
    await expect(row.getByTestId('user-agents-count')).toHaveText('1');

    // Demote: back to a user.
    await row.getByTestId('user-demote').tap();
    await expect(row).toHaveAttribute('data-role', 'user');
    await expect(row.getByTestId('user-promote')).toBeVisible();

    const before = await ownedRows(creator.email);
    expect(before).toMatchObject({ users: 1, agents: 1, sessions: 1 });

    // Delete: the confirmation says what moves and what stays; confirming removes the row.
    await row.getByTestId('user-delete').tap();
    const alert = page.locator('ion-alert');
    await expect(alert).toContainText('Their agents and puzzles move to you and their game sessions stay, anonymised');
    await expect(alert).toContainText('1 agent, 0 puzzles, 1 game session');
    await alert.getByRole('button', { name: 'Delete' }).tap();
    await expect(row).toHaveCount(0);
    await panel.getByTestId('users-refresh').tap();
    await expect(panel.locator('[data-testid="user-row"]').first()).toBeVisible();
    await expect(row).toHaveCount(0);

    expect(await ownedRows(creator.email, before.id)).toMatchObject({ users: 0, agents: 0, sessions: 0 });

    // The deleted creator can no longer sign in.
    const fresh = await browser.newContext();
    const login = await fresh.newPage();
    await login.goto('/login');
    await login.getByTestId('login-email').locator(NATIVE_INPUT).fill(creator.email);
    await login.getByTestId('login-password').locator(NATIVE_INPUT).fill(creator.password);
    await login.getByTestId('login-submit').tap();
    await expect(login.getByTestId('login-error')).toBeVisible();
    await expect(login).toHaveURL(/\/login$/);
    await fresh.close();
    await creatorContext.close();
  });

  test('the admin cannot demote themselves through the API either', async ({ page }) => {
    await signIn(page, admin.email, admin.password);
    const adminToken = await idTokenOf(page);
    const answer = await page.evaluate(async (bearer) => {
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` };
      const me = await (await fetch('/api/v1/users/profile', { headers })).json();
      const response = await fetch(`/api/v1/users/${me.user.id}/demote`, { method: 'POST', headers });
      return { status: response.status, body: await response.json() };
    }, adminToken);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.message).toMatch(/cannot demote yourself|last admin cannot be demoted/i);
  });
});

test.describe('builder applications', () => {
  test('an early-access response is listed with every answer, energy chip and linked user', async ({
    page,
    request,
  }) => {
    const email = `applicant-${randomUUID().slice(0, 8)}@e2e.example`;
    const submitted = await request.post('/api/v1/public/eoi_responses', {
      data: {
        eoi_response: {
          adventure_vibe: [
            'Deep storytelling and role play',
            'Solo stealth missions',
            'Brain melting team puzzles',
            'Competitive showdown mode',
            'Laughing through chaos with friends',
          ],
          escape_energy: 9,
          escape_motivation: 'immersive storytelling',
          escape_resume: 'Obsessed and proud',
          sidekick_choice: 'clue sniper',
          first_move: 'scan the room for the big picture',
          ownership_interest: 'Heck yes, I love ownership',
          escape_room_changes: ['more replayable', 'rewards for solving'],
          puzzle_rewards: ['credit and recognition'],
          play_rewards: ['badges and trophies'],
          token_usage: ['send to friends', 'trade for other rewards'],
          passive_rewards: 3,
          full_name: 'Grace Hopper',
          email,
          how_did_you_hear_about_us: 'Other: a friend at the lab',
        },
      },
    });
    expect(submitted.ok()).toBe(true);

    await signIn(page, admin.email, admin.password);
    const panel = await openAdminTab(page, 'applications', 'Builder Applications');
    const row = panel.locator(`[data-testid="application-row"][data-email="${email}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('application-name')).toHaveText('Grace Hopper');
    await expect(row.getByTestId('application-energy')).toHaveText('9/10');
    await expect(row.getByTestId('application-energy')).toHaveAttribute('data-color', 'success');
    await expect(row.getByTestId('application-passive')).toHaveText('3/5');
    await expect(row.getByTestId('application-resume')).toHaveText('Obsessed and proud');
    await expect(row.getByTestId('application-ownership')).toHaveText('Heck yes, I love ownership');
    await expect(row.getByTestId('application-vibes').locator('li').first()).toHaveText(
      'Deep storytelling and role play',
    );
    await expect(row.getByTestId('application-changes')).toHaveText('more replayable, rewards for solving');
    await expect(row.getByTestId('application-play-rewards')).toHaveText('badges and trophies');
    await expect(row.getByTestId('application-puzzle-rewards')).toHaveText('credit and recognition');
    await expect(row.getByTestId('application-token-usage')).toHaveText('send to friends, trade for other rewards');
    await expect(row.getByTestId('application-sidekick')).toHaveText('clue sniper');
    await expect(row.getByTestId('application-first-move')).toHaveText('scan the room for the big picture');
    await expect(row.getByTestId('application-motivation')).toHaveText('immersive storytelling');
    await expect(row.getByTestId('application-heard')).toHaveText('Other: a friend at the lab');
    await expect(row.getByTestId('application-user')).toHaveText('none');

    // A signup that merely typed the applicant's email (never verified) is not linked.
    const applicant = await page.context().browser()!.newContext();
    const applicantPage = await applicant.newPage();
    await signUpThroughUi(applicantPage, email, `pw-${randomUUID().slice(0, 12)}`);
    await applicant.close();
    await panel.getByTestId('applications-refresh').tap();
    await expect(row.getByTestId('application-user')).toHaveText('none');

    // Once the applicant registers through an invitation (the link proves the mailbox), the response links to it.
    const token = await idTokenOf(page);
    const accepted = await page.evaluate(
      async ({ invitee, token }) => {
        const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
        const invited = await fetch('/api/v1/admin/invitations', {
          method: 'POST',
          headers,
          body: JSON.stringify({ invitation: { email: invitee } }),
        });
        const { invitation } = await invited.json();
        const password = 'applicant-pass-42';
        const response = await fetch('/api/v1/invitations/accept', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            token: invitation.invitation_token,
            user: { first_name: 'Grace', last_name: 'Hopper', password, password_confirmation: password },
          }),
        });
        return response.status;
      },
      { invitee: email, token },
    );
    expect(accepted).toBe(200);
    await panel.getByTestId('applications-refresh').tap();
    await expect(row.getByTestId('application-user')).toContainText(email);
    await expect(row.getByTestId('application-user')).toContainText('joined');
  });
});
