/**
 * Every screen and dialog state the accessibility sweep visits (issue 14), in walking order.
 * A new page joins the sweep by adding one entry here: its name, who is signed in, its route
 * and, when the state is a dialog, tab or wizard step, how to reach it from that route.
 * An entry without a route goes on from the previous entry's screen (the wizard's next step).
 */
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { DASHBOARD_TABS } from '../../../src/pages/dashboard/dashboard-tabs';
import { ADMIN_TABS } from '../../../src/pages/admin/admin-tabs';
import { NATIVE_INPUT, NATIVE_TEXTAREA } from '../support';
import {
  agentDialog,
  analyticsWithPlayers,
  choose,
  earlyAccessAt,
  modal,
  openElement,
  plainElement,
  press,
  selectFirstItem,
  startScene,
  visible,
  wizard,
  type A11yState,
  type Arrange,
  type Role,
} from './arrange';

export type { A11yState, Role, SweepFixtures } from './arrange';

const earlyAccessSteps: A11yState[] = [0, 1, 2, 3, 4].map((index) => ({
  name: `early access, step ${index + 1}`,
  role: 'guest',
  route: '/early-access',
  arrange: (page) => earlyAccessAt(page, index),
}));

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
    // Its first page of cards, whichever rooms the suite has published by then.
    arrange: (p) => expect(visible(p, 'rooms-list').locator('ion-card').first()).toBeVisible(),
  },
  // Issue 31: the browser's empty state, a room's page (a player's and an admin's), its 404, the XP tab loaded.
  {
    name: 'escape rooms, no room matches',
    role: 'player',
    route: '/escape-rooms?q=zzqxnomatch&difficulty=expert',
    arrange: (p) => expect(p.getByTestId('clear-filters').filter({ visible: true })).toBeVisible(),
  },
  {
    name: 'room page',
    role: 'player',
    route: (f) => `/escape-rooms/${f.sampleRoomId}`,
    arrange: (p) => expect(p.getByTestId('room-leaderboard').filter({ visible: true })).toBeVisible(),
  },
  {
    name: 'room page, admin',
    role: 'admin',
    route: (f) => `/escape-rooms/${f.sampleRoomId}`,
    arrange: (p) => expect(p.getByTestId('room-reviews').filter({ visible: true })).toBeVisible(),
  },
  {
    name: 'room analytics, admin',
    role: 'admin',
    route: (f) => `/escape-rooms/${f.sampleRoomId}/analytics`,
    arrange: analyticsWithPlayers,
  },
  {
    name: 'room page, not found',
    role: 'player',
    route: '/escape-rooms/00000000-0000-4000-8000-000000000000',
    arrange: (p) => expect(p.getByTestId('room-not-found').filter({ visible: true })).toBeVisible(),
  },
  {
    name: 'dashboard, XP Program loaded',
    role: 'player',
    route: '/dashboard',
    arrange: async (page) => {
      await press(visible(page, 'tab-xp'));
      await expect(visible(page, 'xp-balance')).toBeVisible();
      await expect(visible(page, 'xp-board').or(visible(page, 'xp-board-empty'))).toBeVisible();
    },
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
      await w
        .getByTestId('room-description')
        .locator(NATIVE_TEXTAREA)
        .fill('A quiet archive checked by a screen reader.');
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
    // Nothing open: its panels and the graph's legend lengthen the page (the graph arrives last).
    name: 'scene editor',
    role: 'admin',
    route: (f) => `/escape-rooms/${f.sampleRoomId}/edit/0`,
    arrange: async (page) => {
      const editor = visible(page, 'scene-editor');
      await expect(editor.getByTestId('solvability-badge')).toBeVisible();
      await expect(editor.locator('.react-flow__node').first()).toBeVisible();
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

/** At most this many states in one sweep test: shorter tests share the browser workers evenly. */
export const SWEEP_PART_SIZE = 6;

/**
 * A role's states cut into parts of at most SWEEP_PART_SIZE, each starting at a state with a
 * route of its own (a wizard step without one stays with the step before it).
 */
export function sweepParts(role: Role, size = SWEEP_PART_SIZE): A11yState[][] {
  const parts: A11yState[][] = [];
  for (const state of statesOf(role)) {
    const last = parts.at(-1);
    if (last && (last.length < size || !state.route)) last.push(state);
    else parts.push([state]);
  }
  return parts;
}
