/**
 * Shared steps of the platform-spec scenarios (tests/conformance/platform-*.spec.ts): signing
 * in at either viewport, opening an admin tab, calling the API as the page would, arranging
 * invitations and applications, and reading where the guard sent the browser.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page, Request } from '@playwright/test';
import pg from 'pg';
import { ADVENTURE_VIBES } from '@core/contracts/early-access';
import { NATIVE_INPUT, expect, idTokenOf, press } from './support';
import { scrolledToTop } from '../e2e/support';
import { signInAs as signInAccount } from '../e2e/sign-in';

/** Fills an ion-input (or ion-textarea) by its test id. */
export async function fillField(scope: Page | Locator, testId: string, value: string): Promise<void> {
  const field = scope.getByTestId(testId);
  const native = field.locator(`${NATIVE_INPUT}, textarea`);
  await native.fill(value);
}

/** Signs in (the first time through the Sign In screen, by tap or click: e2e/sign-in.ts) and waits for the dashboard. */
export const signInAs = (page: Page, email: string, password: string): Promise<void> =>
  signInAccount(page, email, password, (button) => press(page, button));

/** Creates an account through the Create Account screen and waits for the dashboard. */
export async function signUpAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signup');
  await fillField(page, 'signup-email', email);
  await fillField(page, 'signup-password', password);
  await fillField(page, 'signup-password-confirmation', password);
  await press(page, page.getByTestId('signup-submit'));
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens one admin tab from /admin and returns its panel. */
export async function openAdminTab(page: Page, id: string, label: string): Promise<Locator> {
  if (!page.url().endsWith('/admin')) await page.goto('/admin');
  await press(page, page.getByTestId(`admin-tab-${id}`));
  const panel = page.getByRole('tabpanel', { name: label });
  await expect(panel).toBeVisible();
  return panel;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** Calls the API from the page with the signed-in user's token (or none), as the app would. */
export async function callAs(
  page: Page,
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null } = {},
): Promise<ApiAnswer> {
  const token = options.token === undefined ? await idTokenOf(page) : options.token;
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: kept as text
      }
      return { status: response.status, body: parsed };
    },
    { method, path, body: options.body, token },
  );
}

/** A unique address for one run. */
export const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@e2e.example`;

/** Invites an address through the API with the signed-in admin's token; returns the invitation. */
export async function inviteByApi(
  page: Page,
  email: string,
): Promise<{ id: string; invitation_token: string; status: string }> {
  const answer = await callAs(page, 'POST', '/api/v1/admin/invitations', { body: { invitation: { email } } });
  const invitation = (answer.body as { invitation?: { id: string; invitation_token: string; status: string } })
    .invitation;
  if (!invitation) throw new Error(`the invitation was not created: ${JSON.stringify(answer)}`);
  return invitation;
}

/** Runs SQL against the test database (arranging data a screen then shows). */
export async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** Stores an early-access response as if submitted (the public endpoint is rate-limited per address). */
export async function storeApplication(fields: {
  full_name: string;
  email: string;
  escape_energy: number;
}): Promise<void> {
  await sql(
    `INSERT INTO eoi_responses (id, full_name, email, adventure_vibe, escape_energy, escape_motivation, escape_resume,
       sidekick_choice, first_move, ownership_interest, escape_room_changes, puzzle_rewards, play_rewards, token_usage,
       passive_rewards, how_did_you_hear_about_us)
     VALUES ($1, $2, $3, $4, $5, 'adrenaline rush', 'Casual solver', 'calm thinker', 'start touching everything',
       'Maybe, tell me how it works', '{"more replayable"}', '{"credit and recognition"}', '{"badges and trophies"}',
       '{"send to friends"}', 3, 'Reddit')`,
    [randomUUID(), fields.full_name, fields.email, [...ADVENTURE_VIBES], fields.escape_energy],
  );
}

/** Where the guard's redirect says the visitor came from (react-router keeps it in history.state). */
export const fromOf = (page: Page): Promise<string | null> =>
  page.evaluate(() => (window.history.state?.usr?.from?.pathname as string | undefined) ?? null);

/** Whether the Firebase SDK still holds a signed-in session (the app's only stored credential). */
export const hasStoredSession = (page: Page): Promise<boolean> =>
  idTokenOf(page).then(
    () => true,
    () => false,
  );

/** Collects the page's calls to /api/v1 (method, path with query, bearer header). */
export function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/v1/')) return;
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    const headers = request.headers();
    calls.push({
      method: request.method(),
      path: url.pathname,
      search: url.search,
      authorization: headers.authorization ?? null,
      contentType: headers['content-type'] ?? null,
      body: request.postData() ? safeJson(request.postData()!) : null,
    });
  });
  return calls;
}

export interface ApiCall {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The hue (0–360) and saturation (0–1) of a CSS rgb()/rgba() colour. */
export function hueOf(css: string): { hue: number; saturation: number } {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((n) => Number(n) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const lightness = (max + min) / 2;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (delta !== 0) {
    if (max === r) hue = 60 * (((g - b) / delta) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  return { hue: (hue + 360) % 360, saturation };
}

/** A colour name a person would use: red, amber, green, blue or grey. */
export function colourName(css: string): 'red' | 'amber' | 'green' | 'blue' | 'grey' | 'other' {
  const { hue, saturation } = hueOf(css);
  if (saturation < 0.15) return 'grey';
  if (hue < 20 || hue >= 330) return 'red';
  if (hue < 60) return 'amber';
  if (hue < 170) return 'green';
  if (hue < 260) return 'blue';
  return 'other';
}

/** One option of a single-choice question of the early-access survey. */
export const surveyOption = (page: Page, field: string, text: string): Locator =>
  page.getByTestId(`ea-${field}`).getByText(text, { exact: true });

/** One chip of a multi-select question of the early-access survey. */
export const surveyChip = (page: Page, field: string, text: string): Locator =>
  page.getByTestId(`ea-${field}`).getByRole('checkbox', { name: text, exact: true });

/** The values of every option one survey question offers, in order (the screen capitalises the first letter). */
export const optionTexts = (page: Page, field: string): Promise<string[]> =>
  page.getByTestId(`ea-${field}`).locator('.ea-option__text').allTextContents();

/** Presses the survey's Continue and waits for the next step's scroll to the top to end. */
export async function continueSurvey(page: Page): Promise<void> {
  await press(page, page.getByTestId('ea-continue'));
  await scrolledToTop(page);
}

/** Answers steps 0 to 3 of the survey with one choice per question and moves on to the Contact step. */
export async function answerSurveyUpToContact(page: Page): Promise<void> {
  await press(page, surveyOption(page, 'escape_motivation', 'thrill of solving puzzles'));
  await continueSurvey(page);
  await press(page, surveyOption(page, 'escape_resume', 'Casual solver'));
  await press(page, surveyOption(page, 'sidekick_choice', 'calm thinker'));
  await press(page, surveyOption(page, 'first_move', 'start touching everything'));
  await continueSurvey(page);
  await press(page, surveyOption(page, 'ownership_interest', 'Heck yes, I love ownership'));
  await press(page, surveyChip(page, 'escape_room_changes', 'more replayable'));
  await press(page, surveyChip(page, 'puzzle_rewards', 'credit and recognition'));
  await continueSurvey(page);
  await press(page, surveyChip(page, 'play_rewards', 'badges and trophies'));
  await press(page, surveyChip(page, 'token_usage', 'send to friends'));
  await continueSurvey(page);
  await expect(page.getByTestId('ea-step-count')).toHaveText('Step 5 of 5');
}

/** A second page in its own browser context, at the same viewport and input kind as this one. */
export async function freshPage(page: Page): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const phone = (page.viewportSize()?.width ?? 0) < 600;
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    hasTouch: phone,
    isMobile: phone,
    baseURL: process.env.APP_URL ?? 'http://localhost:5000',
  });
  return context.newPage();
}

/**
 * The visible element with this test id: Ionic keeps earlier pages mounted (hidden), so the
 * dashboard's and the admin panel's top bars can both be in the DOM.
 */
export const visibleTestId = (scope: Page | Locator, testId: string): Locator =>
  scope.locator(`[data-testid="${testId}"]:visible`);

/**
 * Presses Logout and waits for /login. The caller is on a settled page: right after a route change
 * the old page's top bar can be the only one on screen until the new page mounts, so wait for the
 * old page to be hidden first (platform §2 does).
 */
export async function logOut(page: Page): Promise<void> {
  const logout = visibleTestId(page, 'logout');
  await expect(logout).toHaveCount(1);
  await press(page, logout);
  await expect(page).toHaveURL(/\/login$/);
}
