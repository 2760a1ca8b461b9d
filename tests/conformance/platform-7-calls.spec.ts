import {
  answerSurveyUpToContact,
  fillField,
  openAdminTab,
  recordApiCalls,
  signInAs,
  signUpAs,
  uniqueEmail,
  visibleTestId,
  type ApiCall,
  logOut,
} from './platform-helpers';
import { expect, newUser, press, scenario, snap, test, throwawayAdmin } from './support';

/** The three (here four) calls made without the bearer header. */
const UNAUTHENTICATED = ['/api/v1/signup', '/api/v1/invitations/verify', '/api/v1/invitations/accept'];
const PUBLIC_SUBMIT = '/api/v1/public/eoi_responses';

const find = (calls: ApiCall[], method: string, path: string | RegExp): ApiCall | undefined =>
  calls.find((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));

test(
  scenario(
    'platform',
    7,
    'The calls it makes: paths, methods, payloads and the bearer header (deliberate difference: sign-in through Firebase Auth)',
  ),
  async ({ page }) => {
    test.setTimeout(150_000);
    const calls = recordApiCalls(page);
    const firebaseSignIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('accounts:signInWithPassword')) firebaseSignIns.push(request.url());
    });

    // Signup, the current user, the profile, logout.
    const user = newUser('player');
    await signUpAs(page, user.email, user.password);
    await expect(visibleTestId(page, 'welcome')).toContainText(user.email);
    const signup = find(calls, 'POST', '/api/v1/signup')!;
    expect(signup.body).toEqual({
      user: { email: user.email, password: user.password, password_confirmation: user.password },
    });
    expect(signup.authorization).toBeNull();
    expect(find(calls, 'GET', '/api/v1/users/profile')).toBeDefined();
    await logOut(page);
    expect(find(calls, 'DELETE', '/api/v1/logout')?.authorization).toMatch(/^Bearer \S+$/);

    // Sign in: Firebase Auth checks the password (no POST /api/v1/login), then GET /api/v1/current_user.
    // An admin of this test's own: it signs out at the end (throwawayAdmin says why).
    const ownAdmin = await throwawayAdmin(page);
    const beforeLogin = calls.length;
    await signInAs(page, ownAdmin.email, ownAdmin.password);
    expect(firebaseSignIns.length).toBeGreaterThanOrEqual(1);
    expect(find(calls, 'POST', '/api/v1/login')).toBeUndefined();
    expect(find(calls.slice(beforeLogin), 'GET', '/api/v1/current_user')?.authorization).toMatch(/^Bearer \S+$/);

    // The admin tabs: the lists, invite one, invite many, cancel, promote, demote, delete.
    await page.goto('/admin');
    const users = await openAdminTab(page, 'users', 'User Management');
    await expect.poll(() => find(calls, 'GET', '/api/v1/users')).toBeDefined();
    const row = users.locator(`[data-testid="user-row"][data-email="${user.email}"]`);
    await press(page, row.getByTestId('user-promote'));
    await expect(row.getByTestId('user-role')).toHaveText('Admin');
    await press(page, row.getByTestId('user-demote'));
    await expect(row.getByTestId('user-role')).toHaveText('User');
    await press(page, row.getByTestId('user-delete'));
    await press(page, page.locator('ion-alert').getByRole('button', { name: 'Delete' }));
    await expect(row).toHaveCount(0);
    const userId = find(calls, 'POST', /^\/api\/v1\/users\/[^/]+\/promote$/)!.path.split('/')[4];
    expect(find(calls, 'POST', `/api/v1/users/${userId}/demote`)).toBeDefined();
    expect(find(calls, 'DELETE', `/api/v1/users/${userId}`)).toBeDefined();

    const invitations = await openAdminTab(page, 'invitations', 'User Invitations');
    await expect.poll(() => find(calls, 'GET', '/api/v1/admin/invitations')).toBeDefined();
    const one = uniqueEmail('creator');
    await fillField(invitations, 'invite-email', one);
    await press(page, invitations.getByTestId('invite-send'));
    const item = invitations.locator(`[data-testid="invitation-item"][data-email="${one}"]`);
    await expect(item).toBeVisible();
    expect(find(calls, 'POST', '/api/v1/admin/invitations')?.body).toEqual({ invitation: { email: one } });
    const [two, three] = [uniqueEmail('creator'), uniqueEmail('creator')];
    await fillField(invitations, 'bulk-emails', `${two},\n${three}`);
    await press(page, invitations.getByTestId('bulk-send'));
    await expect(invitations.getByTestId('bulk-sent-count')).toHaveText('Sent 2 invitations');
    expect(find(calls, 'POST', '/api/v1/admin/invitations/bulk')?.body).toEqual({
      invitation: { emails: [two, three] },
    });
    const third = invitations.locator(`[data-testid="invitation-item"][data-email="${three}"]`);
    await press(page, third.getByTestId('invitation-cancel'));
    await press(page, page.locator('ion-alert').getByRole('button', { name: 'Cancel invitation' }));
    await expect(third.getByTestId('invitation-status')).toHaveText('Cancelled');
    expect(find(calls, 'DELETE', /^\/api\/v1\/admin\/invitations\/[^/]+$/)).toBeDefined();
    const link = await invitations
      .locator(`[data-testid="outbox-message"][data-to="${one}"]`)
      .getByTestId('outbox-link')
      .getAttribute('href');

    await openAdminTab(page, 'applications', 'Builder Applications');
    await expect.poll(() => find(calls, 'GET', '/api/v1/eoi_responses')).toBeDefined();
    await snap(page, 'admin-applications');
    await logOut(page);

    // The invitation: verify and accept, both without the header.
    await page.goto(link!);
    const form = page.getByTestId('registration-form');
    await fillField(form, 'registration-first-name', 'Grace');
    await fillField(form, 'registration-last-name', 'Hopper');
    await fillField(form, 'registration-password', 'compiler-1952');
    await fillField(form, 'registration-password-confirmation', 'compiler-1952');
    await press(page, form.getByTestId('registration-submit'));
    await expect(page.getByTestId('registration-success')).toBeVisible();
    const token = link!.split('/').pop();
    // Deliberate difference (issue 29): verify is a POST with the token in its body, so no URL carries it.
    expect(find(calls, 'POST', '/api/v1/invitations/verify')?.search).toBe('');
    expect(find(calls, 'POST', '/api/v1/invitations/verify')?.body).toEqual({ token });
    expect(find(calls, 'POST', '/api/v1/invitations/accept')?.body).toEqual({
      token,
      user: {
        email: one,
        first_name: 'Grace',
        last_name: 'Hopper',
        password: 'compiler-1952',
        password_confirmation: 'compiler-1952',
      },
    });

    // The early-access submission, without the header.
    await page.goto('/early-access');
    await answerSurveyUpToContact(page);
    await fillField(page, 'ea-full-name', 'Grace Hopper');
    await fillField(page, 'ea-email', uniqueEmail('applicant'));
    await press(page, page.getByTestId('ea-submit'));
    await expect(page.getByTestId('ea-thank-you')).toBeVisible();
    const submission = find(calls, 'POST', PUBLIC_SUBMIT)!;
    expect(Object.keys(submission.body as object)).toEqual(['eoi_response']);

    // Every call: JSON; the bearer header on all but the unauthenticated ones.
    for (const call of calls) {
      expect(call.contentType, `${call.method} ${call.path}`).toBe('application/json');
      if ([...UNAUTHENTICATED, PUBLIC_SUBMIT].includes(call.path))
        expect(call.authorization, `${call.method} ${call.path}`).toBeNull();
    }
    const privateCalls = calls.filter(
      (c) => ![...UNAUTHENTICATED, PUBLIC_SUBMIT, '/api/v1/health'].includes(c.path) && c.authorization !== null,
    );
    for (const call of privateCalls) expect(call.authorization).toMatch(/^Bearer [\w-]+\.[\w-]*\.[\w-]*$/);
    const withoutHeader = calls.filter(
      (c) => ![...UNAUTHENTICATED, PUBLIC_SUBMIT].includes(c.path) && c.authorization === null,
    );
    expect(withoutHeader.map((c) => `${c.method} ${c.path}`)).toEqual([]);
  },
);
