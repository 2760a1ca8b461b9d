/**
 * rooms-and-play-spec §4 States and transitions: the wizard's steps and Back, finalise and
 * publish, the enabled toggle and who may open a disabled room; the scene editor's screen,
 * grid, drag and AI-panel states; the play elements' states with items collected and keys
 * used; the chat's send rules.
 */
import type { Page, Request } from '@playwright/test';
import type { GameState } from '@core';
import { createPublishedRoom } from '../e2e/editor-room';
import { admin, expect, isPhone, NATIVE_INPUT, newUser, press, scenario, snap, solutionFor, test } from './support';
import {
  createAgentInWizard,
  holdRequests,
  dashboardWizard,
  fillRoomDetails,
  playSolution,
  pointerDrag,
  type PlayStep,
} from './rooms-screens';
import { signInWith, signUpWith } from './rooms-steps';

const currentStep = (page: Page) => dashboardWizard(page).locator('[aria-current="step"] .wizard-steps__label');

test(
  scenario(
    'rooms',
    4,
    'States and transitions: wizard steps and Back, scene records then images per scene, finalise publishes, the enabled toggle and disabled rooms for admins only',
  ),
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signInWith(page, admin.email, admin.password);
    const wizard = dashboardWizard(page);
    const count = wizard.getByTestId('wizard-step-count');
    await expect(count).toContainText('Step 1 of 5');
    const title = `Tidal Vault ${Date.now().toString(36)}`;
    await fillRoomDetails(wizard, title);
    // Step 0 → 1 by Next; Back returns with the details kept.
    await press(page, wizard.getByTestId('wizard-next'));
    await expect(count).toContainText('Step 2 of 5');
    await press(page, wizard.getByTestId('wizard-back'));
    await expect(count).toContainText('Step 1 of 5');
    await expect(wizard.getByTestId('room-title')).toHaveJSProperty('value', title);
    await press(page, wizard.getByTestId('wizard-next'));
    await expect(count).toContainText('Step 2 of 5');

    // Step 1 → 2 once the storyboard is created; Back, and again.
    await createAgentInWizard(page, wizard);
    await press(page, wizard.getByTestId('wizard-generate-storyboard'));
    await expect(wizard.getByTestId('storyboard-panel')).toBeVisible({ timeout: 60_000 });
    await expect(count).toContainText('Step 3 of 5');
    await press(page, wizard.getByTestId('wizard-back'));
    await expect(count).toContainText('Step 2 of 5');
    await press(page, wizard.getByTestId('wizard-generate-storyboard'));
    await expect(count).toContainText('Step 3 of 5', { timeout: 60_000 });

    // Step 2 → 3 after the images: first the scene records, then each scene's images by its
    // description and index. Back, and forward again.
    const descriptions = await wizard.getByTestId('storyboard-scene-description').allInnerTexts();
    const calls: Array<{ path: string; body: unknown; request: Request }> = [];
    const record = (r: Request) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'POST' && /\/(create_scenes|generate_scene_image)$/.test(path))
        calls.push({ path: path.split('/').at(-1)!, body: r.postDataJSON(), request: r });
    };
    page.on('request', record);
    await press(page, wizard.getByTestId('wizard-generate-images'));
    await expect(wizard.getByTestId('scene-image')).toHaveCount(descriptions.length, { timeout: 60_000 });
    page.off('request', record);
    expect(calls.map((c) => c.path)).toEqual(['create_scenes', ...descriptions.map(() => 'generate_scene_image')]);
    // Each image is asked for with its scene record's description: the storyboard's words, then (for a
    // clue read from the picture, issue 30 item 5) what the picture shows, which the painter draws.
    const created = (await (await calls[0].request.response())!.json()) as {
      scenes: Array<{ scene_index: number; description: string }>;
    };
    expect(calls.slice(1).map((c) => c.body)).toMatchObject(
      created.scenes.map(({ description, scene_index }) => ({ scene_description: description, scene_index })),
    );
    created.scenes.forEach(({ description }, index) => expect(description.startsWith(descriptions[index])).toBe(true));
    await expect(count).toContainText('Step 4 of 5');
    await expect(wizard.getByTestId('wizard-finalize')).not.toHaveAttribute('aria-disabled', 'true', {
      timeout: 60_000,
    });
    await press(page, wizard.getByTestId('wizard-back'));
    await expect(count).toContainText('Step 3 of 5');
    await press(page, wizard.getByTestId('wizard-generate-images'));
    await expect(count).toContainText('Step 4 of 5');
    await expect(wizard.getByTestId('wizard-finalize')).not.toHaveAttribute('aria-disabled', 'true', {
      timeout: 60_000,
    });

    // Step 3 → 4 after finalise, which publishes.
    const finalize = page.waitForResponse((r) => /\/escape_rooms\/[^/]+\/finalize$/.test(r.url()));
    await press(page, wizard.getByTestId('wizard-finalize'));
    const finalized = await finalize;
    expect(finalized.ok()).toBe(true);
    const roomId = finalized.url().split('/').at(-2)!;
    await expect(count).toContainText('Step 5 of 5', { timeout: 60_000 });
    // Known deviation 2: the spec's label.
    await expect.soft(currentStep(page)).toHaveText('Finalize Room');
    await expect(wizard.getByTestId('wizard-final-message')).toHaveText('Escape room finalized and published!');
    await expect(wizard.getByTestId('wizard-back')).toHaveCount(0);
    await snap(page, 'wizard-finalized');

    // A regular user may play it while it is enabled.
    const other = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      viewport: page.viewportSize(),
      hasTouch: isPhone(page),
      isMobile: isPhone(page),
    });
    const player = await other.newPage();
    const user = newUser('player');
    await signUpWith(player, user.email, user.password);
    await player.goto(`/play/${roomId}`);
    await expect(player.getByTestId('scene')).toBeVisible();

    // The admin toggle flips enabled: disabled, the room is for admins only.
    await page.goto('/admin');
    await press(page, page.getByTestId('admin-tab-community'));
    const card = page.locator(`[data-testid="room-card"][data-room-id="${roomId}"]`).filter({ visible: true });
    const toggle = card.getByTestId('room-enabled-toggle');
    await expect(toggle).toHaveJSProperty('checked', true);
    const flipped = page.waitForResponse((r) => r.url().endsWith(`/escape_rooms/${roomId}/toggle_enabled`));
    await press(page, toggle);
    expect((await flipped).request().method()).toBe('PATCH');
    await expect(toggle).toHaveJSProperty('checked', false);
    await expect(toggle).toHaveText('Disabled');
    await snap(page, 'room-disabled');

    await player.goto(`/play/${roomId}`);
    await expect(player.getByTestId('play-error-message')).toBeVisible();
    await expect(player.getByTestId('scene')).toHaveCount(0);
    await player.goto('/escape-rooms');
    await expect(player.getByTestId('rooms-list').or(player.getByTestId('rooms-empty'))).toBeVisible();
    await expect(player.getByText(title)).toHaveCount(0);
    await snap(player, 'player-refused-disabled-room');
    await page.goto(`/play/${roomId}`);
    await expect(page.getByTestId('scene')).toBeVisible();

    // Enabled again: the player may open it.
    await page.goto('/admin');
    await press(page, page.getByTestId('admin-tab-community'));
    await press(page, toggle);
    await expect(toggle).toHaveJSProperty('checked', true);
    await expect(toggle).toHaveText('Enabled');
    await player.goto(`/play/${roomId}`);
    await expect(player.getByTestId('scene')).toBeVisible();
    await other.close();
  },
);

test(
  scenario(
    'rooms',
    4,
    'States and transitions: scene editor loading/error/loaded, grid off → generating → on, select then configure, drag clamps and updates, AI panel closing clears the chat (beyond spec: the grid action creates the element)',
  ),
  async ({ page }) => {
    test.setTimeout(150_000);
    await signInWith(page, admin.email, admin.password);
    const room = await createPublishedRoom(page);

    // Screen states: error, then loading → loaded.
    await page.goto('/escape-rooms/00000000-0000-4000-8000-000000000000/edit/0');
    await expect(page.getByTestId('editor-error').filter({ visible: true })).toHaveText('Failed to load scene data');
    const releaseScene = await holdRequests(page, '**/edit_scene/**');
    await page.goto(`/escape-rooms/${room.id}/edit/0`);
    await expect(page.getByTestId('editor-loading').filter({ visible: true })).toHaveText('Loading scene editor...');
    await releaseScene();
    const editor = page.getByTestId('scene-editor').filter({ visible: true });
    await expect(editor.getByTestId('editor-title')).toBeVisible();
    await expect(page.getByTestId('editor-loading')).toHaveCount(0);

    // Grid: off → generating → on; the first click selects, the second opens the action form.
    const toggle = editor.getByTestId('editor-grid-toggle');
    await expect(toggle).toHaveText(/Show Grid/);
    const releaseGrid = await holdRequests(page, '**/generate_grid_image');
    await press(page, toggle);
    await expect(toggle).toHaveText(/Generating Grid\.\.\./);
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await releaseGrid();
    await expect(toggle).toHaveText(/Hide Grid/, { timeout: 30_000 });
    const grid = editor.getByTestId('editor-grid');
    const g = (await grid.boundingBox())!;
    const tile = { x: g.width * (2.5 / 16), y: g.height * (0.5 / 16) };
    const pressTile = () => (isPhone(page) ? grid.tap({ position: tile }) : grid.click({ position: tile }));
    await pressTile();
    await expect(editor.getByTestId('grid-selected-tile')).toHaveAttribute('data-x', '2');
    await expect(editor.getByTestId('grid-tile-hint')).toContainText('Tile [2, 0] selected');
    await expect(page.getByTestId('grid-action-dialog')).toHaveCount(0);
    // Hiding the grid clears the selected cell.
    await press(page, toggle);
    await expect(grid).toHaveCount(0);
    await press(page, toggle);
    await expect(toggle).toHaveText(/Hide Grid/, { timeout: 30_000 });
    await expect(editor.getByTestId('grid-selected-tile')).toHaveCount(0);
    await pressTile();
    await expect(editor.getByTestId('grid-selected-tile')).toHaveAttribute('data-x', '2');
    await pressTile();
    const action = page.getByTestId('grid-action-dialog');
    await expect(action).toBeVisible();
    await snap(page, 'editor-grid-action-form');
    // Beyond spec: confirming shows the notice and really creates the element.
    const count = await editor.getByTestId('element-row').count();
    await action.getByTestId('grid-element-name').locator(NATIVE_INPUT).fill('Loose brick');
    const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/scene/0/create_element'));
    await press(page, action.getByTestId('grid-action-confirm'));
    await created;
    await expect(action).toHaveCount(0);
    await expect(editor.getByTestId('element-row')).toHaveCount(count + 1);
    await expect(editor.getByTestId('grid-action')).toContainText('Loose brick');
    await press(page, toggle);

    // AI panel: open (welcome), a message, closed, reopened empty again.
    const ai = editor.getByTestId('editor-ai-toggle');
    await press(page, ai);
    const panel = page.getByTestId('assistant-panel');
    await expect(panel.locator('.editor-bubble')).toHaveCount(1);
    await panel.getByTestId('assistant-input').fill('Where is the exit?');
    await panel.getByTestId('assistant-input').press('Enter');
    await expect(panel.locator('.editor-bubble--user')).toHaveCount(1);
    await expect(panel.locator('.editor-bubble--ai')).toHaveCount(2, { timeout: 60_000 });
    await press(page, ai);
    await expect(panel).toHaveCount(0);
    await press(page, ai);
    await expect(panel.locator('.editor-bubble')).toHaveCount(1);
    await expect(panel.locator('.editor-bubble--user')).toHaveCount(0);
    await snap(page, 'editor-ai-reopened');
    await press(page, ai);
    await expect(panel).toHaveCount(0);

    // Last (a touch drag may swallow the next tap on the phone): drag a marker far past the bottom-right: clamped to 750 × 550, then the update call.
    const marker = editor.getByTestId('editor-marker').first();
    const elementId = (await marker.getAttribute('data-element-id'))!;
    const name = (await marker.getAttribute('data-element-name'))!;
    await editor.getByTestId('player-view').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const viewport = page.viewportSize()!;
    const update = page.waitForRequest((r) => r.url().includes(`/update_element/${elementId}`));
    await pointerDrag(page, marker, { x: viewport.width - 2, y: viewport.height - 2 });
    const body = (await update).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ x_position: 750, y_position: 550, regenerate_visualization: true });
    await expect(page.getByText(`Moved ${name} to new position`)).toBeVisible();
    const row = editor.locator(`[data-testid="element-row"][data-element-id="${elementId}"]`);
    await expect(row.getByTestId('element-position')).toHaveText('(750, 550)');
    await snap(page, 'editor-dragged');
  },
);

test(
  scenario(
    'rooms',
    4,
    'States and transitions: play elements locked → unlocked/solved, items collected, a key dragged onto its lock leaves the inventory; chat send rules',
  ),
  async ({ page }) => {
    test.setTimeout(150_000);
    const user = newUser('player');
    await signUpWith(page, user.email, user.password);

    // Chat: a blank send is ignored, Shift+Enter makes a new line, Enter sends.
    await press(page, page.getByTestId('chat-open').filter({ visible: true }));
    const input = page.getByTestId('chat-input');
    await input.fill('   ');
    await input.press('Enter');
    await expect(page.getByTestId('chat-send')).toHaveAttribute('aria-disabled', 'true');
    await page.getByTestId('chat-send').dispatchEvent('click');
    await expect(page.getByTestId('chat-user-message')).toHaveCount(0);
    await input.fill('What is XP?');
    await input.press('Shift+Enter');
    await input.pressSequentially('And $ERM?');
    await expect(input).toHaveValue('What is XP?\nAnd $ERM?');
    await expect(page.getByTestId('chat-user-message')).toHaveCount(0);
    await input.press('Enter');
    await expect(page.getByTestId('chat-user-message')).toHaveCount(1);
    await expect(page.getByTestId('chat-user-message')).toContainText('What is XP?');
    await expect(input).toHaveValue('');
    await expect(page.getByTestId('chat-bot-message').first()).toBeVisible({ timeout: 30_000 });
    await snap(page, 'chat-sent');
    await press(page, page.getByTestId('chat-close'));

    // Play the sample room's solution: items collected enter the inventory, a key dragged onto
    // what it opens leaves it, and a locked element turns unlocked or solved.
    const roomId = process.env.E2E_SAMPLE_ROOM_ID ?? '';
    const { pkg, actions } = await solutionFor(roomId);
    await page.goto(`/play/${roomId}`);
    await expect(page.getByTestId('scene')).toBeVisible();
    const inSight = (state: GameState, id: string) =>
      !state.escaped &&
      state.elements[id]?.visible !== false &&
      pkg.scenes.some((s) => s.id === state.scene_id && s.elements.some((e) => e.id === id));
    // An element no move has touched yet has no entry in the state: it is in its initial state.
    const initial = new Map(pkg.scenes.flatMap((s) => s.elements.map((e) => [e.id, e.initial_state] as const)));
    const stateOf = (state: GameState, id: string) => state.elements[id]?.state ?? initial.get(id);
    const opened = ({ before, after }: PlayStep) =>
      Object.keys(after.elements).filter(
        (id) => stateOf(before, id) === 'locked' && after.elements[id].state !== 'locked',
      );
    let collected = 0;
    let keyUsed = false;
    let unlockedSeen = false;
    const openedAway = new Set<string>();
    const last = await playSolution(
      page,
      pkg,
      actions,
      async (played) => {
        const { action, before, after } = played;
        for (const item of after.inventory.filter((i) => !before.inventory.some((b) => b.id === i.id))) {
          await expect(page.getByTestId(`inventory-item-${item.id}`)).toContainText(item.name);
          collected++;
        }
        if (action.type === 'use_item') {
          await expect(page.getByTestId(`inventory-item-${action.item_id}`)).toHaveCount(0);
          keyUsed = true;
        }
        // A lock opened where the player stands shows it at once; one opened in a scene ahead (a door
        // unbolted from behind) shows it when the player gets there.
        for (const id of opened(played)) openedAway.add(id);
        for (const id of [...openedAway].filter((id) => inSight(after, id))) {
          openedAway.delete(id);
          await expect(page.getByTestId(`element-${id}`)).toHaveAttribute('data-state', after.elements[id].state);
          expect(['unlocked', 'solved']).toContain(after.elements[id].state);
          unlockedSeen = true;
          await snap(page, 'play-unlocked');
        }
        return keyUsed && unlockedSeen && collected > 0;
      },
      async (next) => {
        // Before the step that opens it, the element shows locked.
        for (const id of opened(next).filter((id) => inSight(next.before, id)))
          await expect(page.getByTestId(`element-${id}`)).toHaveAttribute('data-state', 'locked');
        if (next.action.type === 'use_item') await snap(page, 'play-before-key');
      },
    );
    expect(last, 'a key used, an item collected and a lock opened on the way out').not.toBeNull();
  },
);
