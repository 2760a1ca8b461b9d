/**
 * rooms-and-play-spec §8 Error catalogue: one call at a time is made to fail in the browser
 * (page.route: a 500 or a network error) and the screen's banner or snackbar is read; the
 * editor's success snackbars; the play screen's unknown room, failed load and wrong key; the
 * chat's two failure answers; and a 401 on a private page ending the session (known deviation 1).
 */
import type { Page, Request } from '@playwright/test';
import { initialState, step, type GameState, type RoomPackage } from '@core';
import {
  admin,
  expect,
  idTokenOf,
  isPhone,
  NATIVE_INPUT,
  NATIVE_TEXTAREA,
  newUser,
  press,
  sampleRoomId,
  scenario,
  snap,
  solutionFor,
  test,
} from './support';
import { createPublishedRoom } from '../e2e/editor-room';
import { playUntil, signInWith, signUpWith } from './rooms-steps';

const UNKNOWN_ROOM = '00000000-0000-4000-8000-000000000000';
const api = (path: string) => (url: URL) => url.pathname === `/api/v1${path}`;
/**
 * Fails one API call (matched by path and method) with a 500 and the given body; the returned
 * function lets the call through again.
 */
async function failWith(
  page: Page,
  method: string,
  path: (url: URL) => boolean,
  body: object = {},
): Promise<() => Promise<void>> {
  await page.route(path, (route) =>
    route.request().method() === method ? route.fulfill({ status: 500, json: body }) : route.fallback(),
  );
  return () => page.unroute(path);
}
const bannerOrSnackbar = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });

test(
  scenario(
    'rooms',
    8,
    'Errors: wizard, room table, editor and play failures with their texts, editor success snackbars, chat failures',
  ),
  async ({ page }) => {
    test.setTimeout(240_000);
    await signInWith(page, admin.email, admin.password);
    let restore: () => Promise<void>;

    // Wizard: Failed to load agents (500), then the agents load on Retry.
    restore = await failWith(page, 'GET', api('/agents'));
    await page.reload();
    await press(page, page.getByTestId('tab-create'));
    const wizard = page.getByTestId('creation-wizard').filter({ visible: true });
    await wizard.getByTestId('room-title').locator(NATIVE_INPUT).fill('Broken Bridge');
    await wizard.getByTestId('room-description').locator(NATIVE_TEXTAREA).fill('Every call on this bridge may fail.');
    await wizard.getByTestId('room-theme').locator(NATIVE_INPUT).fill('Adventure');
    await press(page, wizard.getByTestId('wizard-next'));
    await expect(wizard.getByTestId('agents-error')).toHaveText('Failed to load agents');
    await snap(page, 'wizard: Failed to load agents');
    await restore();
    await press(page, wizard.getByRole('button', { name: 'Retry' }));
    await expect(wizard.getByTestId('agent-card').first()).toBeVisible();

    // Failed to create agent, and the server's message when it sends one.
    restore = await failWith(page, 'POST', api('/agents'));
    await press(page, wizard.getByTestId('wizard-create-agent'));
    const dialog = page.getByTestId('agent-dialog').filter({ visible: true });
    await dialog.getByTestId('agent-name').locator(NATIVE_INPUT).fill('Unlucky');
    for (const [field, option] of [
      ['agent-personality', 'Dramatic'],
      ['agent-setting', 'Haunted Mansion'],
      ['agent-theme', 'Horror'],
    ]) {
      await press(page, dialog.getByTestId(field));
      const popover = page.locator('ion-popover').filter({ visible: true });
      await press(page, popover.locator('ion-radio').filter({ hasText: option }));
      await expect(popover).toBeHidden();
    }
    await press(page, dialog.getByTestId('agent-create'));
    await expect(dialog.getByTestId('agent-dialog-error')).toHaveText('Failed to create agent');
    await restore();
    restore = await failWith(page, 'POST', api('/agents'), { error: 'An agent with this name already exists' });
    await press(page, dialog.getByTestId('agent-create'));
    await expect(dialog.getByTestId('agent-dialog-error')).toHaveText('An agent with this name already exists');
    await snap(page, 'agent dialog: server message');
    await restore();
    await press(page, dialog.getByRole('button', { name: 'Cancel' }));
    await expect(dialog).toHaveCount(0);

    // Failed to create escape room, then the server's message.
    await press(page, wizard.getByTestId('agent-card').first());
    restore = await failWith(page, 'POST', api('/escape_rooms'));
    await press(page, wizard.getByTestId('wizard-generate-storyboard'));
    await expect(wizard.getByTestId('wizard-error')).toHaveText('Failed to create escape room');
    await restore();
    restore = await failWith(page, 'POST', api('/escape_rooms'), { error: 'The storyteller is asleep' });
    await press(page, wizard.getByTestId('wizard-generate-storyboard'));
    await expect(wizard.getByTestId('wizard-error')).toHaveText('The storyteller is asleep');
    await snap(page, 'wizard: Failed to create escape room');
    await restore();

    // Room table: Failed to fetch escape rooms; Failed to update escape room status.
    restore = await failWith(page, 'GET', api('/escape_rooms'));
    await page.goto('/admin');
    await press(page, page.getByTestId('admin-tab-community'));
    await expect(page.getByTestId('rooms-error').filter({ visible: true })).toHaveText('Failed to fetch escape rooms');
    await snap(page, 'room table: Failed to fetch escape rooms');
    await restore();
    await page.reload();
    await press(page, page.getByTestId('admin-tab-community'));
    // The table lists the newest rooms first, a page at a time: its first room (the sample room, the
    // oldest, is past the first page once the suite has made enough rooms).
    const card = page.locator('[data-testid="room-card"]').filter({ visible: true }).first();
    const cardRoomId = await card.getAttribute('data-room-id');
    restore = await failWith(page, 'PATCH', api(`/escape_rooms/${cardRoomId}/toggle_enabled`));
    const toggle = card.getByTestId('room-enabled-toggle');
    const wasOn = await toggle.evaluate((el) => (el as HTMLElement & { checked: boolean }).checked);
    await press(page, toggle);
    await expect(page.getByTestId('rooms-error').filter({ visible: true })).toHaveText(
      'Failed to update escape room status',
    );
    await expect.poll(() => toggle.evaluate((el) => (el as HTMLElement & { checked: boolean }).checked)).toBe(wasOn);
    await snap(page, 'room table: Failed to update escape room status');
    await restore();

    // Editor: Failed to load scene data for an unknown room.
    await page.goto(`/escape-rooms/${UNKNOWN_ROOM}/edit/0`);
    await expect(page.getByTestId('editor-error')).toHaveText('Failed to load scene data');

    // Editor of a fresh room: the grid, visualization and move, failing then succeeding.
    const room = await createPublishedRoom(page);
    restore = await failWith(page, 'POST', api(`/escape_rooms/${room.id}/scene/0/generate_grid_image`));
    await page.goto(`/escape-rooms/${room.id}/edit/0`);
    const editor = page.getByTestId('scene-editor').filter({ visible: true });
    await press(page, editor.getByTestId('editor-grid-toggle'));
    await expect(bannerOrSnackbar(page, 'Failed to generate grid overlay')).toBeVisible();
    await expect(editor.getByTestId('editor-grid-toggle')).toHaveText(/Show Grid/);
    await restore();
    await press(page, editor.getByTestId('editor-grid-toggle'));
    await expect(bannerOrSnackbar(page, 'Grid overlay generated successfully')).toBeVisible({ timeout: 30_000 });
    await snap(page, 'editor: Grid overlay generated successfully');
    await press(page, editor.getByTestId('editor-grid-toggle'));

    if (await editor.getByTestId('generate-visualization').isVisible())
      await press(page, editor.getByTestId('generate-visualization'));
    await expect(editor.getByTestId('editor-regenerate')).not.toHaveAttribute('aria-disabled', 'true', {
      timeout: 30_000,
    });
    restore = await failWith(page, 'POST', api(`/escape_rooms/${room.id}/scene/0/regenerate_visualization`));
    await press(page, editor.getByTestId('editor-regenerate'));
    await expect(bannerOrSnackbar(page, 'Failed to regenerate visualization')).toBeVisible();
    await restore();
    await press(page, editor.getByTestId('editor-regenerate'));
    await expect(bannerOrSnackbar(page, 'Visualization regenerated successfully')).toBeVisible({ timeout: 30_000 });

    const marker = editor.getByTestId('editor-marker').first();
    const name = (await marker.getAttribute('data-element-name'))!;
    const elementId = (await marker.getAttribute('data-element-id'))!;
    restore = await failWith(page, 'PUT', api(`/escape_rooms/${room.id}/update_element/${elementId}`));
    await marker.focus();
    await marker.press('ArrowRight');
    await expect(bannerOrSnackbar(page, 'Failed to update element position')).toBeVisible();
    await restore();
    await marker.focus();
    await marker.press('ArrowRight');
    await expect(bannerOrSnackbar(page, `Moved ${name} to new position`)).toBeVisible({ timeout: 30_000 });
    await snap(page, 'editor: Moved to new position');

    // Failed to update element (the Edit Element dialog's save).
    restore = await failWith(page, 'PUT', api(`/escape_rooms/${room.id}/update_element/${elementId}`));
    await press(page, editor.locator(`[data-testid="element-row"][data-element-id="${elementId}"]`));
    const form = page.getByTestId('element-dialog');
    await press(page, form.getByTestId('element-save'));
    await expect(form.getByTestId('element-dialog-error')).toHaveText('Failed to update element');
    await restore();
    await press(page, form.getByRole('button', { name: 'Cancel' }));
    await expect(form).toBeHidden();

    // Failed to modify scene.
    restore = await failWith(page, 'POST', api(`/escape_rooms/${room.id}/scene/0/modify_scene`));
    await press(page, editor.getByTestId('editor-modify'));
    const modify = page.getByTestId('modify-dialog');
    await modify.getByTestId('modify-prompt').locator(NATIVE_TEXTAREA).fill('Paint the walls red');
    await press(page, modify.getByTestId('modify-submit'));
    await expect(modify.getByTestId('modify-error')).toHaveText('Failed to modify scene');
    await restore();
    await press(page, modify.getByTestId('modify-close'));
    await expect(modify).toBeHidden();

    // The assistant: Failed to get AI response: {error}; Failed to communicate with AI: {message}.
    await press(page, editor.getByTestId('editor-ai-toggle'));
    const assistant = page.getByTestId('assistant-panel');
    restore = await failWith(page, 'POST', api(`/escape_rooms/${room.id}/scene/0/assistant`));
    await assistant.getByTestId('assistant-input').fill('Move the vase');
    await assistant.getByTestId('assistant-input').press('Enter');
    await expect(bannerOrSnackbar(page, 'Failed to get AI response: Failed to generate response')).toBeVisible();
    await restore();
    const assistantCall = api(`/escape_rooms/${room.id}/scene/0/assistant`);
    await page.route(assistantCall, (r) => r.abort('internetdisconnected'));
    await assistant.getByTestId('assistant-input').fill('Move the vase again');
    await assistant.getByTestId('assistant-input').press('Enter');
    await expect(page.getByText(/^Failed to communicate with AI: \S/).filter({ visible: true })).toBeVisible();
    await page.unroute(assistantCall);
    await snap(page, 'editor: assistant failures');
    await press(page, editor.getByTestId('editor-ai-toggle'));

    // Grid: Failed to get AI suggestions (the AI wrapper's fallback); Failed to create element from grid action.
    restore = await failWith(page, 'POST', api('/gemini/suggest-puzzle-elements'));
    await press(page, editor.getByTestId('editor-grid-toggle'));
    await expect(editor.getByTestId('editor-grid-toggle')).toHaveText(/Hide Grid/, { timeout: 30_000 });
    const grid = editor.getByTestId('editor-grid');
    const g = (await grid.boundingBox())!;
    const tile = { x: g.width * (1.5 / 16), y: g.height * (1.5 / 16) };
    const hit = () => (isPhone(page) ? grid.tap({ position: tile }) : grid.click({ position: tile }));
    await hit();
    await expect(editor.getByTestId('grid-selected-tile')).toHaveAttribute('data-x', '1');
    await hit();
    const action = page.getByTestId('grid-action-dialog');
    await expect(action.getByText('Failed to get AI suggestions', { exact: true })).toBeVisible();
    await restore();
    restore = await failWith(page, 'POST', api(`/escape_rooms/${room.id}/scene/0/create_element`), {
      error: 'That tile is taken',
    });
    await action.getByTestId('grid-element-name').locator(NATIVE_INPUT).fill('Dusty globe');
    await press(page, action.getByTestId('grid-action-confirm'));
    await expect(action.getByTestId('grid-action-error')).toHaveText(
      'Failed to create element from grid action: That tile is taken',
    );
    await restore();
    await snap(page, 'editor: grid failures');
    await press(page, action.getByRole('button', { name: 'Cancel' }));
    await expect(action).toBeHidden();

    // Play: Escape room not found; Failed to load escape room; Key does not work with this lock.
    await page.goto(`/play/${UNKNOWN_ROOM}`);
    await expect(page.getByTestId('play-error-message')).toHaveText('Escape room not found');
    restore = await failWith(page, 'GET', api(`/escape_rooms/${room.id}/package`));
    await page.goto(`/play/${room.id}`);
    await expect(page.getByTestId('play-error-message')).toHaveText('Failed to load escape room');
    await snap(page, 'play: Failed to load escape room');
    await restore();

    /** An item carried and an element in sight that the engine refuses it for, if any. */
    const wrongKeyIn = (pkg: RoomPackage, state: GameState) => {
      const scene = pkg.scenes.find((s) => s.id === state.scene_id);
      for (const item of state.inventory)
        for (const el of scene?.elements ?? [])
          if (
            step(pkg, state, { type: 'use_item', element_id: el.id, item_id: item.id }).message ===
            'Key does not work with this lock'
          )
            return { item, element: el };
      return null;
    };
    /** The editor's room, else a fresh hard room, whose solution passes a state with a wrong key to try. */
    const withWrongKey = async () => {
      for (const seed of [0, 3, 5, 8, 13, 21]) {
        const id = seed === 0 ? room.id : (await createPublishedRoom(page, { seed, difficulty: 'hard' })).id;
        const solved = await solutionFor(id);
        let state = initialState(solved.pkg);
        for (const a of solved.actions) {
          if (wrongKeyIn(solved.pkg, state)) return { id, ...solved };
          state = step(solved.pkg, state, a).state;
        }
      }
      throw new Error('no room with a wrong key to try along its solution');
    };
    const { id: playId, pkg, actions } = await withWrongKey();
    await page.goto(`/play/${playId}`);
    const { state } = await playUntil(page, pkg, actions, (s) => wrongKeyIn(pkg, s) !== null);
    const { item, element: wrong } = wrongKeyIn(pkg, state)!;
    await press(page, page.getByTestId(`inventory-item-${item.id}`));
    await press(page, page.getByTestId(`element-${wrong.id}`));
    const elementDialog = page.locator('ion-modal[data-testid="element-dialog"]');
    // Pressing an element with an item selected opens it with a Use button unless it is the item's lock.
    await expect(elementDialog).toBeVisible();
    if ((await elementDialog.getByTestId('element-outcome').count()) === 0)
      await press(page, elementDialog.getByTestId('use-item'));
    await expect(elementDialog.getByTestId('element-outcome')).toContainText('Key does not work with this lock');
    await snap(page, 'play: Key does not work with this lock');
    await press(page, elementDialog.getByRole('button', { name: 'Close' }));

    // Chat: a network failure, then a server failure.
    const chatCall = api('/gemini/chat');
    await page.route(chatCall, (route) => route.abort('internetdisconnected'));
    await press(page, page.getByTestId('chat-open').filter({ visible: true }).first());
    const chat = page.getByTestId('chat-panel');
    await chat.getByTestId('chat-input').fill('Where is the lab?');
    await chat.getByTestId('chat-input').press('Enter');
    await expect(chat.getByTestId('chat-bot-message').last()).toContainText(
      'Unable to connect to the assistant. Please check your connection and try again.',
    );
    await page.unroute(chatCall);
    restore = await failWith(page, 'POST', chatCall);
    await chat.getByTestId('chat-input').fill('And the whitepaper?');
    await chat.getByTestId('chat-input').press('Enter');
    await expect(chat.getByTestId('chat-bot-message').last()).toContainText(
      'Sorry, I encountered an issue. Please try again.',
    );
    await snap(page, 'chat: failure answers');
    await restore();
  },
);

test(
  scenario('rooms', 8, 'Errors: a 401 on the play screen ends the session and opens /login with from'),
  async ({ page }) => {
    const player = newUser('player');
    await signUpWith(page, player.email, player.password);
    const route = `/play/${sampleRoomId}`;
    const seen: Request[] = [];
    const packageCall = api(`/escape_rooms/${sampleRoomId}/package`);
    await page.route(packageCall, (r) => {
      seen.push(r.request());
      return r.fulfill({ status: 401, json: { error: 'Unauthorized' } });
    });
    await page.goto(route);
    await expect(page).toHaveURL(/\/login$/);
    // `from` travels in the router's history state (as the login guard's redirect does), not in the query.
    expect(
      await page.evaluate(() => (history.state as { usr?: { from?: { pathname?: string } } })?.usr?.from?.pathname),
    ).toBe(route);
    expect(seen[0]?.headers().authorization).toMatch(/^Bearer /);
    await expect(idTokenOf(page)).rejects.toThrow('nobody is signed in');
    await snap(page, 'login after a 401');
    await page.unroute(packageCall);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login(\?|$)/);
  },
);
