/** rooms-and-play-spec §2 Screens and routes: the scene editor, the play screen and the chat widget on a fresh published room. */
import { createPublishedRoom } from '../e2e/editor-room';
import { admin, expect, isPhone, press, scenario, snap, test } from './support';
import { holdRequests } from './rooms-screens';
import { signInWith } from './rooms-steps';

test(
  scenario(
    'rooms',
    2,
    "Screens and routes: scene editor, play screen (ours loads a real room, not the spec's hard-coded test room) and chat widget",
  ),
  async ({ page }) => {
    test.setTimeout(150_000);
    await signInWith(page, admin.email, admin.password);

    // The chat widget: a floating button; a 400 px panel (full width on a phone), at most 70vh.
    const fab = page.getByTestId('chat-open').filter({ visible: true });
    await expect(fab).toBeVisible();
    await press(page, fab);
    const chat = page.getByTestId('chat-panel');
    await expect(chat).toBeVisible();
    await expect(page.getByTestId('chat-greeting')).toContainText("I'm Ermie");
    await expect(chat.getByTestId('chat-whitepaper')).toHaveAttribute('href', '/whitepaper');
    await expect(chat.getByTestId('chat-whitepaper')).toHaveText(/whitepaper/i);
    const viewport = page.viewportSize()!;
    const chatBox = (await chat.boundingBox())!;
    expect(chatBox.width).toBe(isPhone(page) ? viewport.width : 400);
    expect(chatBox.height).toBeLessThanOrEqual(viewport.height * 0.7 + 1);
    await snap(page, 'chat-panel');
    await press(page, chat.getByTestId('chat-close'));
    await expect(chat).toHaveCount(0);

    const room = await createPublishedRoom(page);

    // The scene editor: loading text, then the loaded screen.
    const releaseScene = await holdRequests(page, '**/edit_scene/**');
    await page.goto(`/escape-rooms/${room.id}/edit/0`);
    await expect(page.getByText('Loading scene editor...').filter({ visible: true })).toBeVisible();
    await releaseScene();
    const editor = page.getByTestId('scene-editor').filter({ visible: true });
    await expect(editor.getByTestId('editor-title')).toHaveText(/^Edit Scene: .+/);
    await expect(editor.getByTestId('editor-subtitle')).toHaveText(/^Scene 1 - (AI Positioned|Legacy)$/);
    await expect(editor.getByTestId('editor-ai-toggle')).toHaveText(/AI Assistant/);
    await expect(editor.getByTestId('editor-grid-toggle')).toHaveText(/Show Grid/);
    await expect(editor.getByTestId('editor-modify')).toHaveText(/Modify Scene/);
    await expect(editor.getByTestId('player-view-image')).toBeVisible();
    await expect(editor.getByTestId('editor-modify')).not.toHaveAttribute('aria-disabled', 'true');
    await expect(editor.getByTestId('editor-regenerate')).toHaveText(/Regenerate Visualization/);
    const hasVisualization = (await editor.getByTestId('visualization-image').count()) > 0;
    if (hasVisualization)
      await expect(editor.getByTestId('editor-regenerate')).not.toHaveAttribute('aria-disabled', 'true');
    else {
      await expect(editor.getByTestId('editor-regenerate')).toHaveAttribute('aria-disabled', 'true');
      await expect(editor.getByTestId('generate-visualization')).toHaveText(/Generate Visualization/);
    }
    await expect(editor.getByTestId('editor-back')).toHaveText(/Back/);
    const info = editor.getByTestId('editor-info');
    await expect(info).toContainText('player view');
    await expect(info).toContainText('bounding box');
    await expect(info).toContainText('Drag the coloured dots to move elements');
    await expect(info).toContainText('click an element to edit it');
    await expect(editor.getByTestId('player-view-chip')).toHaveText('Player View');
    const row = editor.getByTestId('element-row').first();
    await expect(row.getByTestId('confidence-chip')).toHaveText(/^\d+%$/);
    await expect(row.locator('ion-chip').last()).toHaveText(/^(AI Positioned|Manual|Painter Layout|Estimated)$/);
    await expect(page.getByTestId('chat-open').filter({ visible: true })).toBeVisible();
    await snap(page, 'editor-loaded');

    // Grid mode: 'Generating Grid...', then the badge, the coordinate labels and a tile's dialog.
    const releaseGrid = await holdRequests(page, '**/generate_grid_image');
    await press(page, editor.getByTestId('editor-grid-toggle'));
    await expect(editor.getByTestId('editor-grid-toggle')).toHaveText(/Generating Grid\.\.\./);
    await releaseGrid();
    await expect(editor.getByTestId('editor-grid-toggle')).toHaveText(/Hide Grid/, { timeout: 30_000 });
    await expect(editor.getByTestId('grid-mode-badge')).toHaveText('Grid Mode');
    await press(page, editor.getByTestId('grid-labels-toggle'));
    await expect(editor.locator('.editor-grid__label')).toHaveCount(31);
    const grid = editor.getByTestId('editor-grid');
    const g = (await grid.boundingBox())!;
    if (!isPhone(page)) {
      await page.mouse.move(g.x + g.width * 0.3, g.y + g.height * 0.3);
      await expect(editor.locator('.editor-grid__hover')).toBeVisible();
    }
    const tile = { x: g.width * (12.5 / 16), y: g.height * (1.5 / 16) };
    await (isPhone(page) ? grid.tap({ position: tile }) : grid.click({ position: tile }));
    await expect(editor.getByTestId('grid-selected-tile')).toHaveAttribute('data-x', '12');
    await (isPhone(page) ? grid.tap({ position: tile }) : grid.click({ position: tile }));
    const action = page.getByTestId('grid-action-dialog');
    await expect(action.getByRole('heading')).toHaveText('Configure Grid Tile Action');
    await snap(page, 'editor-grid-action');
    await press(page, action.getByRole('button', { name: 'Cancel' }));
    await expect(action).toHaveCount(0);
    await press(page, editor.getByTestId('editor-grid-toggle'));
    await expect(editor.getByTestId('editor-grid')).toHaveCount(0);

    // The AI Assistant side panel: 350 × 600 with the AI's welcome.
    await press(page, editor.getByTestId('editor-ai-toggle'));
    const assistant = page.getByTestId('assistant-panel');
    const box = (await assistant.boundingBox())!;
    expect(Math.round(box.width)).toBe(350);
    expect(Math.round(box.height)).toBe(600);
    await expect(assistant.locator('.editor-bubble--ai')).toHaveCount(1);
    await expect(assistant.locator('.editor-bubble--ai')).toContainText('Hello!');
    await snap(page, 'editor-assistant');
    await press(page, editor.getByTestId('editor-ai-toggle'));
    await expect(assistant).toHaveCount(0);

    // A room that does not exist: 'Failed to load scene data'.
    await page.goto('/escape-rooms/00000000-0000-4000-8000-000000000000/edit/0');
    await expect(page.getByText('Failed to load scene data').filter({ visible: true })).toBeVisible();

    // The play screen, on the real room (the spec's builds a hard-coded test room).
    await page.goto(`/escape-room/${room.id}`);
    await expect(page.getByTestId('room-title').filter({ visible: true })).toHaveText(room.title);
    await expect(page.getByTestId('scene-name')).not.toBeEmpty();
    await expect(page.getByTestId('scene-counter')).toHaveText(/^Scene 1 of \d+$/);
    await expect(page.getByTestId('points')).toHaveText(/^\d+ pts$/);
    await expect(page.getByTestId('hints')).toHaveText('0 hints');
    const scene = page.getByTestId('scene');
    await expect(scene).toBeVisible();
    expect((await scene.boundingBox())!.height).toBeLessThanOrEqual(600);
    const hotspots = scene.locator('.play-hotspot');
    expect(await hotspots.count()).toBeGreaterThan(0);
    await expect(page.getByTestId('inventory')).toContainText('Inventory');
    // On the play screen the chat button is docked in the header (deliberate: it covers no control).
    await expect(page.getByTestId('chat-open').filter({ visible: true })).toHaveAccessibleName('Chat with Ermie');
    await snap(page, 'play-screen');

    // The element detail dialog with zoom, and a 4 s snackbar after an action.
    await press(page, hotspots.first());
    const details = page.locator('ion-modal[data-testid="element-dialog"]');
    await expect(details.getByTestId('zoom-level')).toHaveText('100%');
    await press(page, details.getByRole('button', { name: 'Zoom in' }));
    await expect(details.getByTestId('zoom-level')).toHaveText('125%');
    await snap(page, 'play-element-dialog');
    const act = details.getByTestId('element-action');
    if ((await act.count()) > 0) await press(page, act);
    else {
      await details.getByTestId('combination-input').locator('input').fill('0000');
      await press(page, details.getByTestId('try-combination'));
    }
    const toast = page.locator('ion-toast[data-testid="play-message"]');
    await expect(toast).toHaveJSProperty('duration', 4000);
    await expect(toast).toHaveJSProperty('isOpen', true);

    // The back button goes to /escape-rooms.
    if ((await details.count()) > 0 && (await details.isVisible()))
      await press(page, details.getByRole('button', { name: 'Close' }));
    await press(page, page.getByTestId('play-back'));
    await expect(page).toHaveURL(/\/escape-rooms$/);
  },
);
