/**
 * The steps that bring the accessibility sweep to a state (tests/e2e/a11y/states.ts): the
 * early-access draft, the play screen's dialogs and inventory, the wizard's agent dialog.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { initialEarlyAccessDraft, type EarlyAccessDraft } from '@core/contracts/early-access';
import {
  ANALYTICS_MIN_PLAYERS,
  initialState,
  type GameAction,
  type GameState,
  type PlayElement,
  type RoomPackage,
} from '@core';
import { performAction } from '../play-driver';
import { seedRuns } from '../seed-runs';

export type Role = 'guest' | 'player' | 'admin';

/** What a walk prepares once per role and size. */
export interface SweepFixtures {
  sampleRoomId: string;
  /** The sample room's full package and shortest solution (from the database). */
  pkg: RoomPackage;
  solution: GameAction[];
  /** A pending invitation's registration page (guest walk only). */
  invitationPath: string;
}

export type Arrange = (page: Page, f: SweepFixtures) => Promise<void>;

export interface A11yState {
  name: string;
  role: Role;
  route?: string | ((f: SweepFixtures) => string);
  arrange?: Arrange;
}

export const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });
export const modal = (page: Page, testId: string) => page.locator(`ion-modal[data-testid="${testId}"]`);

/** Taps when the screen is touch-sized, clicks otherwise (the 1280 project has a mouse). */
export async function press(target: Locator) {
  const page = target.page();
  if ((page.viewportSize()?.width ?? 0) < 600) await target.tap();
  else await target.click();
}

export const answered: EarlyAccessDraft = {
  ...initialEarlyAccessDraft(),
  escape_motivation: 'teamwork and bonding',
  escape_resume: 'First timer',
  sidekick_choice: 'puzzle genius',
  first_move: 'start touching everything',
  ownership_interest: 'Heck yes, I love ownership',
  escape_room_changes: ['more replayable'],
  puzzle_rewards: ['people love and rate it'],
  play_rewards: ['badges and trophies'],
  token_usage: ['send to friends'],
  full_name: 'Axe Tester',
  email: 'axe-tester@e2e.example',
  how_heard: 'Other',
  how_heard_other: 'an accessibility audit',
};

/** Opens the early-access wizard at a step with every earlier answer given (the draft lives in sessionStorage). */
export async function earlyAccessAt(page: Page, stepIndex: number) {
  await page.evaluate(
    (value) => sessionStorage.setItem('early-access-application', value),
    JSON.stringify({ step: stepIndex, draft: answered }),
  );
  await page.reload();
  await expect(page.getByTestId('ea-step-count')).toHaveText(`Step ${stepIndex + 1} of 5`);
}

export const startScene = (pkg: RoomPackage) => pkg.scenes.find((s) => s.id === pkg.start_scene_id)!;
export const plainElement = (el: PlayElement) =>
  el.visible &&
  el.initial_state === 'available' &&
  !el.requires.code_hash &&
  el.requires.items.length === 0 &&
  el.requires.solved.length === 0;

export async function openElement(page: Page, element: PlayElement | undefined) {
  if (!element) throw new Error('the sample room has no such element in its first scene');
  await press(page.getByTestId(`element-${element.id}`));
  await expect(modal(page, 'element-dialog')).toBeVisible();
}

/** Plays the solution's first actions until something is in the inventory, then selects it. */
export async function selectFirstItem(page: Page, { pkg, solution }: SweepFixtures) {
  await expect(page.getByTestId('scene')).toBeVisible();
  let state: GameState = initialState(pkg);
  for (const action of solution) {
    if (state.inventory.length > 0) break;
    state = await performAction(page, pkg, state, action, 'tap');
  }
  const item = state.inventory[0];
  if (!item) throw new Error('the solution never collects an item');
  await press(page.getByTestId(`inventory-item-${item.id}`));
  await expect(page.getByTestId('selection-note')).toContainText('selected');
}

/**
 * The room's analytics as a creator reads them once players are in: the sample room gets
 * ANALYTICS_MIN_PLAYERS more escapes through the play API (whatever other tests played before),
 * so the funnel, the puzzle table and the distributions are always there to audit.
 */
export async function analyticsWithPlayers(page: Page, { sampleRoomId, solution }: SweepFixtures) {
  await seedRuns(page, sampleRoomId, solution, ANALYTICS_MIN_PLAYERS);
  await page.reload();
  const analytics = visible(page, 'analytics-page');
  await expect(analytics.getByTestId('analytics-funnel')).toBeVisible();
  await expect(analytics.getByTestId('puzzle-row').first()).toBeVisible();
  await expect(analytics.getByTestId('analytics-graph').locator('.graph-node').first()).toBeVisible();
}

/** Picks an option of an ion-select through its popover. */
export async function choose(page: Page, select: Locator, option: string) {
  await press(select);
  const popover = page.locator('ion-popover').filter({ visible: true });
  await press(popover.getByText(option, { exact: true }));
  await expect(popover).toBeHidden();
}

export const wizard = (page: Page) =>
  page.getByRole('tabpanel', { name: 'Escape Room Lab' }).getByTestId('creation-wizard');
export const agentDialog = (page: Page) => page.getByTestId('agent-dialog').filter({ visible: true });
