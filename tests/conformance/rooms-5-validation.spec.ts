/**
 * rooms-and-play-spec §5 Validation rules, on the live screens: the wizard's Room Details and
 * agent rules, Create New Agent's required fields and option lists, the difficulty options and
 * default, Finalize Room needing an image, the editor's grid action name, modification prompt
 * and Edit Element position parsing and clamp, and the play screen's blank combination.
 */
import type { Locator, Page } from '@playwright/test';
import {
  admin,
  expect,
  isPhone,
  NATIVE_INPUT,
  NATIVE_TEXTAREA,
  press,
  scenario,
  snap,
  solutionFor,
  test,
} from './support';
import { createPublishedRoom } from '../e2e/editor-room';
import { playUntil, signInWith } from './rooms-steps';

/** Opens an ion-select's popover, returns its option labels, and picks `choice`. */
async function optionsOf(page: Page, select: Locator, choice: string): Promise<string[]> {
  await press(page, select);
  const popover = page.locator('ion-popover').filter({ visible: true });
  await expect(popover).toBeVisible();
  const labels = (await popover.locator('ion-radio').allInnerTexts()).map((t) => t.trim());
  await press(page, popover.locator('ion-radio').filter({ hasText: choice }));
  await expect(popover).toBeHidden();
  return labels;
}

const valueOf = (select: Locator) => select.evaluate((el) => (el as HTMLElement & { value?: unknown }).value);

test(
  scenario(
    'rooms',
    5,
    'Validation: wizard details and agent, Create New Agent fields and options, difficulty, Finalize needs an image, editor grid action / prompt / position clamp, blank combination',
  ),
  async ({ page }) => {
    test.setTimeout(240_000);
    await signInWith(page, admin.email, admin.password);
    await press(page, page.getByTestId('tab-create'));
    const wizard = page.getByTestId('creation-wizard').filter({ visible: true });
    const next = wizard.getByTestId('wizard-next');

    // Room Details: Next is disabled unless title, description and theme are all filled.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await wizard.getByTestId('room-title').locator(NATIVE_INPUT).fill('Validation Vault');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await wizard.getByTestId('room-description').locator(NATIVE_TEXTAREA).fill('A vault that checks every field.');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await wizard.getByTestId('room-theme').locator(NATIVE_INPUT).fill('Mystery');
    await expect(next).not.toHaveAttribute('aria-disabled', 'true');
    await wizard.getByTestId('room-title').locator(NATIVE_INPUT).fill('   ');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await wizard.getByTestId('room-title').locator(NATIVE_INPUT).fill('Validation Vault');
    await expect(next).not.toHaveAttribute('aria-disabled', 'true');

    // Difficulty: easy, medium, hard, expert; medium by default.
    const difficulty = wizard.getByTestId('room-difficulty');
    expect(await valueOf(difficulty)).toBe('medium');
    expect(await optionsOf(page, difficulty, 'Medium')).toEqual(['Easy', 'Medium', 'Hard', 'Expert']);
    expect(await valueOf(difficulty)).toBe('medium');
    await snap(page, 'room details filled');
    await press(page, next);

    // An agent is required.
    await expect(wizard.getByRole('heading', { name: 'AI Agent & Theme' })).toBeVisible();
    await expect(wizard.locator('ion-spinner[aria-label="Loading agents"]')).toHaveCount(0);
    await press(page, wizard.getByTestId('wizard-generate-storyboard'));
    await expect(wizard.getByTestId('wizard-error')).toHaveText('Please select an AI agent');
    await snap(page, 'no agent selected');

    // Create New Agent: name, personality, setting and theme required; description optional.
    await press(page, wizard.getByTestId('wizard-create-agent'));
    const dialog = page.getByTestId('agent-dialog').filter({ visible: true });
    await expect(dialog).toBeVisible();
    const dialogError = dialog.getByTestId('agent-dialog-error');
    await press(page, dialog.getByTestId('agent-create'));
    await expect(dialogError).toHaveText('Please fill in all required fields');
    expect(await optionsOf(page, dialog.getByTestId('agent-personality'), 'Wise')).toEqual([
      'Mysterious',
      'Friendly',
      'Scholarly',
      'Mischievous',
      'Wise',
      'Eccentric',
      'Dramatic',
      'Analytical',
    ]);
    expect(await optionsOf(page, dialog.getByTestId('agent-setting'), 'Desert Temple')).toEqual([
      'Ancient Library',
      'Haunted Mansion',
      'Space Station',
      'Medieval Castle',
      'Modern Laboratory',
      'Underwater Base',
      'Desert Temple',
      'Cyberpunk City',
    ]);
    await dialog.getByTestId('agent-name').locator(NATIVE_INPUT).fill('Validator');
    await press(page, dialog.getByTestId('agent-create'));
    await expect(dialogError).toHaveText('Please fill in all required fields');
    expect(await optionsOf(page, dialog.getByTestId('agent-theme'), 'Egyptian')).toEqual([
      'Mystery',
      'Horror',
      'Sci-Fi',
      'Fantasy',
      'Adventure',
      'Steampunk',
      'Egyptian',
      'Victorian',
    ]);
    await dialog.getByTestId('agent-name').locator(NATIVE_INPUT).fill('   ');
    await press(page, dialog.getByTestId('agent-create'));
    await expect(dialogError).toHaveText('Please fill in all required fields');
    await snap(page, 'agent dialog: required fields');
    const agentName = `Validator ${Date.now().toString(36)}`;
    await dialog.getByTestId('agent-name').locator(NATIVE_INPUT).fill(agentName);
    await expect(dialog.getByTestId('agent-description').locator(NATIVE_TEXTAREA)).toHaveValue('');
    await press(page, dialog.getByTestId('agent-create'));
    await expect(page.getByTestId('agent-dialog').filter({ visible: true })).toHaveCount(0);
    const card = wizard.getByTestId('agent-card').filter({ hasText: agentName });
    await expect(card).toHaveAttribute('aria-pressed', 'true');

    // Finalize Room needs at least one generated image: none painted → disabled; one → enabled.
    let painted = 0;
    let failFrom = 0;
    await page.route('**/api/v1/escape_rooms/*/generate_scene_image', async (route) => {
      if (painted >= failFrom) return route.fulfill({ status: 500, json: { error: 'painter unavailable' } });
      painted++;
      return route.continue();
    });
    await press(page, wizard.getByTestId('wizard-generate-storyboard'));
    await expect(wizard.getByTestId('storyboard-panel')).toBeVisible({ timeout: 60_000 });
    await press(page, wizard.getByTestId('wizard-generate-images'));
    await expect(wizard.getByTestId('wizard-error')).toHaveText(/^Failed to generate scene images: /, {
      timeout: 60_000,
    });
    await expect(wizard.getByTestId('scene-image')).toHaveCount(0);
    await expect(wizard.getByTestId('wizard-finalize')).toHaveAttribute('aria-disabled', 'true');
    await snap(page, 'no image: Finalize Room disabled');
    failFrom = 1;
    await press(page, wizard.getByTestId('wizard-retry-images'));
    await expect(wizard.getByTestId('scene-image')).toHaveCount(1, { timeout: 60_000 });
    await expect(wizard.getByTestId('wizard-finalize')).not.toHaveAttribute('aria-disabled', 'true');
    await page.unroute('**/api/v1/escape_rooms/*/generate_scene_image');
    await snap(page, 'one image: Finalize Room enabled');

    // The scene editor of a fresh published room.
    // Seed 9: an easy room whose way out takes two code locks (the editor tests' default, seed 2, has none).
    const room = await createPublishedRoom(page, { seed: 9 });
    await page.goto(`/escape-rooms/${room.id}/edit/0`);
    const editor = page.getByTestId('scene-editor').filter({ visible: true });
    await expect(editor.getByTestId('editor-title')).toHaveText(/^Edit Scene: /);

    // Scene modification: the prompt must not be blank.
    await press(page, editor.getByTestId('editor-modify'));
    const modify = page.getByTestId('modify-dialog');
    await press(page, modify.getByTestId('modify-submit'));
    await expect(modify.getByTestId('modify-error')).toHaveText('Please enter a modification prompt');
    await modify.getByTestId('modify-prompt').locator(NATIVE_TEXTAREA).fill('   ');
    await press(page, modify.getByTestId('modify-submit'));
    await expect(modify.getByTestId('modify-error')).toHaveText('Please enter a modification prompt');
    await snap(page, 'modify scene: blank prompt');
    await press(page, modify.getByTestId('modify-close'));
    await expect(modify).toBeHidden();

    // Edit Element: x and y parsed as integers (blank → 0), clamped to 0..750 × 0..550.
    const row = editor.getByTestId('element-row').first();
    const rowId = (await row.getAttribute('data-element-id'))!;
    const position = editor
      .locator(`[data-testid="element-row"][data-element-id="${rowId}"]`)
      .getByTestId('element-position');
    const original = await position.innerText();
    const setPosition = async (x: string, y: string) => {
      await press(page, editor.locator(`[data-testid="element-row"][data-element-id="${rowId}"]`));
      const form = page.getByTestId('element-dialog');
      await expect(form).toBeVisible();
      await form.getByTestId('element-x').locator(NATIVE_INPUT).fill(x);
      await form.getByTestId('element-y').locator(NATIVE_INPUT).fill(y);
      await press(page, form.getByTestId('element-save'));
      await expect(form).toBeHidden();
    };
    // (The number fields refuse a decimal before saving: the browser asks for a whole number.)
    await setPosition('', '007');
    await expect(position).toHaveText('(0, 7)');
    await setPosition('9999', '9999');
    await expect(position).toHaveText('(750, 550)');
    await setPosition('-40', '600');
    await expect(position).toHaveText('(0, 550)');
    await setPosition('321', '-3');
    await expect(position).toHaveText('(321, 0)');
    await snap(page, 'edit element: positions clamped');
    const [x0, y0] = original.match(/-?\d+/g)!.map(Number);
    await setPosition(String(x0), String(y0));
    await expect(position).toHaveText(`(${Math.min(x0, 750)}, ${Math.min(y0, 550)})`);

    // Grid action: the element name is required and must not be blank.
    await press(page, editor.getByTestId('editor-grid-toggle'));
    await expect(editor.getByTestId('editor-grid-toggle')).toHaveText(/Hide Grid/, { timeout: 30_000 });
    const grid = editor.getByTestId('editor-grid');
    const g = (await grid.boundingBox())!;
    const tile = { x: g.width * (3.5 / 16), y: g.height * (2.5 / 16) };
    const hit = () => (isPhone(page) ? grid.tap({ position: tile }) : grid.click({ position: tile }));
    await hit();
    await expect(editor.getByTestId('grid-selected-tile')).toHaveAttribute('data-x', '3');
    await hit();
    const action = page.getByTestId('grid-action-dialog');
    await expect(action).toBeVisible();
    await press(page, action.getByTestId('grid-action-confirm'));
    await expect(action.getByTestId('grid-action-error')).toHaveText(
      'Please provide an element name for the grid action',
    );
    await action.getByTestId('grid-element-name').locator(NATIVE_INPUT).fill('   ');
    await press(page, action.getByTestId('grid-action-confirm'));
    await expect(action.getByTestId('grid-action-error')).toHaveText(
      'Please provide an element name for the grid action',
    );
    await snap(page, 'grid action: blank name');
    await press(page, action.getByRole('button', { name: 'Cancel' }));
    await expect(action).toBeHidden();

    // Play (the fresh room, which this admin has not played): a blank combination is refused.
    const { pkg, actions } = await solutionFor(room.id);
    await page.goto(`/play/${room.id}`);
    const { next: coded } = await playUntil(
      page,
      pkg,
      actions,
      (_state, nextAction) => nextAction?.type === 'interact' && Boolean(nextAction.input),
    );
    if (coded?.type !== 'interact') throw new Error('the room has no coded lock');
    await press(page, page.getByTestId(`element-${coded.element_id}`));
    const lock = page.locator('ion-modal[data-testid="element-dialog"]');
    await expect(lock.getByTestId('combination-input')).toBeVisible();
    await press(page, lock.getByTestId('try-combination'));
    // Shown in the snackbar and on the dialog's result (and said by the live region).
    await expect(
      page.locator('ion-toast[data-testid="play-message"]').getByText('Please enter a combination'),
    ).toBeVisible();
    await expect(lock.getByTestId('element-outcome')).toHaveText('Please enter a combination');
    await snap(page, 'play: blank combination');
  },
);
