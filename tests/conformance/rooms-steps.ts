/**
 * Steps shared by the rooms §5–§9 scenarios, driven with `press` (a tap on the phone project,
 * a click on the desktop one): signing in or up, and playing a room's solution.
 *
 * Plays a room's solution on the real play screen, one engine action at a time, with `press`
 * (a tap on the phone project, a click on the desktop one), until a condition on the
 * predicted game state holds: the rooms §5, §8 and §9 scenarios use it to reach a coded lock
 * or an item in the inventory. Items are used by selecting them and then pressing the element.
 */
import type { Page } from '@playwright/test';
import pg from 'pg';
import { initialState, step, type GameAction, type GameState, type RoomPackage } from '@core';
import { NATIVE_INPUT, expect, press, settled } from './support';
import { signInAs } from '../e2e/sign-in';

/** Signs in (the first time through the Sign In screen: e2e/sign-in.ts) and waits for the dashboard. */
export const signInWith = (page: Page, email: string, password: string): Promise<void> =>
  signInAs(page, email, password, (button) => press(page, button));

export async function signUpWith(page: Page, email: string, password: string) {
  await page.goto('/signup');
  await page.getByTestId('signup-email').locator(NATIVE_INPUT).fill(email);
  await page.getByTestId('signup-password').locator(NATIVE_INPUT).fill(password);
  await page.getByTestId('signup-password-confirmation').locator(NATIVE_INPUT).fill(password);
  await press(page, page.getByTestId('signup-submit'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
}

const dialogOf = (page: Page) => page.locator('ion-modal[data-testid="element-dialog"]');

function stillShown(pkg: RoomPackage, state: GameState, elementId: string): boolean {
  if (state.escaped) return false;
  const scene = pkg.scenes.find((s) => s.id === state.scene_id);
  return Boolean(scene?.elements.some((e) => e.id === elementId) && state.elements[elementId]?.visible);
}

async function perform(page: Page, pkg: RoomPackage, state: GameState, action: GameAction): Promise<GameState> {
  const next = step(pkg, state, action).state;
  const dialog = dialogOf(page);
  if (action.type === 'interact') {
    await press(page, page.getByTestId(`element-${action.element_id}`));
    await expect(dialog).toBeVisible();
    await settled(dialog); // a press while the dialog still slides in can be lost
    if (action.input) {
      await dialog.getByTestId('combination-input').locator('input').fill(action.input);
      await press(page, dialog.getByTestId('try-combination'));
    } else {
      await press(page, dialog.getByTestId('element-action'));
    }
    if (stillShown(pkg, next, action.element_id)) await press(page, dialog.getByRole('button', { name: 'Close' }));
    await expect(dialog).toBeHidden();
  } else if (action.type === 'use_item') {
    await press(page, page.getByTestId(`inventory-item-${action.item_id}`));
    await press(page, page.getByTestId(`element-${action.element_id}`));
    await expect(page.getByTestId(`inventory-item-${action.item_id}`)).toHaveCount(0);
    if (stillShown(pkg, next, action.element_id)) {
      await expect(dialog).toBeVisible();
      await settled(dialog);
      await press(page, dialog.getByRole('button', { name: 'Close' }));
      await expect(dialog).toBeHidden();
    }
  } else if (action.type === 'go_to_scene') {
    await page.getByTestId('scene-picker').selectOption(action.scene_id);
  } else {
    throw new Error(`the solution asks for a ${action.type}, which this driver does not play`);
  }
  if (!next.escaped) await expect(page.getByTestId('points')).toHaveAttribute('aria-label', `${next.points} points`);
  return next;
}

/**
 * Plays `actions` from the start until `stop(state, nextAction)` holds, and returns that state
 * and the action that would come next.
 */
export async function playUntil(
  page: Page,
  pkg: RoomPackage,
  actions: GameAction[],
  stop: (state: GameState, next: GameAction | undefined) => boolean,
): Promise<{ state: GameState; next: GameAction | undefined }> {
  await expect(page.getByTestId('scene')).toBeVisible();
  let state = initialState(pkg);
  for (let i = 0; i <= actions.length; i++) {
    if (stop(state, actions[i])) return { state, next: actions[i] };
    if (i === actions.length) break;
    state = await perform(page, pkg, state, actions[i]);
  }
  throw new Error('the condition never held along the solution');
}

/** One query on the stack's database (the e2e run's DATABASE_URL), for setting up what no screen sets. */
export async function dbQuery<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The hue (0–360) of a CSS rgb()/rgba() colour. */
export function hueOf(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => Number(v) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/** Green, amber (yellow to orange-yellow), orange or red, by hue. */
export function colourName(css: string): 'green' | 'amber' | 'orange' | 'red' | 'other' {
  const h = hueOf(css);
  if (h >= 90 && h <= 170) return 'green';
  if (h >= 36 && h < 60) return 'amber';
  if (h >= 15 && h < 36) return 'orange';
  if (h < 15 || h >= 340) return 'red';
  return 'other';
}
