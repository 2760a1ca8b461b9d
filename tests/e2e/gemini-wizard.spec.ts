/**
 * Issue 10, "Shown when resolved": with the functions pointed at a Gemini-format server
 * (`npm run test:e2e:gemini` starts the project's mock and sets GEMINI_API_KEY and
 * GEMINI_BASE_URL, as `npm start` would pass them), creating a room in the wizard is done by
 * "Gemini" step by step, and the mock's storyboard titles appear in the published room.
 */
import { expect, test, admin, signIn, NATIVE_INPUT, NATIVE_TEXTAREA } from './support';

test.skip(process.env.E2E_GEMINI_MOCK !== '1', 'runs in the Gemini-mock stage (npm run test:e2e:gemini)');

test('with a Gemini key, the wizard creates the room through Gemini and publishes its titles', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, admin.email, admin.password);
  await page.getByTestId('admin-panel').tap();
  const wizard = page.getByRole('tabpanel', { name: 'Escape Room Lab' }).getByTestId('creation-wizard');
  await wizard.getByTestId('room-title').locator(NATIVE_INPUT).fill('Tidal Ledger');
  await wizard
    .getByTestId('room-description')
    .locator(NATIVE_TEXTAREA)
    .fill('A drowned counting-house under the harbour.');
  await wizard.getByTestId('room-theme').locator(NATIVE_INPUT).fill('Adventure');
  await wizard.getByTestId('wizard-next').tap();
  await wizard.getByTestId('agent-card').first().tap();
  await wizard.getByTestId('wizard-generate-storyboard').tap();

  // The storyboard is the mock's (its titles start with "Mockingbird"), written by Gemini.
  const storyboard = wizard.getByTestId('storyboard-panel');
  await expect(storyboard).toBeVisible({ timeout: 60_000 });
  await expect(storyboard.getByTestId('storyboard-scene').first()).toContainText('Mockingbird');
  await expect(wizard.getByText('Written by Gemini')).toBeVisible();
  const sceneCount = await storyboard.getByTestId('storyboard-scene').count();
  await wizard.getByTestId('wizard-generate-images').tap();

  // Puzzles, pictures and placements came from the model, not the offline engine.
  await expect(wizard.getByTestId('scene-image')).toHaveCount(sceneCount, { timeout: 90_000 });
  for (const line of ['Puzzles designed by Gemini', 'Painted by Gemini', 'Elements placed by Gemini'])
    await expect(wizard.getByText(line, { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(wizard.getByText(/offline engine/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/gemini-wizard-images-390.png', fullPage: true });

  // Finalized: proven solvable, and the published room opens on a scene the mock named.
  await wizard.getByTestId('wizard-finalize').tap();
  await expect(wizard.getByText('Escape Room Complete!')).toBeVisible({ timeout: 60_000 });
  await expect(wizard.getByTestId('solvability-chip')).toContainText(/solvable/i);
  await wizard.getByTestId('wizard-test-play').tap();
  await expect(page).toHaveURL(/\/play\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('scene-name').filter({ visible: true })).toContainText('Mockingbird');
});
