/**
 * Shared steps of the rooms-and-play conformance scenarios (§2–§4), driven with `press` (a tap
 * on the phone, a click on the desktop): ion-select choices, the wizard's first steps, a pointer
 * drag (touch or mouse), playing a solution with items dragged onto their targets, a draft room
 * made through the API, and holding requests to see a loading state. Signing in and up is
 * rooms-steps.ts's.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { initialState, step, type GameAction, type GameState, type RoomPackage } from '@core';
import { expect, idTokenOf, isPhone, NATIVE_INPUT, press } from './support';
import { touchDrag } from '../e2e/touch-drag';

/** The open ion-select popover's option texts. */
export async function openOptions(page: Page, select: Locator): Promise<Locator> {
  await press(page, select);
  const popover = page.locator('ion-popover').filter({ visible: true });
  await expect(popover).toBeVisible();
  return popover;
}

export async function choose(page: Page, select: Locator, option: string) {
  const popover = await openOptions(page, select);
  await press(page, popover.getByText(option, { exact: true }));
  await expect(popover).toBeHidden();
}

/** The wizard's step labels, in order, as the step indicator shows them. */
export const stepLabels = (wizard: Locator) => wizard.locator('.wizard-steps__label');

/** The wizard of the admin's dashboard (Create with Ermie tab). */
export const dashboardWizard = (page: Page) =>
  page.getByRole('tabpanel', { name: 'Create with Ermie' }).getByTestId('creation-wizard');

export async function fillRoomDetails(wizard: Locator, title: string) {
  await wizard.getByTestId('room-title').locator(NATIVE_INPUT).fill(title);
  await wizard
    .getByTestId('room-description')
    .locator('textarea:not(.cloned-input)')
    .fill('A drowned library where the tide keeps the secrets.');
  await wizard.getByTestId('room-theme').locator(NATIVE_INPUT).fill('Adventure');
}

/** Creates an agent through the wizard's Create New Agent dialog; it comes back selected. */
export async function createAgentInWizard(page: Page, wizard: Locator): Promise<string> {
  const name = `Marina ${randomUUID().slice(0, 4)}`;
  await press(page, wizard.getByTestId('wizard-create-agent'));
  const dialog = page.getByTestId('agent-dialog').filter({ visible: true });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('agent-name').locator(NATIVE_INPUT).fill(name);
  await choose(page, dialog.getByTestId('agent-personality'), 'Scholarly');
  await choose(page, dialog.getByTestId('agent-setting'), 'Underwater Base');
  await choose(page, dialog.getByTestId('agent-theme'), 'Adventure');
  await press(page, dialog.getByTestId('agent-create'));
  await expect(page.getByTestId('agent-dialog').filter({ visible: true })).toHaveCount(0);
  return name;
}

/** Drags `from` onto `to`: a real touch gesture on the phone, the mouse on the desktop. */
export async function pointerDrag(page: Page, from: Locator, to: Locator | { x: number; y: number }) {
  const a = (await from.boundingBox())!;
  const b = 'x' in to ? { x: to.x, y: to.y, width: 0, height: 0 } : (await to.boundingBox())!;
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  const end = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  if (isPhone(page) && !('x' in to)) {
    // The play suite's gesture: aimed once both ends rest, with a frame between moves (touch-drag.ts).
    await touchDrag(page, from, to);
    return;
  }
  if (isPhone(page)) {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p: { x: number; y: number } | null) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: p ? [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }] : [],
      });
    await touch('touchStart', start);
    for (let i = 1; i <= 12; i++)
      await touch('touchMove', {
        x: start.x + ((end.x - start.x) * i) / 12,
        y: start.y + ((end.y - start.y) * i) / 12,
      });
    await touch('touchEnd', null);
    await cdp.detach();
    return;
  }
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(start.x + ((end.x - start.x) * i) / 12, start.y + ((end.y - start.y) * i) / 12);
  await page.mouse.up();
}

/** Whether `inner` lies wholly inside `outer` (1 px of rounding allowed). */
export async function liesWithin(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}

/** The action the screen is about to take, for checks before it is played. */
export type PlayStep = { action: GameAction; before: GameState; after: GameState };

/**
 * Plays a room's solution through the screen (press, drag) until `stop` says so after a step,
 * and returns the state reached. The core engine runs alongside to know whether the element's
 * dialog closes by itself (the element taken, a new scene). `onStep` runs before each action.
 */
export async function playSolution(
  page: Page,
  pkg: RoomPackage,
  actions: GameAction[],
  stop: (played: PlayStep) => boolean | Promise<boolean>,
  onStep?: (next: PlayStep) => Promise<void>,
): Promise<PlayStep | null> {
  let state = initialState(pkg);
  const dialog = page.locator('ion-modal[data-testid="element-dialog"]');
  for (const action of actions) {
    const played = { action, before: state, after: step(pkg, state, action).state };
    await onStep?.(played);
    if (action.type === 'interact') {
      await press(page, page.getByTestId(`element-${action.element_id}`));
      await expect(dialog).toBeVisible();
      if (action.input !== undefined && action.input !== '') {
        await dialog.getByTestId('combination-input').locator('input').fill(action.input);
        await press(page, dialog.getByTestId('try-combination'));
      } else await press(page, dialog.getByTestId('element-action'));
      const after = played.after;
      const inSight =
        !after.escaped &&
        after.scene_id === state.scene_id &&
        after.elements[action.element_id]?.visible !== false &&
        pkg.scenes.some((s) => s.id === after.scene_id && s.elements.some((e) => e.id === action.element_id));
      if (inSight) await press(page, dialog.getByRole('button', { name: 'Close' }));
      await expect(dialog).toBeHidden();
    } else if (action.type === 'use_item') {
      await pointerDrag(
        page,
        page.getByTestId(`inventory-item-${action.item_id}`),
        page.getByTestId(`element-${action.element_id}`),
      );
      await expect(page.getByTestId(`inventory-item-${action.item_id}`)).toHaveCount(0);
      if (await dialog.isVisible()) await press(page, dialog.getByRole('button', { name: 'Close' }));
    } else if (action.type === 'go_to_scene') {
      await page.getByTestId('scene-picker').selectOption(action.scene_id);
    } else throw new Error(`a solution with a ${action.type} step`);
    if (!played.after.escaped) {
      await expect(page.getByTestId('points')).toHaveAttribute('aria-label', `${played.after.points} points`);
      // What the step revealed is drawn at once but named once its texts are opened: until then a tap
      // on it does nothing, so the next step waits for nothing in sight to be sealed (as play-driver.ts).
      await expect(page.locator('.play-hotspot[aria-label^="…"], .play-hotspot[aria-label^="Sealed"]')).toHaveCount(0);
    }
    state = played.after;
    if (await stop(played)) return played;
  }
  return null;
}

/** An agent and a room made through the API and left unfinalized (as the wizard leaves it before Finalize). */
export async function createDraftRoom(page: Page, title: string): Promise<{ id: string; agentName: string }> {
  const token = await idTokenOf(page);
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await page.request.post(`/api/v1${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
    expect(response.ok(), `POST ${path}: ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  const agentName = `Draft Muse ${randomUUID().slice(0, 4)}`;
  const agent = await post<{ data: { id: string } }>('/agents', {
    agent: {
      name: agentName,
      personality: 'Wise',
      setting: 'Desert Temple',
      theme: 'Egyptian',
    },
  });
  const created = await post<{ puzzle: { id: string; enabled: boolean } }>('/escape_rooms', {
    escape_room: {
      title,
      description: 'A sealed tomb, still a draft.',
      difficulty: 'hard',
      theme: 'Egyptian',
      agent_id: agent.data.id,
    },
  });
  return { id: created.puzzle.id, agentName };
}

/**
 * Holds the page's requests matching `pattern` (to see a loading or generating state) until
 * the returned function lets them through.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    // Unrouting hands pending requests on by itself: then this one is already on its way.
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute(pattern);
  };
}
