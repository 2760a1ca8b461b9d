/**
 * A room's address paints the room's cover from the HTML (dist/play.html), before the app runs: the
 * start scene's painting asked for by the room id. The app takes over once the room is open, or
 * cannot be, or the visitor is sent to sign in; a room players may not open shows no cover.
 */
import {
  expect,
  test,
  admin,
  layoutShiftTotal,
  holdAppEntry,
  recordLayoutShifts,
  sampleRoomId,
  signIn,
} from './support';

const NIL_ROOM = '00000000-0000-4000-8000-000000000000';

test.describe('prerendered play screen', () => {
  // Hosting serves it; a page the service worker controls opens on the cached app shell instead.
  test.use({ serviceWorkers: 'block' });

  test('a room paints its cover before the app runs, and the open room replaces it without a shift', async ({
    page,
  }) => {
    await signIn(page, admin.email, admin.password);
    // Hold the app's entry script, so the page is only its HTML, its styles and the cover.
    const release = await holdAppEntry(page);
    await recordLayoutShifts(page);
    // Not until `load`: an entry added before `load` holds it back while it is held (login-prerender).
    await page.goto(`/play/${sampleRoomId}`, { waitUntil: 'commit' });
    const prerendered = page.getByTestId('play-prerender');
    await expect(prerendered.getByRole('status')).toHaveText('Loading escape room…');
    const cover = prerendered.locator('#play-cover');
    await expect(cover).toHaveAttribute('src', new RegExp(`/api/v1/escape_rooms/${sampleRoomId}/cover\\?w=\\d+$`));
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    release();

    await expect(page.getByTestId('scene')).toBeVisible();
    await expect(prerendered).toHaveCount(0);
    // The room's own image is in, with its hot-spots pressable (nothing left over them).
    const firstSpot = page.locator('[data-testid^="element-"]').first();
    await expect(firstSpot).toBeVisible();
    await firstSpot.click({ trial: true });
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
    // The play screen's code came with the app's (play.html's boot template, addresses from /): its lazy
    // import added no link for any of it (the import's own links carry the full address).
    const html = await (await page.request.get(`/play/${sampleRoomId}`)).text();
    const booted = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    const preloaded = await page.$$eval('link[rel="modulepreload"]', (links) =>
      links.map((l) => l.getAttribute('href')!),
    );
    const addedLater = preloaded.filter((href) => href.startsWith('http')).map((href) => new URL(href).pathname);
    expect(addedLater.filter((path) => booted.includes(path))).toEqual([]);
    expect(preloaded.filter((href) => /\/assets\/PlayPage-[\w-]+\.js$/.test(href))).toEqual([
      expect.stringMatching(/^\/assets\//),
    ]);
  });

  test('a room players may not open shows no cover, and the app says why', async ({ page }) => {
    await signIn(page, admin.email, admin.password);
    await page.goto(`/play/${NIL_ROOM}`);
    await expect(page.getByTestId('play-error')).toBeVisible();
    await expect(page.getByTestId('play-prerender')).toHaveCount(0);
    expect((await page.request.get(`/api/v1/escape_rooms/${NIL_ROOM}/cover`)).status()).toBe(404);
  });

  test('a visitor who is not signed in is sent to sign in, and the cover goes', async ({ page }) => {
    await page.goto(`/play/${sampleRoomId}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-email')).toBeVisible();
    await expect(page.getByTestId('play-prerender')).toHaveCount(0);
  });
});
