import { randomUUID } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { expect, test, admin, signIn, NATIVE_INPUT, NATIVE_TEXTAREA } from './support';

async function choose(page: Page, select: Locator, option: string) {
  await select.tap();
  const popover = page.locator('ion-popover').filter({ visible: true });
  await popover.getByText(option, { exact: true }).tap();
  await expect(popover).toBeHidden();
}

test('an admin creates a room with the wizard, publishes it, and it is playable', async ({ page }) => {
  test.setTimeout(180_000);
  const title = `Sunken Archive ${randomUUID().slice(0, 6)}`;
  const agentName = `Marina ${randomUUID().slice(0, 4)}`;
  await signIn(page, admin.email, admin.password);
  await expect(page.getByTestId('admin-panel')).toBeVisible();
  await page.getByTestId('admin-panel').tap();
  await expect(page).toHaveURL(/\/admin$/);
  // Ionic keeps the dashboard (which also holds the wizard) mounted: use the admin page's.
  const wizard = page.getByRole('tabpanel', { name: 'Escape Room Lab' }).getByTestId('creation-wizard');
  await expect(wizard).toBeVisible();

  // 1. Room Details: Next stays disabled until title, description and theme are filled.
  await expect(wizard.getByTestId('wizard-next')).toHaveAttribute('aria-disabled', 'true');
  await wizard.getByTestId('room-title').locator(NATIVE_INPUT).fill(title);
  await wizard
    .getByTestId('room-description')
    .locator(NATIVE_TEXTAREA)
    .fill('A drowned library where the tide keeps the secrets.');
  await expect(wizard.getByTestId('wizard-next')).toHaveAttribute('aria-disabled', 'true');
  await wizard.getByTestId('room-theme').locator(NATIVE_INPUT).fill('Adventure');
  await wizard.getByTestId('wizard-next').tap();

  // 2. Agent: create one in the dialog, then generate the storyboard with it.
  await wizard.getByTestId('wizard-create-agent').tap();
  const dialog = page.getByTestId('agent-dialog').filter({ visible: true });
  await expect(dialog).toBeVisible();
  await dialog.locator('ion-input').filter({ hasText: 'Name' }).locator(NATIVE_INPUT).fill(agentName);
  await choose(page, dialog.locator('ion-select').filter({ hasText: 'Personality' }), 'Scholarly');
  await choose(page, dialog.locator('ion-select').filter({ hasText: 'Setting' }), 'Underwater Base');
  await choose(page, dialog.locator('ion-select').filter({ hasText: 'Theme' }), 'Adventure');
  await dialog.getByTestId('agent-create').tap();
  await expect(page.getByTestId('agent-dialog').filter({ visible: true })).toHaveCount(0);
  const agentCard = wizard.getByTestId('agent-card').filter({ hasText: agentName });
  await agentCard.tap();
  await wizard.getByTestId('wizard-generate-storyboard').tap();

  // 3. Storyboard
  const storyboard = wizard.getByTestId('storyboard-panel');
  await expect(storyboard).toBeVisible({ timeout: 60_000 });
  const sceneCount = await storyboard.getByTestId('storyboard-scene').count();
  expect(sceneCount).toBeGreaterThanOrEqual(2);
  await wizard.getByTestId('wizard-generate-images').tap();

  // 4. Scene images: one image per storyboard scene, then Finalize.
  await expect(wizard.getByTestId('scene-image')).toHaveCount(sceneCount, { timeout: 90_000 });
  // The room is not published yet: its images load only with the admin's token.
  const firstImage = wizard.getByTestId('scene-image').first().locator('img');
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await wizard.getByTestId('wizard-finalize').tap();

  // 5. Finalize: published and proven solvable.
  await expect(wizard.getByText('Escape Room Complete!')).toBeVisible({ timeout: 60_000 });
  await expect(wizard.getByTestId('wizard-final-message')).toHaveText('Escape room finalized and published!');
  await expect(wizard.getByTestId('solvability-chip')).toContainText(/solvable/i);
  await wizard.getByTestId('wizard-test-play').tap();
  await expect(page).toHaveURL(/\/play\/[0-9a-f-]{36}$/);
  await expect(page.locator('.play-title').filter({ visible: true })).toHaveText(title);
  await expect(page.locator('[data-testid="scene"] img')).toBeVisible();
});
