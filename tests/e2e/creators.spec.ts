/**
 * Issue 32, shown when resolved, at 1280 × 800: an admin invites two creators; the first builds a
 * room with the wizard and publishes it; players' runs are seeded through the play API (five
 * escape, five give up at the first code lock after two wrong codes); the creator opens the room's
 * analytics from My Creations and sees the funnel and the stuck lock on the puzzle chart; the second
 * creator remixes the room, publishes the remix, and its page names both creators.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import { ANALYTICS_MIN_PLAYERS, type GameAction } from '@core';
import { createAgentInWizard, dashboardWizard, fillRoomDetails } from '../conformance/rooms-screens';
import { seedRuns } from './seed-runs';
import { admin, expect, NATIVE_INPUT, signIn, solutionFor, test } from './support';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: true });

interface Creator {
  email: string;
  password: string;
  first: string;
  last: string;
}

const creator = (first: string, last: string): Creator => ({
  email: `creator-${randomUUID().slice(0, 8)}@e2e.example`,
  password: `pw-${randomUUID().slice(0, 12)}`,
  first,
  last,
});

/** The admin invites this person as a creator; answers the emailed link (from the dev outbox). */
async function inviteAsCreator(page: Page, email: string): Promise<string> {
  await page.goto('/admin');
  await page.getByTestId('admin-tab-invitations').click();
  const panel = page.getByRole('tabpanel', { name: 'User Invitations' });
  const form = panel.getByTestId('invite-form');
  await form.getByTestId('invite-email').locator(NATIVE_INPUT).fill(email);
  await form.getByTestId('invite-creator').click();
  await form.getByTestId('invite-send').click();
  const mail = panel.locator(`[data-testid="outbox-message"][data-to="${email}"]`);
  await expect(mail).toBeVisible();
  return (await mail.getByTestId('outbox-link').getAttribute('href'))!;
}

/** The invitee registers from the link in a browser of their own and signs in. */
async function register(browser: Browser, baseURL: string | undefined, link: string, who: Creator): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(link);
  const form = page.getByTestId('registration-form');
  await form.getByTestId('registration-first-name').locator(NATIVE_INPUT).fill(who.first);
  await form.getByTestId('registration-last-name').locator(NATIVE_INPUT).fill(who.last);
  await form.getByTestId('registration-password').locator(NATIVE_INPUT).fill(who.password);
  await form.getByTestId('registration-password-confirmation').locator(NATIVE_INPUT).fill(who.password);
  await form.getByTestId('registration-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, who.email, who.password);
  return page;
}

/** The creator's wizard, from the dashboard's Create with Ermie tab to Finalize; answers the room's id. */
async function buildWithWizard(page: Page, title: string): Promise<string> {
  const wizard = dashboardWizard(page);
  await expect(wizard).toBeVisible();
  await fillRoomDetails(wizard, title);
  await wizard.getByTestId('wizard-next').click();
  await createAgentInWizard(page, wizard);
  await wizard.getByTestId('wizard-generate-storyboard').click();
  await expect(wizard.getByTestId('storyboard-panel')).toBeVisible({ timeout: 60_000 });
  const scenes = await wizard.getByTestId('storyboard-scene').count();
  expect(scenes).toBeGreaterThanOrEqual(2);
  await wizard.getByTestId('wizard-generate-images').click();
  await expect(wizard.getByTestId('scene-image')).toHaveCount(scenes, { timeout: 90_000 });
  await wizard.getByTestId('wizard-finalize').click();
  await expect(wizard.getByTestId('wizard-final-message')).toHaveText('Escape room finalized and published!', {
    timeout: 60_000,
  });
  await wizard.getByTestId('wizard-test-play').click();
  await expect(page).toHaveURL(/\/play\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/**
 * Ten runs through the play API: five escape; five stop at the way out's first code lock after two
 * wrong codes there and are left for an hour (the analytics count a run idle 30 minutes as given up).
 * Answers the lock's name.
 */
async function seedEscapesAndQuitters(page: Page, roomId: string): Promise<string> {
  const { pkg, actions } = await solutionFor(roomId);
  const at = actions.findIndex((a) => a.type === 'interact' && !!a.input);
  expect(at, 'a code lock on the way out').toBeGreaterThanOrEqual(0);
  const lock = (actions[at] as Extract<GameAction, { type: 'interact' }>).element_id;
  const wrong: GameAction = { type: 'interact', element_id: lock, input: 'not-the-code' };
  await seedRuns(page, roomId, actions, ANALYTICS_MIN_PLAYERS);
  const quitters = await seedRuns(page, roomId, [...actions.slice(0, at), wrong, wrong], ANALYTICS_MIN_PLAYERS);
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    const { rowCount } = await db.query(
      `UPDATE room_run_progress SET updated_at = now() - interval '1 hour' WHERE room_id = $1 AND NOT escaped`,
      [roomId],
    );
    expect(rowCount).toBe(quitters.length);
  } finally {
    await db.end();
  }
  return pkg.scenes.flatMap((scene) => scene.elements).find((e) => e.id === lock)!.name;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('issue 32: a creator builds and publishes a room, reads how it is played, and another creator remixes it with credit', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const ada = creator('Ada', 'Lovelace');
  const grace = creator('Grace', 'Hopper');
  await signIn(page, admin.email, admin.password);
  const adaLink = await inviteAsCreator(page, ada.email);
  const graceLink = await inviteAsCreator(page, grace.email);

  // Ada builds a room with the wizard and publishes it.
  const adaPage = await register(browser, baseURL, adaLink, ada);
  const title = `Tidal Archive ${randomUUID().slice(0, 6)}`;
  const roomId = await buildWithWizard(adaPage, title);

  // Players' runs, then Ada's analytics from My Creations.
  const lockName = await seedEscapesAndQuitters(page, roomId);
  await adaPage.goto('/dashboard');
  await adaPage.getByTestId('tab-vault').click();
  await adaPage.getByTestId('vault-creations').click();
  const card = adaPage.getByTestId('my-creations').locator(`[data-testid="room-card"][data-room-id="${roomId}"]`);
  await card.getByTestId('room-analytics').click();
  await expect(adaPage).toHaveURL(new RegExp(`/escape-rooms/${roomId}/analytics$`));
  const analytics = adaPage.getByTestId('analytics-page').filter({ visible: true });
  const steps = analytics.getByTestId('analytics-funnel').getByTestId('funnel-step');
  await expect(steps.first()).toHaveAttribute('data-value', String(2 * ANALYTICS_MIN_PLAYERS));
  await expect(steps.last()).toHaveAttribute('data-value', String(ANALYTICS_MIN_PLAYERS));
  await expect(steps.last()).toContainText('Escaped');
  // The lock the quitters gave up at is coloured as stuck on the puzzle chart; the drop-off counts them.
  const stuck = analytics.getByTestId('analytics-graph').locator('.graph-node--stuck');
  await expect(stuck.filter({ hasText: new RegExp(`${escapeRegExp(lockName)} · \\d+% stuck`) })).toHaveCount(1);
  await expect(analytics.getByTestId('drop-off-row').first()).toHaveText(
    new RegExp(`: ${ANALYTICS_MIN_PLAYERS} players$`),
  );
  await expect(analytics).not.toContainText('@e2e.example');
  await adaPage.screenshot({ path: 'test-results/creator-analytics-1280.png' });

  // Grace remixes it, publishes the remix, and its page credits both.
  const gracePage = await register(browser, baseURL, graceLink, grace);
  await gracePage.goto(`/escape-rooms/${roomId}`);
  // The author's name as the room's own page gives it ("By Ada …").
  await expect(gracePage.getByTestId('room-creator')).toContainText('By Ada');
  const author = (await gracePage.getByTestId('room-creator').innerText()).replace(/^By /, '').split(' · ')[0];
  await gracePage.getByTestId('room-remix').click();
  await expect(gracePage).toHaveURL(/\/escape-rooms\/[0-9a-f-]{36}\/edit\/0$/, { timeout: 60_000 });
  const remixId = new URL(gracePage.url()).pathname.split('/')[2];
  expect(remixId).not.toBe(roomId);
  await gracePage.goto('/dashboard');
  await gracePage.getByTestId('tab-vault').click();
  await gracePage.getByTestId('vault-creations').click();
  const remixCard = gracePage
    .getByTestId('my-creations')
    .locator(`[data-testid="room-card"][data-room-id="${remixId}"]`);
  await expect(remixCard.getByTestId('room-remix-credit')).toHaveText(`Remix of ${title} by ${author}`);
  await remixCard.getByTestId('room-publish').click();
  await expect(remixCard.getByTestId('room-publish')).toHaveCount(0, { timeout: 60_000 });
  await gracePage.goto(`/escape-rooms/${remixId}`);
  await expect(gracePage.getByTestId('room-creator')).toContainText('By Grace');
  await expect(gracePage.getByTestId('room-remix-credit')).toHaveText(`Remix of ${title} by ${author}`);
  await gracePage.screenshot({ path: 'test-results/remix-page-1280.png' });
  await adaPage.context().close();
  await gracePage.context().close();
});
