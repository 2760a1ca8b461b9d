/**
 * Helpers for the end-to-end tests: `test` (which fails on any Content-Security-Policy
 * violation), named users, touch gestures, and the room's solution.
 */
import { randomUUID } from 'node:crypto';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import {
  checkSolvability,
  invertIds,
  renameSolutions,
  type GameAction,
  type IdRenaming,
  type RoomPackage,
} from '@core';
import { signInAs } from './sign-in';

export { expect };

/** Chromium's console text for a blocked load, eval or inline style/script. */
const CSP_VIOLATION = /Content Security Policy/i;

/**
 * The native input inside an ion-input. On a phone viewport Ionic's scroll assist briefly
 * appends a `cloned-input` copy next to the focused input; a plain 'input' locator would
 * then match two elements.
 */
export const NATIVE_INPUT = 'input:not(.cloned-input)';
/** The same for a text area: Ionic clones a focused ion-textarea's native element too. */
export const NATIVE_TEXTAREA = 'textarea:not(.cloned-input)';

/** The email in a Firebase ID token's claims (the bearer token of an API call), or null. */
function tokenEmail(authorization: string | undefined): string | null {
  const payload = authorization?.match(/^Bearer [^.]+\.([^.]+)\./)?.[1];
  if (!payload) return null;
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { email?: string }).email ?? null;
  } catch {
    return null;
  }
}

/**
 * Playwright's test with two automatic checks on the test's browser context:
 * - no page may report a Content-Security-Policy violation (firebase.json's headers, served by Hosting);
 * - no page may sign the seeded admin out: signing out revokes every session of the account, so it
 *   would end the session of any test using that admin on the other browser worker (a test that
 *   signs an admin out uses `throwawayAdmin`).
 */
export const test = base.extend<{ cspViolations: string[]; seededAdminSignOuts: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        const { url, lineNumber } = message.location();
        if (CSP_VIOLATION.test(message.text())) violations.push(`${message.text()} (${url}:${lineNumber})`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
  seededAdminSignOuts: [
    async ({ context }, use) => {
      const signOuts: string[] = [];
      context.on('request', (request) => {
        if (request.method() !== 'DELETE' || !/\/api\/v1\/logout$/.test(new URL(request.url()).pathname)) return;
        if (tokenEmail(request.headers().authorization) === admin.email) signOuts.push(request.url());
      });
      await use(signOuts);
      expect(signOuts, 'the seeded admin signed out (use throwawayAdmin in a test that signs an admin out)').toEqual(
        [],
      );
    },
    { auto: true },
  ],
});

export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@ermie.local',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
};
export const sampleRoomId = process.env.E2E_SAMPLE_ROOM_ID ?? '';

/**
 * The room browser searched for a room's title: its card is then on the first page whatever other
 * tests published (the browser shows 20 a page, and unrated rooms in no fixed order).
 */
export const browserSearchFor = (title: string) => `/escape-rooms?q=${encodeURIComponent(title)}`;

/** A unique named user per run, e.g. player-1a2b3c4d@e2e.example. */
export const newUser = (role: 'player' | 'creator' | 'visitor') => ({
  email: `${role}-${randomUUID().slice(0, 8)}@e2e.example`,
  password: `pw-${randomUUID().slice(0, 12)}`,
});

/** Makes an account through the Auth emulator's REST API (no screen, no app rate limit); answers its ID token. */
export async function emulatorSignUp(page: Page, account: { email: string; password: string }): Promise<string> {
  const port = process.env.AUTH_EMULATOR_PORT ?? '9099';
  const made = await page.request.post(
    `http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e`,
    { data: { ...account, returnSecureToken: true } },
  );
  expect(made.ok(), await made.text()).toBe(true);
  return ((await made.json()) as { idToken: string }).idToken;
}

/**
 * An admin account for one test. For tests that sign an admin out: signing out revokes every
 * session of the account, so signing the seeded admin out would end the session of whichever test
 * runs beside it on the other browser worker. And for tests that look an admin up in the users list
 * (newest first: the seeded admin is the oldest) or give it something (a deleted user's agents).
 * Made through the Auth emulator's REST API, given its row by the API's first call, then promoted
 * in the database.
 */
export async function throwawayAdmin(page: Page): Promise<{ email: string; password: string }> {
  const account = {
    email: `admin-${randomUUID().slice(0, 8)}@e2e.example`,
    password: `pw-${randomUUID().slice(0, 12)}`,
  };
  const idToken = await emulatorSignUp(page, account);
  const me = await page.request.get('/api/v1/current_user', { headers: { Authorization: `Bearer ${idToken}` } });
  expect(me.ok(), await me.text()).toBe(true);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query(`UPDATE users SET role = 'admin' WHERE lower(email) = lower($1)`, [
      account.email,
    ]);
    expect(rowCount).toBe(1);
  } finally {
    await client.end();
  }
  return account;
}

/** Signs in with a tap and waits for /dashboard (the first time through the Sign In screen: sign-in.ts). */
export const signIn = (page: Page, email: string, password: string): Promise<void> => signInAs(page, email, password);

export async function signUpThroughUi(page: Page, email: string, password: string) {
  await page.goto('/signup');
  await page.getByTestId('signup-email').locator(NATIVE_INPUT).fill(email);
  await page.getByTestId('signup-password').locator(NATIVE_INPUT).fill(password);
  await page.getByTestId('signup-password-confirmation').locator(NATIVE_INPUT).fill(password);
  await page.getByTestId('signup-submit').tap();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
}

export { touchDrag } from './touch-drag';

/**
 * The shortest solution of a published room, computed by the core checker from the authoring data.
 * A release renames every id (core/src/sealing/opaque-ids.ts): `pkg` and `actions` use the ids the
 * play screen gets, and `designIds` turns one back into the id the scene editor shows.
 */
export async function solutionFor(
  roomId: string,
): Promise<{ pkg: RoomPackage; actions: GameAction[]; designIds: Record<string, string> }> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT package, design->'solutions' AS solutions, online_package->'ids' AS ids FROM escape_rooms WHERE id = $1`,
      [roomId],
    );
    const pkg = rows[0].package as RoomPackage;
    const ids = rows[0].ids as IdRenaming | null;
    const solutions = ids ? renameSolutions(rows[0].solutions, ids) : rows[0].solutions;
    const report = checkSolvability(pkg, solutions);
    if (!report.shortest_solution) throw new Error(`room ${roomId} has no solution: ${report.reason}`);
    const back = ids ? invertIds(ids) : { scenes: {}, elements: {} };
    return { pkg, actions: report.shortest_solution, designIds: { ...back.scenes, ...back.elements } };
  } finally {
    await client.end();
  }
}

export async function sessionRow(roomId: string, email: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT s.total_points, s.completed, s.action_count AS actions, s.unranked
       FROM game_sessions s JOIN users u ON u.id = s.user_id WHERE s.room_id = $1 AND lower(u.email) = lower($2)`,
      [roomId, email],
    );
    return rows[0] as { total_points: number; completed: boolean; actions: number; unranked: boolean } | undefined;
  } finally {
    await client.end();
  }
}

/**
 * The signed-in user's Firebase ID token, read from the SDK's own IndexedDB persistence (the
 * app keeps no copy of it), for tests that call the API directly from the page.
 */
export function idTokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            const entry = read.result.find((row: { value?: { stsTokenManager?: { accessToken?: string } } }) =>
              Boolean(row.value?.stsTokenManager?.accessToken),
            );
            if (entry) resolve(entry.value.stsTokenManager.accessToken);
            else reject(new Error('nobody is signed in'));
          };
        };
      }),
  );
}

/**
 * Waits until the service worker controls the page, so it can be reloaded offline. The worker
 * claims open pages when it activates; if that moment was missed (a slow install on a busy
 * machine), a reload after `ready` is controlled for sure.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const controlled = await page
    .waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  if (controlled) return;
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
}

/**
 * Holds the app's entry script until the returned `release` is called (call before `goto`): the page
 * is then only what its HTML paints (a prerendered screen).
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Records every layout shift from the page's start (call before `goto`); read the sum with `layoutShiftTotal`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value)),
    ).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts recorded since `recordLayoutShifts`. */
export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
}

/**
 * Waits until an Ionic modal is shown and has stopped moving: Ionic slides it in with Web
 * Animations on its shadow parts, and a tap sent while it still moves can land beside the button
 * it aimed at and be lost (the dialog then stays as it was).
 */
export async function settled(modal: Locator): Promise<void> {
  await expect(modal).toBeVisible();
  await modal.evaluate((host) =>
    Promise.all((host.shadowRoot?.getAnimations() ?? []).map((animation) => animation.finished.catch(() => undefined))),
  );
}

/**
 * Waits until the visible page's content has finished scrolling to the top. A step change of
 * the early-access wizard scrolls to the top over SCROLL_ANIMATION_MS: a press aimed during
 * that scroll lands where the target was a moment ago (the press is lost, not slow).
 */
export async function scrolledToTop(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const content = [...document.querySelectorAll('ion-content')].find((c) => c.checkVisibility());
        const scroller = await (
          content as (Element & { getScrollElement?: () => Promise<HTMLElement> }) | undefined
        )?.getScrollElement?.();
        return scroller?.scrollTop ?? 0;
      }),
    )
    .toBe(0);
}
