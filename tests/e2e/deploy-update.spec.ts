/**
 * Safe updates after a deploy (issue 28): a tab opened on one deploy keeps working after the next.
 * Its service worker is replaced by the new one (skipWaiting, clientsClaim), which drops the old
 * build's files; Hosting answers them with 404 (firebase.json); the update prompt, in the boot code,
 * still shows; and the first page whose code is gone reloads the tab once, onto the new version
 * (src/stale-code.ts). The second deploy is made from the first in place (redeploy.ts).
 */
import type { Page } from '@playwright/test';
import { APP_MESSAGES } from '@core/content/messages';
import { expect, test, waitForServiceWorkerControl } from './support';
import { redeploy } from './redeploy';

/** The early-access page's chunk: a lazy page the landing links to and never loads ahead. */
const EARLY_ACCESS_CHUNK = /\/assets\/EarlyAccessPage-[\w-]+\.js$/;

/** The app's entry script, which names the deploy the tab runs. */
const entryScript = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"][src^="/assets/index-"]')?.getAttribute('src'));

/** Counts the page's loads from now on (a reload is one). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

test.describe('a deploy while a tab is open', () => {
  // The subject is the service worker's update.
  test.use({ serviceWorkers: 'allow' });

  test('the tab shows the update prompt, and its next page reloads it once onto the new version', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const firstDeploy = await entryScript(page);
    const deploy = redeploy();
    try {
      // The first deploy's code is gone: Hosting says so with a 404, not the app's HTML.
      const oldChunk = [...deploy.renamed.keys()].find((file) => EARLY_ACCESS_CHUNK.test(`/${file}`));
      const missing = await request.get(`/${oldChunk}`);
      expect(missing.status()).toBe(404);
      expect(missing.headers()['content-type'] ?? '').not.toContain('javascript');
      expect((await request.get('/early-access')).status()).toBe(200);

      // The new worker installs and takes over; the prompt shows, though the old lazy chunks are gone.
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      const toast = page.getByTestId('update-toast');
      await expect(toast).toContainText(APP_MESSAGES.updateAvailable);
      await toast.getByRole('button', { name: 'Later' }).tap();
      await expect(toast).toBeHidden();

      // Nor does the browser's HTTP cache (the first worker's precache filled it; it keeps no promise).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      const loads = countLoads(page);
      await page.getByTestId('join-early-access').tap();
      await expect(page.locator('[data-testid^="ea-step-panel-"]')).toBeVisible();
      expect(loads()).toBe(1);
      expect(await entryScript(page)).not.toBe(firstDeploy);
      await expect(page.getByTestId('page-load-error')).toHaveCount(0);
    } finally {
      deploy.restore();
    }
  });

  test.describe('when the new version cannot load the page either', () => {
    test.use({ serviceWorkers: 'block' });

    test('the tab reloads once, then shows the error screen rather than reloading again', async ({ page }) => {
      await page.route(EARLY_ACCESS_CHUNK, (route) => route.fulfill({ status: 404, body: '' }));
      let pageLoads = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoads += 1;
      });
      await page.goto('/early-access');
      const error = page.getByTestId('page-load-error');
      await expect(error.getByRole('alert')).toHaveText(APP_MESSAGES.pageLoadFailed);
      // The error screen shows only once no reload is under way: the first load and the one reload.
      expect(pageLoads).toBe(2);
      await expect(page).toHaveURL(/\/early-access$/);
    });
  });
});
