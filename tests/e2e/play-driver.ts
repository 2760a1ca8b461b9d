/**
 * Plays a room through the real UI, one engine action at a time, with touch. The core
 * engine runs alongside on the full package (from the database) to predict what the
 * screen should do (for example whether the element's dialog closes because the element
 * was taken or the scene changed); the screen itself plays the sealed package, so after
 * each action nothing in sight may still be sealed.
 */
import { expect, type Page } from '@playwright/test';
import { initialState, step, type GameAction, type GameState, type RoomPackage } from '@core';
import { settled, touchDrag } from './support';
import { spriteReason } from '../../src/pages/play/scene/scene-sprites';

/** An element's dialog stays open while the element is still in sight (not taken, same scene, not escaped). */
export function stillShown(pkg: RoomPackage, state: GameState, elementId: string): boolean {
  if (state.escaped) return false;
  const scene = pkg.scenes.find((s) => s.id === state.scene_id);
  return Boolean(scene?.elements.some((e) => e.id === elementId) && state.elements[elementId]?.visible);
}

/** How an item is used on an element: dragged onto it, or selected and then the element tapped. */
export type UseBy = 'drag' | 'tap';

export async function performAction(
  page: Page,
  pkg: RoomPackage,
  state: GameState,
  action: GameAction,
  useBy: UseBy = 'drag',
): Promise<GameState> {
  const next = step(pkg, state, action).state;
  if (action.type === 'interact') {
    await page.getByTestId(`element-${action.element_id}`).tap();
    const dialog = page.locator('ion-modal[data-testid="element-dialog"]');
    await settled(dialog);
    if (action.input !== undefined && action.input !== '') {
      await dialog.getByTestId('combination-input').locator('input').fill(action.input);
      await dialog.getByTestId('try-combination').tap();
    } else {
      await dialog.getByTestId('element-action').tap();
    }
    // The dialog closes by itself when its element goes away (taken, new scene, escape).
    if (stillShown(pkg, next, action.element_id)) await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toBeHidden();
  } else if (action.type === 'use_item' && useBy === 'tap') {
    await page.getByTestId(`inventory-item-${action.item_id}`).tap();
    await expect(page.getByTestId('selection-note')).toContainText('selected');
    await page.getByTestId(`element-${action.element_id}`).tap();
    await expect(page.getByTestId(`inventory-item-${action.item_id}`)).toHaveCount(0);
    // The element's dialog opens on what happened when the element is still there.
    if (stillShown(pkg, next, action.element_id)) {
      const dialog = page.locator('ion-modal[data-testid="element-dialog"]');
      await expect(dialog.getByTestId('element-outcome')).toBeVisible();
      await settled(dialog);
      await dialog.getByRole('button', { name: 'Close' }).tap();
      await expect(dialog).toBeHidden();
    }
  } else if (action.type === 'use_item') {
    // Drag the item from the inventory onto the element, with a real touch gesture.
    await touchDrag(
      page,
      page.getByTestId(`inventory-item-${action.item_id}`),
      page.getByTestId(`element-${action.element_id}`),
    );
    await expect(page.getByTestId(`inventory-item-${action.item_id}`)).toHaveCount(0);
  } else if (action.type === 'go_to_scene') {
    await page.getByTestId('scene-picker').selectOption(action.scene_id);
  } else {
    // The sheet shows the cost before buying; the hint bought stays listed there, free.
    await page.getByTestId('hint-button').tap();
    const sheet = page.locator('ion-modal[data-testid="hint-sheet"]');
    await settled(sheet);
    await expect(sheet.getByTestId('hint-cost')).toBeVisible();
    await sheet.getByTestId('buy-hint').tap();
    await expect(sheet.getByTestId('hint-words')).toBeVisible();
    await sheet.getByRole('button', { name: 'Close hints' }).tap();
    await expect(sheet).toBeHidden();
  }
  if (!next.escaped) {
    // The action in the message: a failure names the step that did not take (a lost press or a refusal).
    await expect(page.getByTestId('points'), `points after ${JSON.stringify(action)}`).toHaveAttribute(
      'aria-label',
      `${next.points} points`,
    );
    await expectNothingSealedInSight(page);
    await expectSprites(page, pkg, next);
  }
  return next;
}

/** The screen plays the sealed package: everything in sight must have been opened (no placeholder, no "Sealed"). */
async function expectNothingSealedInSight(page: Page) {
  await expect(page.locator('.play-hotspot[aria-label^="…"], .play-hotspot[aria-label^="Sealed"]')).toHaveCount(0);
  await expect(page.getByTestId('scene')).not.toHaveAttribute('aria-label', /Scene: (…|Sealed scene)$/);
}

/** Items are drawn only while in sight and not picked up; doors and locks once their look changed. */
async function expectSprites(page: Page, pkg: RoomPackage, state: GameState) {
  const scene = pkg.scenes.find((s) => s.id === state.scene_id)!;
  for (const el of scene.elements) {
    const runtime = state.elements[el.id] ?? { state: el.initial_state, visible: el.visible };
    await expect(page.getByTestId(`sprite-${el.id}`)).toHaveCount(spriteReason(el, runtime) ? 1 : 0);
  }
}

export async function playToEscape(page: Page, pkg: RoomPackage, actions: GameAction[], useBy: UseBy = 'drag') {
  await expect(page.getByTestId('scene')).toBeVisible();
  await expectNothingSealedInSight(page);
  let state = initialState(pkg);
  for (const action of actions) state = await performAction(page, pkg, state, action, useBy);
  await expect(page.getByTestId('escape-screen')).toBeVisible();
  await expect(page.getByTestId('escape-points')).toHaveText(String(state.points));
}
