import { expect, test, newUser, signUpThroughUi, NATIVE_INPUT } from './support';

test.describe('identity and the guard', () => {
  test('a visitor sent to a protected page lands on /login and returns there after signing in', async ({ page }) => {
    const player = newUser('player');
    await signUpThroughUi(page, player.email, player.password);
    await page.getByTestId('logout').tap();
    await expect(page).toHaveURL(/\/login$|\/$/);

    await page.goto('/escape-rooms');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByTestId('login-email').locator(NATIVE_INPUT).fill(player.email);
    await page.getByTestId('login-password').locator(NATIVE_INPUT).fill(player.password);
    await page.getByTestId('login-submit').tap();
    await expect(page).toHaveURL(/\/escape-rooms$/);
  });

  test('"Passwords do not match" appears without any network call', async ({ page }) => {
    const visitor = newUser('visitor');
    await page.goto('/signup');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/signup|identitytoolkit|accounts:/.test(request.url())) calls.push(request.url());
    });
    await page.getByTestId('signup-email').locator(NATIVE_INPUT).fill(visitor.email);
    await page.getByTestId('signup-password').locator(NATIVE_INPUT).fill('first-password');
    await page.getByTestId('signup-password-confirmation').locator(NATIVE_INPUT).fill('other-password');
    await page.getByTestId('signup-submit').tap();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    expect(calls).toEqual([]);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a new user signs up, sees the dashboard and is denied the admin panel', async ({ page }) => {
    const player = newUser('player');
    await signUpThroughUi(page, player.email, player.password);
    await expect(page.getByTestId('admin-panel')).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByTestId('access-denied')).toContainText(
      'Access denied. Admin privileges required to view this page.',
    );
    await expect(page.getByTestId('back-to-dashboard')).toBeVisible();
  });

  test('wrong credentials show an error and keep the visitor on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-email').locator(NATIVE_INPUT).fill('nobody@e2e.example');
    await page.getByTestId('login-password').locator(NATIVE_INPUT).fill('wrong-password');
    await page.getByTestId('login-submit').tap();
    await expect(page.getByText(/invalid email or password/i)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
