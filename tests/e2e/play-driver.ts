/** Plays a room through the real UI, one engine action at a time, with touch. */
import { expect, type Page } from '@playwright/test';
import type { GameAction } from '@core';
import { touchDrag } from './support';

async function closeDialogIfOpen(page: Page) {
  const dialog = page.locator('ion-modal[data-testid="element-dialog"]');
  // The dialog closes by itself when its element goes away (taken, new scene, escape).
  if (await dialog.isVisible().catch(() => false)) {
    await dialog.getByRole('button', { name: 'Close' }).tap({ timeout: 3000 }).catch(() => undefined);
  }
  await expect(dialog).toBeHidden();
}

export async function performAction(page: Page, action: GameAction) {
  if (action.type === 'interact') {
    await page.getByTestId(`element-${action.element_id}`).tap();
    const dialog = page.locator('ion-modal[data-testid="element-dialog"]');
    await expect(dialog).toBeVisible();
    if (action.input !== undefined && action.input !== '') {
      await dialog.getByTestId('combination-input').locator('input').fill(action.input);
      await dialog.getByTestId('try-combination').tap();
    } else {
      await dialog.getByTestId('element-action').tap();
    }
    await closeDialogIfOpen(page);
  } else if (action.type === 'use_item') {
    // Drag the item from the inventory onto the element, with a real touch gesture.
    await touchDrag(page, page.getByTestId(`inventory-item-${action.item_id}`), page.getByTestId(`element-${action.element_id}`));
    await expect(page.getByTestId(`inventory-item-${action.item_id}`)).toHaveCount(0);
  } else if (action.type === 'go_to_scene') {
    await page.getByTestId(`scene-link-${action.scene_id}`).tap();
  } else {
    await page.getByTestId('hint-button').tap();
  }
}

export async function playToEscape(page: Page, actions: GameAction[]) {
  await expect(page.getByTestId('scene')).toBeVisible();
  for (const action of actions) await performAction(page, action);
  await expect(page.getByTestId('escape-screen')).toBeVisible();
}
