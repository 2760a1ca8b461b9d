/**
 * /login paints its Sign In screen from the HTML (dist/login.html), before the app runs; the app
 * takes it over without a shift, keeping what was typed and the focus, and signs in from it.
 */
import {
  expect,
  test,
  admin,
  layoutShiftTotal,
  NATIVE_INPUT,
  holdAppEntry,
  recordLayoutShifts,
  waitForServiceWorkerControl,
} from './support';

test.describe('prerendered Sign In screen', () => {
  test.describe('offline', () => {
    // Opened offline from the service worker's precache.
    test.use({ serviceWorkers: 'allow' });

    test('only /login carries it, and /login still opens offline', async ({ page, context, request }) => {
      expect(await (await request.get('/login')).text()).toContain('data-testid="login-prerender"');
      for (const path of ['/', '/signup', '/dashboard'])
        expect(await (await request.get(path)).text(), path).not.toContain('login-prerender');

      await page.goto('/login');
      await expect(page.getByTestId('login-prerender')).toHaveCount(0);
      await waitForServiceWorkerControl(page);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('login-email')).toBeVisible();
      await expect(page.getByTestId('login-prerender')).toHaveCount(0);
      await context.setOffline(false);
    });
  });

  test('what is typed before the app starts is kept with the focus, nothing moves, and Enter signs in', async ({
    page,
  }) => {
    // Hold the app's entry script so the visitor types into the prerendered fields.
    const release = await holdAppEntry(page);
    await recordLayoutShifts(page);
    // Not until `load`: the entry is added after the first paint (at the latest after 1 s), and
    // added before `load` it holds `load` back while it is held (CI waited 120 s), as in first-press.
    await page.goto('/login', { waitUntil: 'commit' });
    const prerendered = page.getByTestId('login-prerender');
    await expect(prerendered.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await prerendered.locator('input[name="email"]').tap();
    await page.keyboard.type(admin.email);
    await prerendered.locator('input[name="password"]').tap();
    await page.keyboard.type(admin.password);
    release();

    await expect(prerendered).toHaveCount(0);
    const password = page.getByTestId('login-password').locator(NATIVE_INPUT);
    await expect(page.getByTestId('login-email').locator(NATIVE_INPUT)).toHaveValue(admin.email);
    await expect(password).toHaveValue(admin.password);
    await expect(password).toBeFocused();
    const shift = await layoutShiftTotal(page);
    expect(shift).toBeLessThanOrEqual(0.02);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
