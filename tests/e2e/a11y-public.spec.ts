import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { initialEarlyAccessDraft, type EarlyAccessDraft } from '@core/early-access';
import { expect, test } from './support';

/** Serious and critical axe violations, one line each with the offending nodes. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const answered: EarlyAccessDraft = {
  ...initialEarlyAccessDraft(),
  escape_motivation: 'teamwork and bonding',
  escape_resume: 'First timer',
  sidekick_choice: 'puzzle genius',
  first_move: 'start touching everything',
  ownership_interest: 'Heck yes, I love ownership',
  escape_room_changes: ['more replayable'],
  puzzle_rewards: ['people love and rate it'],
  play_rewards: ['badges and trophies'],
  token_usage: ['send to friends'],
  full_name: 'Axe Tester',
  email: 'axe-tester@e2e.example',
  how_heard: 'Other',
  how_heard_other: 'an accessibility audit',
};

async function openWizardAt(page: Page, step: number) {
  await page.addInitScript(
    (value) => sessionStorage.setItem('early-access-application', value),
    JSON.stringify({ step, draft: answered }),
  );
  await page.goto('/early-access');
  await expect(page.getByTestId('ea-step-count')).toHaveText(`Step ${step + 1} of 5`);
}

test.describe('accessibility of the public pages (no serious or critical axe violations)', () => {
  test('landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('intro-video')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-email')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const step of [0, 1, 2, 3, 4]) {
    test(`early access, step ${step + 1}`, async ({ page }) => {
      await openWizardAt(page, step);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('early access, thank-you view', async ({ page }) => {
    await page.route('**/api/v1/public/eoi_responses', (route) =>
      route.fulfill({ status: 201, json: { status: 'success', message: 'Thanks!' } }),
    );
    await openWizardAt(page, 4);
    await page.getByTestId('ea-submit').tap();
    await expect(page.getByTestId('ea-thank-you')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
