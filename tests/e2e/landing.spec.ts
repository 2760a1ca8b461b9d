import { expect, layoutShiftTotal, recordLayoutShifts, test, waitForServiceWorkerControl } from './support';

test.describe('landing page', () => {
  test('presents the beta, Ermie, the six capabilities, and both "Join Early Access" buttons open the application', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('beta-chip')).toHaveText('Now in Beta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bring your escape room ideas to life');
    await expect(page.getByRole('heading', { name: 'Meet the AI Game Master' })).toBeVisible();
    await expect(page.getByTestId('landing-feature')).toHaveCount(6);
    await expect(page.getByTestId('landing-footer')).toContainText(`© ${new Date().getFullYear()}`);
    await expect(page.getByTestId('landing-hero-sign-in')).toHaveAttribute('href', '/login');

    await page.getByTestId('join-early-access').tap();
    await expect(page).toHaveURL(/\/early-access$/);
    await expect(page.getByRole('heading', { name: 'Early Access Application' })).toBeVisible();

    await page.getByTestId('ea-back-home').tap();
    await expect(page).toHaveURL(/\/$/);
    await page.getByTestId('join-early-access-cta').tap();
    await expect(page).toHaveURL(/\/early-access$/);
    await expect(page.getByTestId('ea-step-count')).toHaveText('Step 1 of 5');
  });

  test('the first screen is in the HTML of / only, and the app takes it over without moving it', async ({
    page,
    request,
  }) => {
    // The hero arrives with the HTML (no JavaScript needed to paint it); no other address carries it.
    const landingHtml = await (await request.get('/')).text();
    expect(landingHtml).toContain('data-testid="landing-prerender"');
    expect(landingHtml).toContain('<h1 id="landing-title"');
    for (const path of ['/login', '/dashboard', '/play/nope'])
      expect(await (await request.get(path)).text(), path).not.toContain('landing-prerender');

    await recordLayoutShifts(page);
    await page.goto('/');
    await expect(page.getByTestId('beta-chip')).toBeVisible();
    await expect(page.getByTestId('landing-prerender')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const shift = await layoutShiftTotal(page);
    expect(shift).toBeLessThanOrEqual(0.02);
  });

  test.describe('offline', () => {
    // Served from the service worker's precache (playwright.config.ts blocks the worker elsewhere).
    test.use({ serviceWorkers: 'allow' });

    test('the intro video keeps its poster, captions and footage when the visitor is offline', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      const video = page.getByTestId('intro-video');
      await expect(video).toHaveAttribute('poster', /\.webp$/);
      await waitForServiceWorkerControl(page);

      await context.setOffline(true);
      await page.reload();
      await video.scrollIntoViewIfNeeded();
      await expect(video).toBeVisible();
      const box = await page.getByTestId('intro-video-region').boundingBox();
      expect(box?.height).toBeGreaterThan(150);

      // The poster and the footage come from the precache, so the frame is never empty.
      const poster = await page.evaluate(async () => {
        const src = document.querySelector<HTMLVideoElement>('[data-testid="intro-video"]')!.poster;
        const response = await fetch(src);
        return { ok: response.ok, bytes: (await response.blob()).size };
      });
      expect(poster.ok).toBe(true);
      expect(poster.bytes).toBeGreaterThan(1_000);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
      expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(24);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBe(6);
      await expect(page.getByTestId('intro-video-transcript').locator('li')).toHaveCount(6);
      await context.setOffline(false);
    });
  });
});
