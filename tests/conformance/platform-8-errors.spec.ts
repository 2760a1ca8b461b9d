import type { Page } from '@playwright/test';
import {
  answerSurveyUpToContact,
  callAs,
  fillField,
  fromOf,
  hasStoredSession,
  inviteByApi,
  openAdminTab,
  signInAs,
  uniqueEmail,
} from './platform-helpers';
import { admin, expect, newUser, press, scenario, snap, test } from './support';

// The scenario answers some calls itself (page.route); a service worker would answer them first.
test.use({ serviceWorkers: 'block' });

/** Matches one API path exactly (any query) and, optionally, one method. */
const api =
  (path: string | RegExp) =>
  (url: URL): boolean =>
    typeof path === 'string' ? url.pathname === path : path.test(url.pathname);

/** Makes the next calls to this path (and method) fail with a bare 500, or with this status and body. */
async function failing(
  page: Page,
  path: string | RegExp,
  method: string,
  answer: { status: number; json?: unknown } = { status: 500 },
): Promise<() => Promise<void>> {
  const matcher = api(path);
  await page.route(matcher, (route) =>
    route.request().method() === method
      ? answer.json === undefined
        ? route.fulfill({ status: answer.status, contentType: 'text/plain', body: 'upstream failure' })
        : route.fulfill({ status: answer.status, json: answer.json })
      : route.fallback(),
  );
  return () => page.unroute(matcher);
}

test(
  scenario(
    'platform',
    8,
    'Error catalogue: a 401 on a private and on a public page ends the session, /login with from',
  ),
  async ({ page }) => {
    // A private page: the user list's refresh answers 401.
    await signInAs(page, admin.email, admin.password);
    const users = await openAdminTab(page, 'users', 'User Management');
    await failing(page, '/api/v1/users', 'GET', { status: 401, json: { error: 'Token expired' } });
    await press(page, users.getByTestId('users-refresh'));
    await expect(page).toHaveURL(/\/login$/);
    expect(await fromOf(page)).toBe('/admin');
    await expect.poll(() => hasStoredSession(page)).toBe(false);
    await page.unrouteAll();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);

    // A public page: the current-user check on the landing page answers 401.
    await signInAs(page, admin.email, admin.password);
    await failing(page, '/api/v1/current_user', 'GET', { status: 401, json: { error: 'Token expired' } });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    expect(await fromOf(page)).toBe('/');
    await expect.poll(() => hasStoredSession(page)).toBe(false);
    await snap(page, 'login-after-401');
  },
);

test(
  scenario('platform', 8, 'Error catalogue: sign-in, sign-up, early-access, admin and invitation failure messages'),
  async ({ page }) => {
    test.setTimeout(150_000);
    // Sign in: a refused password (deliberate difference: Firebase Auth's code, worded), then "Login failed".
    await page.goto('/login');
    await fillField(page, 'login-email', admin.email);
    await fillField(page, 'login-password', 'not-the-password');
    await press(page, page.getByTestId('login-submit'));
    await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password');
    await expect(page.getByTestId('login-error')).toHaveAttribute('role', 'alert');
    let undo = await failing(page, '/api/v1/current_user', 'GET');
    await fillField(page, 'login-password', admin.password);
    await press(page, page.getByTestId('login-submit'));
    await expect(page.getByTestId('login-error')).toHaveText('Login failed');
    await expect(page).toHaveURL(/\/login$/);
    await undo();

    // Sign up: the server's message, else "Signup failed".
    await page.goto('/signup');
    const taken = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/signup');
    await fillField(page, 'signup-email', admin.email);
    await fillField(page, 'signup-password', 'some-password');
    await fillField(page, 'signup-password-confirmation', 'some-password');
    await press(page, page.getByTestId('signup-submit'));
    const refused = await (await taken).json();
    const serverWords = refused.errors?.join(', ') || refused.message || refused.error || refused.status?.message;
    expect(serverWords).toBeTruthy();
    await expect(page.getByTestId('signup-error')).toHaveText(serverWords);
    undo = await failing(page, '/api/v1/signup', 'POST');
    await fillField(page, 'signup-email', newUser('visitor').email);
    await press(page, page.getByTestId('signup-submit'));
    await expect(page.getByTestId('signup-error')).toHaveText('Signup failed');
    await undo();

    // Early access: the errors joined by ", ", else the message, else "Failed to submit EOI".
    await page.goto('/early-access');
    await answerSurveyUpToContact(page);
    await fillField(page, 'ea-full-name', 'Mae Jemison');
    await fillField(page, 'ea-email', uniqueEmail('applicant'));
    const submitPath = '/api/v1/public/eoi_responses';
    for (const [answer, shown] of [
      [
        { status: 422, json: { errors: ['Email is invalid', 'Name is required'] } },
        'Email is invalid, Name is required',
      ],
      [{ status: 422, json: { message: 'Applications are closed today' } }, 'Applications are closed today'],
      [{ status: 500 }, 'Failed to submit EOI'],
    ] as const) {
      undo = await failing(page, submitPath, 'POST', answer);
      await press(page, page.getByTestId('ea-submit'));
      await expect(page.getByTestId('ea-error')).toHaveText(shown);
      await undo();
    }
    await snap(page, 'early-access-error');

    // Admin: each failing call's catalogue text (the server's message when it sends one).
    await signInAs(page, admin.email, admin.password);
    const target = newUser('player');
    await callAs(page, 'POST', '/api/v1/signup', {
      token: null,
      body: { user: { email: target.email, password: target.password, password_confirmation: target.password } },
    });
    const promoted = newUser('creator');
    await callAs(page, 'POST', '/api/v1/signup', {
      token: null,
      body: { user: { email: promoted.email, password: promoted.password, password_confirmation: promoted.password } },
    });
    await page.goto('/admin');
    undo = await failing(page, '/api/v1/users', 'GET');
    const users = await openAdminTab(page, 'users', 'User Management');
    await expect(users.getByTestId('users-error')).toHaveText('Failed to fetch users');
    await undo();
    await press(page, users.getByTestId('users-refresh'));
    const row = users.locator(`[data-testid="user-row"][data-email="${target.email}"]`);
    const adminRow = users.locator(`[data-testid="user-row"][data-email="${promoted.email}"]`);
    await press(page, adminRow.getByTestId('user-promote'));
    await expect(adminRow.getByTestId('user-role')).toHaveText('Admin');
    const actionError = users.getByTestId('users-action-error');
    undo = await failing(page, /^\/api\/v1\/users\/[^/]+\/promote$/, 'POST');
    await press(page, row.getByTestId('user-promote'));
    await expect(actionError).toHaveText('Failed to promote user');
    await undo();
    undo = await failing(page, /^\/api\/v1\/users\/[^/]+\/promote$/, 'POST', {
      status: 409,
      json: { message: 'This user is busy' },
    });
    await press(page, row.getByTestId('user-promote'));
    await expect(actionError).toHaveText('This user is busy');
    await undo();
    undo = await failing(page, /^\/api\/v1\/users\/[^/]+\/demote$/, 'POST');
    await press(page, adminRow.getByTestId('user-demote'));
    await expect(actionError).toHaveText('Failed to demote user');
    await undo();
    undo = await failing(page, /^\/api\/v1\/users\/[^/]+$/, 'DELETE');
    await press(page, row.getByTestId('user-delete'));
    await press(page, page.locator('ion-alert').getByRole('button', { name: 'Delete' }));
    await expect(actionError).toHaveText('Failed to delete user');
    await undo();
    await snap(page, 'admin-user-errors');

    const pendingEmail = uniqueEmail('creator');
    await inviteByApi(page, pendingEmail);
    undo = await failing(page, '/api/v1/admin/invitations', 'GET');
    const invitations = await openAdminTab(page, 'invitations', 'User Invitations');
    await expect(invitations.getByTestId('invitations-error')).toHaveText('Failed to fetch invitations');
    await undo();
    await press(page, invitations.getByTestId('invitations-refresh'));
    undo = await failing(page, '/api/v1/admin/invitations', 'POST');
    await fillField(invitations, 'invite-email', uniqueEmail('creator'));
    await press(page, invitations.getByTestId('invite-send'));
    await expect(invitations.getByTestId('invite-error')).toHaveText('Failed to send invitation');
    await undo();
    undo = await failing(page, '/api/v1/admin/invitations/bulk', 'POST');
    await fillField(invitations, 'bulk-emails', `${uniqueEmail('creator')}, ${uniqueEmail('creator')}`);
    await press(page, invitations.getByTestId('bulk-send'));
    await expect(invitations.getByTestId('bulk-error')).toHaveText('Failed to send bulk invitations');
    await undo();
    const pendingItem = invitations.locator(`[data-testid="invitation-item"][data-email="${pendingEmail}"]`);
    undo = await failing(page, /^\/api\/v1\/admin\/invitations\/[^/]+$/, 'DELETE');
    await press(page, pendingItem.getByTestId('invitation-cancel'));
    await press(page, page.locator('ion-alert').getByRole('button', { name: 'Cancel invitation' }));
    const invitationError = invitations.getByTestId('invitations-action-error');
    await expect(invitationError).toHaveText('Failed to cancel invitation');
    await undo();
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    // The link is copied from the answer that issued it (issue 29): a resend shows the new one.
    await press(page, pendingItem.getByTestId('invitation-resend'));
    const issued = invitations.locator(`[data-testid="issued-link"][data-email="${pendingEmail}"]`);
    await press(page, issued.getByTestId('issued-link-copy'));
    await expect(invitationError).toHaveText('Failed to copy invitation link');
    await snap(page, 'admin-invitation-errors');

    undo = await failing(page, '/api/v1/eoi_responses', 'GET');
    const applications = await openAdminTab(page, 'applications', 'Builder Applications');
    await expect(applications.getByTestId('applications-error')).toHaveText('Failed to fetch EOI responses');
    await undo();

    // The invitation page: invalid link (a token never issued, or replaced by a resend), verification failure,
    // account creation failure. ("Invalid or expired invitation" is a used, cancelled or expired one: §4.)
    const invitation = await inviteByApi(page, uniqueEmail('creator'));
    await page.goto('/invitation/this-token-was-never-issued');
    await expect(page.getByTestId('invitation-invalid-reason')).toHaveText('Invalid invitation link');
    undo = await failing(page, '/api/v1/invitations/verify', 'POST');
    await page.goto(`/invitation/${invitation.invitation_token}`);
    await expect(page.getByTestId('invitation-invalid-reason')).toHaveText(
      'Failed to verify invitation. Please check your link.',
    );
    await undo();
    await page.goto(`/invitation/${invitation.invitation_token}`);
    const form = page.getByTestId('registration-form');
    await fillField(form, 'registration-first-name', 'Mae');
    await fillField(form, 'registration-last-name', 'Jemison');
    await fillField(form, 'registration-password', 'endeavour-92');
    await fillField(form, 'registration-password-confirmation', 'endeavour-92');
    undo = await failing(page, '/api/v1/invitations/accept', 'POST');
    await press(page, form.getByTestId('registration-submit'));
    await expect(page.getByTestId('registration-error')).toHaveText('Failed to create account. Please try again.');
    await undo();
    undo = await failing(page, '/api/v1/invitations/accept', 'POST', {
      status: 422,
      json: { success: false, error: 'Failed to create account' },
    });
    await press(page, form.getByTestId('registration-submit'));
    await expect(page.getByTestId('registration-error')).toHaveText('Failed to create account');
    await undo();
    await snap(page, 'registration-error');
  },
);
