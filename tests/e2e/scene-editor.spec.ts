/**
 * The scene editor (issue 9), at 1280 × 800: an admin opens a fresh room's first scene from the
 * room table, drags an element (kept after reload), edits one, re-describes the scene, creates an
 * element from a grid tile, deletes the key the solution needs (the room turns unsolvable, with the
 * reason) and undoes it; the edited room then plays to the escape at 390 × 844.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  test,
  admin,
  newUser,
  signIn,
  signUpThroughUi,
  solutionFor,
  NATIVE_INPUT,
  NATIVE_TEXTAREA,
} from './support';
import { createPublishedRoom } from './editor-room';
import { playToEscape } from './play-driver';
import { SNACKBAR_MS } from '@core';
import { AUTH_MESSAGES, EDITOR_MESSAGES, ROOM_MESSAGES } from '@core/content/messages';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: true });

const rowText = (page: Page, id: string) => page.locator(`[data-testid="element-row"][data-element-id="${id}"]`);
const positionOf = (page: Page, id: string) => rowText(page, id).getByTestId('element-position');

test('an admin edits a scene, breaks and repairs the room, and the edited room still plays', async ({ page }) => {
  test.setTimeout(420_000);
  await signIn(page, admin.email, admin.password);
  const room = await createPublishedRoom(page);
  await page.goto('/escape-rooms/00000000-0000-4000-8000-000000000000/edit/0');
  await expect(page.getByText(ROOM_MESSAGES.loadSceneFailed)).toBeVisible();

  // From the Community Game / Template Library table to scene 0.
  await page.goto('/admin');
  await page.getByTestId('admin-tab-community').tap();
  const card = page.locator(`[data-testid="room-card"][data-room-id="${room.id}"]`).filter({ visible: true });
  // The list may still re-render as it loads: tap again until the router has moved.
  await expect(async () => {
    await card.getByTestId('room-edit-scenes').tap();
    await expect(page).toHaveURL(new RegExp(`/escape-rooms/${room.id}/edit/0$`), { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const editor = page.getByTestId('scene-editor').filter({ visible: true });
  await expect(editor.getByTestId('editor-title')).toHaveText(/^Edit Scene: .+/);
  await expect(editor.getByTestId('editor-subtitle')).toHaveText(/^Scene 1 - (AI Positioned|Legacy)$/);
  await expect(editor.getByTestId('player-view-chip')).toHaveText('Player View');
  await expect(editor.getByTestId('solvability-badge')).toHaveText(/Solvable in \d+ steps?/);
  await expect(editor.locator('.react-flow__node').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/scene-editor-1280.png' });

  // Drag a marker with the mouse; the new position survives a reload.
  const marker = editor.getByTestId('editor-marker').first();
  const elementId = (await marker.getAttribute('data-element-id'))!;
  const name = (await marker.getAttribute('data-element-name'))!;
  const before = await positionOf(page, elementId).innerText();
  // The offline painter drew this room: its placements are labelled as its layout, never as AI vision.
  await expect(rowText(page, elementId)).toContainText('Painter Layout');
  await expect(editor.getByTestId('element-list')).not.toContainText('AI Positioned');
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 12 + i * 6, box.y + 12 + i * 4);
  await page.mouse.up();
  await expect(page.getByText(EDITOR_MESSAGES.moved(name))).toBeVisible();
  const firstShownAt = Date.now();
  await expect(positionOf(page, elementId)).not.toHaveText(before);
  await secondNoticeKeepsItsTime(page, firstShownAt);
  const after = await positionOf(page, elementId).innerText();
  await expect(rowText(page, elementId)).toContainText('Manual');
  await page.reload();
  await expect(positionOf(page, elementId)).toHaveText(after);

  // Edit an element in the dialog.
  await rowText(page, elementId).click();
  const dialog = page.getByTestId('element-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('element-name').locator(NATIVE_INPUT).fill(`${name} (polished)`);
  await dialog.getByTestId('element-points').locator(NATIVE_INPUT).fill('40');
  await dialog.getByTestId('element-save').click();
  await expect(dialog).toBeHidden();
  await expect(rowText(page, elementId)).toContainText(`${name} (polished)`);

  // Re-describe the scene: the player view gets a new picture.
  const image = editor.getByTestId('player-view-image');
  const oldUrl = await image.getAttribute('data-url');
  await editor.getByTestId('editor-modify').click();
  const modify = page.getByTestId('modify-dialog');
  await modify.getByTestId('modify-submit').click();
  await expect(modify.getByText('Please enter a modification prompt')).toBeVisible();
  await modify.getByTestId('modify-prompt').locator(NATIVE_TEXTAREA).fill('Make the room darker with candle light');
  await modify.getByTestId('modify-submit').click();
  await expect(modify.getByTestId('modify-result')).toBeVisible({ timeout: 60_000 });
  await modify.getByTestId('modify-close').click();
  await expect(image).not.toHaveAttribute('data-url', oldUrl ?? '');

  // Grid mode: select a tile, click it again, create an element there.
  const count = await editor.getByTestId('element-row').count();
  await editor.getByTestId('editor-grid-toggle').click();
  await expect(editor.getByTestId('editor-grid-toggle')).toHaveText(/Hide Grid/, { timeout: 30_000 });
  await expect(editor.getByTestId('grid-mode-badge')).toHaveText('Grid Mode');
  const grid = editor.getByTestId('editor-grid');
  const g = (await grid.boundingBox())!;
  // A tile high on the wall, where no floor element of the generated room can be covered by it.
  const tile = { x: g.width * (12.5 / 16), y: g.height * (1.5 / 16) };
  await grid.click({ position: tile });
  await expect(editor.getByTestId('grid-selected-tile')).toHaveAttribute('data-x', '12');
  await grid.click({ position: tile });
  const action = page.getByTestId('grid-action-dialog');
  await expect(action).toBeVisible();
  await action.getByTestId('grid-action-confirm').click();
  await expect(action.getByText('Please provide an element name for the grid action')).toBeVisible();
  await action.getByTestId('grid-element-name').locator(NATIVE_INPUT).fill('Loose floorboard');
  await action.getByTestId('grid-action-confirm').click();
  await expect(action).toBeHidden();
  await expect(editor.getByTestId('grid-action')).toContainText('Loose floorboard');
  await expect(editor.getByTestId('element-row')).toHaveCount(count + 1);
  await expect(editor.getByTestId('solvability-badge')).toHaveText(/Solvable in \d+ steps?/);
  await editor.getByTestId('editor-grid-toggle').click();
  await expect(editor.getByTestId('editor-grid')).toHaveCount(0);

  // Delete the key the solution needs (in whichever scene it lies): the room is not solvable,
  // says why, and Undo brings it back.
  const solved = await solutionFor(room.id);
  const used = new Set(
    solved.actions.flatMap((a) =>
      a.type === 'use_item' ? [a.item_id, a.element_id] : a.type === 'interact' ? [a.element_id] : [],
    ),
  );
  const holder = solved.pkg.scenes.find((scene) =>
    scene.elements.some((e) => e.element_type === 'key' && used.has(e.id)),
  );
  expect(holder, 'a key on the solution').toBeTruthy();
  const keyScene = holder!.order_index;
  // The editor names the key as the design does (players get an opaque id).
  const keyId = solved.designIds[holder!.elements.find((e) => e.element_type === 'key' && used.has(e.id))!.id];
  if (keyScene !== 0) {
    await page.goto(`/escape-rooms/${room.id}/edit/${keyScene}`);
    await expect(editor.getByTestId('editor-subtitle')).toHaveText(new RegExp(`^Scene ${keyScene + 1} - `));
  }
  const key = rowText(page, keyId);
  await key.click();
  await dialog.getByTestId('element-delete').click();
  await dialog.getByTestId('element-delete-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(rowText(page, keyId)).toHaveCount(0);
  const badge = editor.getByTestId('solvability-badge');
  await expect(badge).toContainText('Not solvable');
  await expect(badge.getByTestId('solvability-reason')).not.toBeEmpty();
  await expect(badge).toContainText('Players cannot open this room');
  await page.screenshot({ path: 'test-results/scene-editor-unsolvable-1280.png' });
  await editor.getByTestId('editor-undo').click();
  await expect(badge).toHaveText(/Solvable in \d+ steps?/);
  await expect(rowText(page, keyId)).toBeVisible();

  // The AI assistant answers about the scene.
  await editor.getByTestId('editor-ai-toggle').click();
  const panel = page.getByTestId('assistant-panel');
  await expect(panel.locator('.editor-bubble--ai')).toHaveCount(1);
  await panel.getByTestId('assistant-input').fill('What could I add near the window?');
  await panel.getByTestId('assistant-input').press('Enter');
  await expect(panel.locator('.editor-bubble--ai')).toHaveCount(2, { timeout: 60_000 });
  await editor.getByTestId('editor-ai-toggle').click();
  await expect(panel).toHaveCount(0);

  await editor.getByTestId('element-list').screenshot({ path: 'test-results/scene-editor-elements-1280.png' });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: 'test-results/scene-editor-768.png', fullPage: false });

  // The edited room plays to the escape on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const { pkg, actions } = await solutionFor(room.id);
  await page.goto(`/play/${room.id}`);
  await playToEscape(page, pkg, actions);
});

test('a player is refused the scene editor', async ({ page }) => {
  const player = newUser('player');
  await signUpThroughUi(page, player.email, player.password);
  await page.goto('/escape-rooms/00000000-0000-4000-8000-000000000000/edit/0');
  await expect(page.getByText(AUTH_MESSAGES.accessDenied)).toBeVisible();
});

/**
 * A second move while the first one's notice is still up: its notice gets its own 4000 ms
 * (rooms-and-play-spec §9), not what was left of the first one's (CI once missed it, shown 0.9 s).
 * The second move is made 3 s into the first notice, and its notice must still be there once the
 * first one's time (and its way out) is over.
 */
async function secondNoticeKeepsItsTime(page: Page, firstShownAt: number) {
  const marker = page.getByTestId('scene-editor').filter({ visible: true }).getByTestId('editor-marker').nth(1);
  const name = (await marker.getAttribute('data-element-name'))!;
  await page.waitForTimeout(Math.max(0, firstShownAt + 3_000 - Date.now()));
  const moved = page.waitForResponse((r) => r.url().includes('/update_element/'));
  await marker.focus();
  await page.keyboard.press('ArrowLeft');
  await moved;
  const notice = page.getByText(EDITOR_MESSAGES.moved(name));
  await expect(notice).toBeVisible();
  await page.waitForTimeout(Math.max(0, firstShownAt + SNACKBAR_MS + 700 - Date.now()));
  await expect(notice).toBeVisible({ timeout: 1 });
}
