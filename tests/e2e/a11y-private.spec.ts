import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test, admin, idTokenOf, signIn, NATIVE_INPUT } from './support';

/**
 * Runs axe (WCAG 2 A/AA) on what is on screen; fails on any serious or critical violation.
 * `exclude` can leave out parts that are checked elsewhere.
 */
async function expectNoSeriousViolations(page: Page, label: string, exclude?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    );
  expect(serious, `${label}:\n${serious.join('\n')}`).toEqual([]);
}

/** Creates a pending invitation as the signed-in admin and returns its registration path. */
async function invite(page: Page, email: string): Promise<string> {
  const idToken = await idTokenOf(page);
  const token = await page.evaluate(
    async ({ address, bearer }) => {
      const response = await fetch('/api/v1/admin/invitations', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ invitation: { email: address } }),
      });
      const body = await response.json();
      return body.invitation.invitation_token as string;
    },
    { address: email, bearer: idToken },
  );
  return `/invitation/${token}`;
}

/** A complete early-access application, so the Builder Applications table has a row to check. */
const application = (email: string, energy: number) => ({
  eoi_response: {
    adventure_vibe: [
      'Solo stealth missions',
      'Brain melting team puzzles',
      'Competitive showdown mode',
      'Deep storytelling and role play',
      'Laughing through chaos with friends',
    ],
    escape_energy: energy,
    escape_motivation: 'teamwork and bonding',
    escape_resume: 'Casual solver',
    sidekick_choice: 'calm thinker',
    first_move: 'start touching everything',
    ownership_interest: 'Maybe, tell me how it works',
    escape_room_changes: ['players vote on new themes'],
    puzzle_rewards: ['nothing, just for fun'],
    play_rewards: ['leaderboard bragging rights'],
    token_usage: ['save for exclusive content'],
    full_name: 'Alan Turing',
    email,
    how_did_you_hear_about_us: 'Reddit',
  },
});

test.describe('accessibility of the invitation page and the admin tabs', () => {
  test('the invitation page: invalid, form and validation states', async ({ page, browser }) => {
    await page.goto(`/invitation/${randomUUID()}`);
    await expect(page.getByTestId('invitation-invalid')).toBeVisible();
    await expectNoSeriousViolations(page, 'invalid invitation');

    await signIn(page, admin.email, admin.password);
    const link = await invite(page, `a11y-${randomUUID().slice(0, 8)}@e2e.example`);
    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto(link);
    const form = guest.getByTestId('registration-form');
    await expect(form).toBeVisible();
    await expectNoSeriousViolations(guest, 'registration form');

    await form.getByTestId('registration-password').locator(NATIVE_INPUT).fill('short');
    await form.getByTestId('registration-submit').tap();
    await expect(form.getByTestId('registration-first-name').locator('.error-text')).toHaveText(
      'First name is required',
    );
    await expectNoSeriousViolations(guest, 'registration form with errors');
    await visitor.close();
  });

  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    test(`the admin tabs User Management, User Invitations and Builder Applications (${viewport.name})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const energy of [3, 6]) {
        const sent = await request.post('/api/v1/public/eoi_responses', {
          data: application(`a11y-${randomUUID().slice(0, 8)}@e2e.example`, energy),
        });
        expect(sent.ok()).toBe(true);
      }
      await signIn(page, admin.email, admin.password);
      await invite(page, `a11y-${randomUUID().slice(0, 8)}@e2e.example`);
      await page.goto('/admin');
      for (const [id, label, ready] of [
        ['users', 'User Management', 'user-table'],
        ['invitations', 'User Invitations', 'invitation-list'],
        ['applications', 'Builder Applications', 'application-table'],
      ] as const) {
        await page.getByTestId(`admin-tab-${id}`).tap();
        const panel = page.getByRole('tabpanel', { name: label });
        await expect(panel.getByTestId(ready)).toBeVisible();
        await expect(panel.locator('ion-spinner')).toHaveCount(0);
        // The whole admin page: the shared studio header and the tab's panel.
        await expectNoSeriousViolations(page, `${label} (${viewport.name})`);
      }
    });
  }
});
