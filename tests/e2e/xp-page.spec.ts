/**
 * The dashboard's XP Program button (rooms-and-play-spec §2) opens our own /xp page in a new
 * tab: a prerendered page (no script) saying what XP is and how it is earned, served by
 * Hosting at /xp and precached by the service worker so it opens offline too.
 */
import { expect, newUser, signUpThroughUi, test, waitForServiceWorkerControl } from './support';

// The page opens offline from the service worker's precache.
test.use({ serviceWorkers: 'allow' });

test('the XP Program button opens the /xp page in a new tab; the page is prerendered and works offline', async ({
  page,
  context,
}) => {
  const player = newUser('player');
  await signUpThroughUi(page, player.email, player.password);
  await page.getByTestId('tab-xp').tap();
  const link = page.getByTestId('open-xp').locator('a');
  await expect(link).toHaveAttribute('href', '/xp');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');

  const [xp] = await Promise.all([context.waitForEvent('page'), page.getByTestId('open-xp').tap()]);
  await xp.waitForLoadState();
  expect(new URL(xp.url()).pathname).toMatch(/^\/xp\/?$/); // Hosting serves the directory's index
  await expect(xp.getByRole('heading', { level: 1 })).toHaveText('The XP Program');
  await expect(xp.getByRole('heading', { name: 'What XP is' })).toBeVisible();
  await expect(xp.getByRole('heading', { name: 'How XP is earned' })).toBeVisible();
  await expect(
    xp.getByText('XP reward three things: creating escape rooms, playing them, and sharing them.'),
  ).toBeVisible();
  await expect(xp.getByRole('link', { name: 'Read the whitepaper' })).toHaveAttribute('href', '/whitepaper#xp-program');
  expect(await xp.locator('script').count()).toBe(0);
  await xp.screenshot({ path: 'test-results/xp-page-390.png', fullPage: true });
  await xp.close();

  // Hosting serves the prerendered file at /xp; the service worker has it precached under that address.
  // Without a redirect to /xp/: a page not yet controlled by the worker opens at /xp itself.
  const served = await page.request.get('/xp', { maxRedirects: 0 });
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('text/html');
  expect(await served.text()).toContain('<h1>The XP Program</h1>');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto('/xp');
  await expect(offline.getByRole('heading', { level: 1 })).toHaveText('The XP Program');
  await context.setOffline(false);
});
