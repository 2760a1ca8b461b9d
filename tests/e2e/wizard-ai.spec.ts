/**
 * The creation wizard with Ermie's help (issue 10), at 390×844 with touch and the keyboard:
 * rewrite a scene by a sentence (and undo it), add a scene, validate the room, change a
 * picture, finalize — and the published room has the added scene.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, admin, signIn, solutionFor, NATIVE_INPUT, NATIVE_TEXTAREA } from './support';

test('an admin rewrites a scene, adds one, validates, changes a picture and publishes', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, admin.email, admin.password);
  await page.getByTestId('admin-panel').tap();
  const wizard = page.getByRole('tabpanel', { name: 'Escape Room Lab' }).getByTestId('creation-wizard');
  await expect(wizard).toBeVisible();

  // 1–2. Details, then any agent, then the storyboard.
  await wizard
    .getByTestId('room-title')
    .locator(NATIVE_INPUT)
    .fill(`Tide Vault ${randomUUID().slice(0, 6)}`);
  await wizard
    .getByTestId('room-description')
    .locator(NATIVE_TEXTAREA)
    .fill('A drowned library where the tide keeps secrets.');
  await wizard.getByTestId('room-theme').locator(NATIVE_INPUT).fill('Adventure');
  await wizard.getByTestId('wizard-next').tap();
  await wizard.getByTestId('agent-card').first().tap();
  await wizard.getByTestId('wizard-generate-storyboard').tap();
  const scenes = wizard.getByTestId('storyboard-scene');
  await expect(scenes.first()).toBeVisible({ timeout: 60_000 });
  await expect(wizard.getByTestId('credit-writing')).toContainText(/Written by (Gemini|the offline engine)/);
  const sceneCount = await scenes.count();

  // Keyboard: Tab to the title's Rewrite, Enter opens the input, Escape gives the focus back.
  // The storyboard's actions stay disabled while the wizard is still busy with it.
  await expect(wizard.getByTestId('rewrite-title')).toBeEnabled();
  await wizard.getByTestId('storyboard-panel').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(wizard.getByTestId('rewrite-form-input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(wizard.getByTestId('rewrite-form')).toHaveCount(0);
  // At once: Enter right after Escape opens the field again (the focus came back before the input went).
  await page.keyboard.press('Enter');
  await expect(wizard.getByTestId('rewrite-form-input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(wizard.getByTestId('rewrite-form')).toHaveCount(0);

  // 3a. Rewrite scene 2 by a sentence: Escape cancels, Enter sends; Undo puts it back.
  const second = scenes.nth(1);
  const sceneText = async () =>
    `${await second.getByTestId('storyboard-scene-title').textContent()}|${await second.getByTestId('storyboard-scene-description').textContent()}`;
  const original = await sceneText();
  await second.getByTestId('rewrite-scene').tap();
  await expect(wizard.getByTestId('rewrite-form-input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(wizard.getByTestId('rewrite-form')).toHaveCount(0);
  await second.getByTestId('rewrite-scene').tap();
  // Hold the request to see the pending state: progress on the scene, the other calls disabled.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/api/v1/gemini/edit-storyboard',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await page.keyboard.type('Make it darker and add a brass key');
  await page.keyboard.press('Enter');
  await expect(second.getByTestId('assist-progress')).toHaveText('Ermie is rewriting scene 2…');
  for (const control of ['validate-room', 'add-scene', 'wizard-generate-images', 'wizard-back'])
    await expect(wizard.getByTestId(control)).toHaveAttribute('aria-disabled', 'true');
  await expect(scenes.first().getByTestId('rewrite-scene')).toHaveAttribute('aria-disabled', 'true');
  release();
  await expect(second.getByTestId('undo-rewrite')).toBeVisible({ timeout: 30_000 });
  await expect(wizard.getByTestId('assist-error')).toHaveCount(0);
  expect(await sceneText()).not.toBe(original);
  await second.getByTestId('undo-rewrite').tap();
  await expect.poll(sceneText).toBe(original);
  await second.getByTestId('rewrite-scene').tap();
  await page.keyboard.type('Make it darker and add a brass key');
  await page.keyboard.press('Enter');
  await expect(second.getByTestId('undo-rewrite')).toBeVisible({ timeout: 30_000 });
  const rewrittenTitle = (await second.getByTestId('storyboard-scene-title').textContent())?.trim() ?? '';

  // 3b. Add a scene by a sentence.
  await wizard.getByTestId('add-scene').tap();
  await page.keyboard.type('A lighthouse lamp room where the beam reveals the last code');
  await page.keyboard.press('Enter');
  await expect(scenes).toHaveCount(sceneCount + 1, { timeout: 30_000 });
  await expect(wizard.getByTestId('assist-error')).toHaveCount(0);
  const addedTitle = (await scenes.last().getByTestId('storyboard-scene-title').textContent())?.trim() ?? '';
  expect(addedTitle).not.toBe('');

  // 3c. Validate: the checker's verdict and the critique with three 1–5 scores.
  await wizard.getByTestId('validate-room').tap();
  await expect(wizard.getByTestId('validation-verdict')).toContainText(/Solvable: \d+ steps|Not solvable/, {
    timeout: 60_000,
  });
  await expect(wizard.getByTestId('validation-critique').locator('dt')).toHaveCount(3);
  await expect(wizard.getByTestId('validation-critique')).toContainText(/Pacing\s*[1-5]\/5/);

  // 4. Images for every scene, the added one too; then change one picture by a sentence.
  await wizard.getByTestId('wizard-generate-images').tap();
  await expect(wizard.getByTestId('scene-image')).toHaveCount(sceneCount + 1, { timeout: 120_000 });
  await expect(wizard.getByTestId('wizard-finalize')).not.toHaveAttribute('aria-disabled', 'true', {
    timeout: 60_000,
  });
  await expect(wizard.getByTestId('credit-painting')).toContainText(/Painted by/);
  await wizard.getByTestId('change-picture').first().tap();
  await expect(wizard.getByTestId('change-picture-form-input')).toBeFocused();
  await page.keyboard.type('Make it dawn, with pale light through the window');
  await page.keyboard.press('Enter');
  await expect(wizard.getByTestId('changed-picture-description')).toContainText('Scene 1 now shows:', {
    timeout: 60_000,
  });
  await expect(wizard.getByTestId('assist-error')).toHaveCount(0);
  const firstImage = wizard.getByTestId('scene-image').first().locator('img');
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);

  // 5. Finalize: published with the rewritten and the added scene.
  await wizard.getByTestId('wizard-finalize').tap();
  await expect(wizard.getByText('Escape Room Complete!')).toBeVisible({ timeout: 60_000 });
  await expect(wizard.getByTestId('wizard-edit-scene')).toHaveCount(sceneCount + 1);
  await wizard.getByTestId('wizard-test-play').tap();
  await expect(page).toHaveURL(/\/play\/[0-9a-f-]{36}$/);
  const roomId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const { pkg } = await solutionFor(roomId);
  const names = pkg.scenes.map((scene) => scene.name);
  expect(names).toContain(addedTitle);
  expect(names).toContain(rewrittenTitle);
});
