/**
 * Every screen and dialog state the accessibility sweep visits (issue 14), in walking order.
 * A new page joins the sweep by adding one entry here: its name, who is signed in, its route
 * and, when the state is a dialog, tab or wizard step, how to reach it from that route.
 * An entry without a route goes on from the previous entry's screen (the wizard's next step).
 */
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { initialEarlyAccessDraft, type EarlyAccessDraft } from '@core/early-access';
import { initialState, type GameAction, type GameState, type PlayElement, type RoomPackage } from '@core';
import { DASHBOARD_TABS } from '../../../src/pages/dashboard/dashboard-tabs';
import { ADMIN_TABS } from '../../../src/pages/admin/admin-tabs';
import { NATIVE_INPUT } from '../support';
import { performAction } from '../play-driver';

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

type Arrange = (page: Page, f: SweepFixtures) => Promise<void>;

export interface A11yState {
  name: string;
  role: Role;
  route?: string | ((f: SweepFixtures) => string);
  arrange?: Arrange;
}

const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });
const modal = (page: Page, testId: string) => page.locator(`ion-modal[data-testid="${testId}"]`);

/** Taps when the screen is touch-sized, clicks otherwise (the 1280 project has a mouse). */
async function press(target: Locator) {
  const page = target.page();
  if ((page.viewportSize()?.width ?? 0) < 600) await target.tap();
  else await target.click();
}

const answered: EarlyAccessDraft = {
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
async function earlyAccessAt(page: Page, stepIndex: number) {
  await page.evaluate(
    (value) => sessionStorage.setItem('early-access-application', value),
    JSON.stringify({ step: stepIndex, draft: answered }),
  );
  await page.reload();
  await expect(page.getByTestId('ea-step-count')).toHaveText(`Step ${stepIndex + 1} of 5`);
}

const earlyAccessSteps: A11yState[] = [0, 1, 2, 3, 4].map((index) => ({
  name: `early access, step ${index + 1}`,
  role: 'guest',
  route: '/early-access',
  arrange: (page) => earlyAccessAt(page, index),
}));

const startScene = (pkg: RoomPackage) => pkg.scenes.find((s) => s.id === pkg.start_scene_id)!;
const plainElement = (el: PlayElement) =>
  el.visible &&
  el.initial_state === 'available' &&
  !el.requires.code_hash &&
  el.requires.items.length === 0 &&
  el.requires.solved.length === 0;

async function openElement(page: Page, element: PlayElement | undefined) {
  if (!element) throw new Error('the sample room has no such element in its first scene');
  await press(page.getByTestId(`element-${element.id}`));
  await expect(modal(page, 'element-dialog')).toBeVisible();
}

/** Plays the solution's first actions until something is in the inventory, then selects it. */
async function selectFirstItem(page: Page, { pkg, solution }: SweepFixtures) {
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

/** Picks an option of an ion-select through its popover. */
async function choose(page: Page, select: Locator, option: string) {
  await press(select);
  const popover = page.locator('ion-popover').filter({ visible: true });
  await press(popover.getByText(option, { exact: true }));
  await expect(popover).toBeHidden();
}

const wizard = (page: Page) => page.getByRole('tabpanel', { name: 'Escape Room Lab' }).getByTestId('creation-wizard');
const agentDialog = (page: Page) => page.getByTestId('agent-dialog').filter({ visible: true });

export const A11Y_STATES: A11yState[] = [
  // Public pages.
  { name: 'landing', role: 'guest', route: '/', arrange: (p) => expect(p.getByTestId('intro-video')).toBeVisible() },
  {
    name: 'chat panel open',
    role: 'guest',
    route: '/',
    arrange: async (page) => {
      await press(page.getByRole('button', { name: 'Chat with Ermie' }));
      await expect(page.getByTestId('chat-greeting')).toBeVisible();
    },
  },
  { name: 'login', role: 'guest', route: '/login', arrange: (p) => expect(p.getByTestId('login-email')).toBeVisible() },
  {
    name: 'sign up',
    role: 'guest',
    route: '/signup',
    arrange: (p) => expect(p.getByTestId('signup-email')).toBeVisible(),
  },
  ...earlyAccessSteps,
  {
    name: 'early access, thank you',
    role: 'guest',
    route: '/early-access',
    arrange: async (page) => {
      await page.route('**/api/v1/public/eoi_responses', (route) =>
        route.fulfill({ status: 201, json: { status: 'success', message: 'Thanks!' } }),
      );
      await earlyAccessAt(page, 4);
      await press(page.getByTestId('ea-submit'));
      await expect(page.getByTestId('ea-thank-you')).toBeVisible();
      await page.unroute('**/api/v1/public/eoi_responses');
    },
  },
  {
    name: 'invitation, invalid',
    role: 'guest',
    route: () => `/invitation/${randomUUID()}`,
    arrange: (p) => expect(p.getByTestId('invitation-invalid')).toBeVisible(),
  },
  {
    name: 'invitation, form',
    role: 'guest',
    route: (f) => f.invitationPath,
    arrange: (p) => expect(p.getByTestId('registration-form')).toBeVisible(),
  },
  {
    name: 'invitation, form with errors',
    role: 'guest',
    arrange: async (page) => {
      const form = page.getByTestId('registration-form');
      await form.getByTestId('registration-password').locator(NATIVE_INPUT).fill('short');
      await press(form.getByTestId('registration-submit'));
      await expect(form.getByTestId('registration-first-name').locator('.error-text')).toBeVisible();
    },
  },
  {
    name: '/xp',
    role: 'guest',
    route: '/xp',
    arrange: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: '/whitepaper',
    role: 'guest',
    route: '/whitepaper',
    arrange: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'not found',
    role: 'guest',
    route: '/no-such-page',
    arrange: (p) => expect(p.getByRole('heading', { level: 1 }).filter({ visible: true })).toBeVisible(),
  },

  // A signed-in player: the dashboard's tabs, the room list and the play screen's states.
  ...DASHBOARD_TABS.map(
    ({ id, label }): A11yState => ({
      name: `dashboard, ${label}`,
      role: 'player',
      route: '/dashboard',
      arrange: async (page) => {
        await press(visible(page, `tab-${id}`));
        await expect(page.getByRole('tabpanel', { name: label }).filter({ visible: true })).toBeVisible();
      },
    }),
  ),
  {
    name: 'escape rooms',
    role: 'player',
    route: '/escape-rooms',
    arrange: (p, f) => expect(p.getByTestId(`room-card-${f.sampleRoomId}`).filter({ visible: true })).toBeVisible(),
  },
  ...(
    [
      ['play, scene', async () => {}],
      ['play, element dialog', (page, { pkg }) => openElement(page, startScene(pkg).elements.find(plainElement))],
      [
        'play, combination lock',
        (page, { pkg }) =>
          openElement(
            page,
            startScene(pkg).elements.find((e) => e.visible && e.requires.code_hash && e.requires.items.length === 0),
          ),
      ],
      [
        'play, hint sheet',
        async (page) => {
          await press(page.getByTestId('hint-button'));
          await expect(modal(page, 'hint-sheet').getByTestId('hint-cost')).toBeVisible();
        },
      ],
      [
        'play, journal',
        async (page) => {
          await press(page.getByTestId('journal-button'));
          await expect(modal(page, 'journal')).toBeVisible();
        },
      ],
      // Last of the play states: it changes the game (later visits resume it).
      ['play, inventory item selected', selectFirstItem],
    ] satisfies Array<[string, Arrange]>
  ).map(
    ([name, arrange]): A11yState => ({
      name,
      role: 'player',
      route: (f) => `/play/${f.sampleRoomId}`,
      arrange: async (page, f) => {
        await expect(page.getByTestId('scene')).toBeVisible();
        await arrange(page, f);
      },
    }),
  ),

  // The admin: every tab, the wizard's five steps with the agent dialog, the scene editor.
  ...ADMIN_TABS.map(
    ({ id, label }): A11yState => ({
      name: `admin, ${label}`,
      role: 'admin',
      route: '/admin',
      arrange: async (page) => {
        await press(page.getByTestId(`admin-tab-${id}`));
        const panel = page.getByRole('tabpanel', { name: label });
        await expect(panel).toBeVisible();
        await expect(panel.locator('ion-spinner')).toHaveCount(0);
      },
    }),
  ),
  { name: 'wizard 1, room details', role: 'admin', route: '/admin', arrange: (p) => expect(wizard(p)).toBeVisible() },
  {
    name: 'wizard 2, agent',
    role: 'admin',
    arrange: async (page) => {
      const w = wizard(page);
      await w
        .getByTestId('room-title')
        .locator(NATIVE_INPUT)
        .fill(`Axe Archive ${randomUUID().slice(0, 6)}`);
      await w.getByTestId('room-description').locator('textarea').fill('A quiet archive checked by a screen reader.');
      await w.getByTestId('room-theme').locator(NATIVE_INPUT).fill('Mystery');
      await press(w.getByTestId('wizard-next'));
      await expect(w.getByTestId('wizard-create-agent')).toBeVisible();
    },
  },
  {
    name: 'wizard, create-agent dialog',
    role: 'admin',
    arrange: async (page) => {
      await press(wizard(page).getByTestId('wizard-create-agent'));
      await expect(agentDialog(page)).toBeVisible();
    },
  },
  {
    name: 'wizard 3, storyboard',
    role: 'admin',
    arrange: async (page) => {
      const dialog = agentDialog(page);
      const agentName = `Axe Muse ${randomUUID().slice(0, 4)}`;
      await dialog.locator('ion-input').filter({ hasText: 'Name' }).locator(NATIVE_INPUT).fill(agentName);
      await choose(page, dialog.locator('ion-select').filter({ hasText: 'Personality' }), 'Scholarly');
      await choose(page, dialog.locator('ion-select').filter({ hasText: 'Setting' }), 'Ancient Library');
      await choose(page, dialog.locator('ion-select').filter({ hasText: 'Theme' }), 'Mystery');
      await press(dialog.getByTestId('agent-create'));
      await expect(agentDialog(page)).toHaveCount(0);
      const w = wizard(page);
      await press(w.getByTestId('agent-card').filter({ hasText: agentName }));
      await press(w.getByTestId('wizard-generate-storyboard'));
      await expect(w.getByTestId('storyboard-panel')).toBeVisible({ timeout: 60_000 });
    },
  },
  {
    name: 'wizard 4, scene images',
    role: 'admin',
    arrange: async (page) => {
      const w = wizard(page);
      const scenes = await w.getByTestId('storyboard-scene').count();
      await press(w.getByTestId('wizard-generate-images'));
      await expect(w.getByTestId('scene-image')).toHaveCount(scenes, { timeout: 90_000 });
    },
  },
  {
    name: 'wizard 5, finalize',
    role: 'admin',
    arrange: async (page) => {
      const w = wizard(page);
      await press(w.getByTestId('wizard-finalize'));
      await expect(w.getByTestId('solvability-chip')).toBeVisible({ timeout: 60_000 });
    },
  },
  {
    name: 'scene editor, element selected',
    role: 'admin',
    route: (f) => `/escape-rooms/${f.sampleRoomId}/edit/0`,
    arrange: async (page) => {
      const editor = visible(page, 'scene-editor');
      await expect(editor.getByTestId('solvability-badge')).toBeVisible();
      await press(editor.getByTestId('element-row').first());
      await expect(page.getByTestId('element-dialog').filter({ visible: true })).toBeVisible();
    },
  },
  {
    name: 'scene editor, AI panel',
    role: 'admin',
    route: (f) => `/escape-rooms/${f.sampleRoomId}/edit/0`,
    arrange: async (page) => {
      const editor = visible(page, 'scene-editor');
      await expect(editor.getByTestId('solvability-badge')).toBeVisible();
      if ((await page.getByTestId('assistant-panel').filter({ visible: true }).count()) === 0)
        await press(editor.getByTestId('editor-ai-toggle'));
      await expect(visible(page, 'assistant-panel')).toBeVisible();
    },
  },
];

/** The states of one role, in walking order. */
export const statesOf = (role: Role) => A11Y_STATES.filter((s) => s.role === role);
