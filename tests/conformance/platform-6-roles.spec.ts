import { randomUUID } from 'node:crypto';
import {
  callAs,
  freshPage,
  fromOf,
  inviteByApi,
  signInAs,
  signUpAs,
  uniqueEmail,
  visibleTestId,
} from './platform-helpers';
import { admin, expect, idTokenOf, newUser, sampleRoomId, scenario, snap, test } from './support';

test(
  scenario(
    'platform',
    6,
    'Roles and permissions: what anonymous, a user and an admin reach, on screen and through the API',
  ),
  async ({ page }) => {
    test.setTimeout(120_000);
    // Anonymous: the public pages open; every other known route asks for a login.
    for (const [path, shown] of [
      ['/', 'beta-chip'],
      ['/early-access', 'ea-step-count'],
      [`/invitation/${randomUUID()}`, 'invitation-invalid'],
      ['/login', 'login-submit'],
      ['/signup', 'signup-submit'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(shown)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    for (const path of ['/dashboard', '/admin', '/escape-rooms', `/play/${sampleRoomId}`]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      expect(await fromOf(page)).toBe(path);
    }

    // Anonymous through the API: the public calls need no token; the others answer 401.
    const unknownToken = await callAs(page, 'POST', '/api/v1/invitations/verify', {
      token: null,
      body: { token: randomUUID() },
    });
    expect(unknownToken.status).not.toBe(401);
    expect(unknownToken.body).toMatchObject({ success: false });
    const incomplete = await callAs(page, 'POST', '/api/v1/public/eoi_responses', {
      token: null,
      body: { eoi_response: { full_name: 'Nobody' } },
    });
    expect(incomplete.status).toBe(422);
    const signupCall = await callAs(page, 'POST', '/api/v1/signup', {
      token: null,
      body: { user: { email: 'not-an-email', password: 'x', password_confirmation: 'y' } },
    });
    expect([400, 422]).toContain(signupCall.status);
    const adminCalls: [string, string][] = [
      ['GET', '/api/v1/users'],
      ['GET', '/api/v1/admin/invitations'],
      ['GET', '/api/v1/eoi_responses'],
      ['POST', `/api/v1/users/${randomUUID()}/promote`],
      ['POST', `/api/v1/users/${randomUUID()}/demote`],
      ['DELETE', `/api/v1/users/${randomUUID()}`],
      ['POST', '/api/v1/admin/invitations'],
      ['POST', '/api/v1/admin/invitations/bulk'],
      ['DELETE', `/api/v1/admin/invitations/${randomUUID()}`],
      ['PATCH', `/api/v1/escape_rooms/${sampleRoomId}/toggle_enabled`],
    ];
    for (const [method, path] of [...adminCalls, ['GET', '/api/v1/users/profile'] as [string, string]])
      expect((await callAs(page, method, path, { token: null })).status, `${method} ${path} anonymous`).toBe(401);

    // A user: the dashboard, never the admin panel; every admin call answers 403.
    const user = newUser('player');
    await signUpAs(page, user.email, user.password);
    await expect(visibleTestId(page, 'welcome')).toContainText(user.email);
    await page.goto('/admin');
    await expect(page.getByTestId('access-denied')).toContainText(
      'Access denied. Admin privileges required to view this page.',
    );
    await expect(page.getByTestId('admin-tab-users')).toHaveCount(0);
    await snap(page, 'user-denied-admin');
    const userToken = await idTokenOf(page);
    const profile = await callAs(page, 'GET', '/api/v1/users/profile', { token: userToken });
    expect(profile.status).toBe(200);
    const userId = (profile.body as { user: { id: string } }).user.id;
    for (const [method, path] of adminCalls) {
      const answer = await callAs(page, method, path, {
        token: userToken,
        body: method === 'POST' ? { invitation: { email: uniqueEmail('x'), emails: [] } } : undefined,
      });
      expect(answer.status, `${method} ${path} as a user`).toBe(403);
    }

    // An admin: the panel and the admin calls; a promotion and a demotion take effect at once.
    const adminPage = await freshPage(page);
    await signInAs(adminPage, admin.email, admin.password);
    await expect(visibleTestId(adminPage, 'admin-badge')).toHaveText('ADMIN');
    const invitation = await inviteByApi(adminPage, uniqueEmail('creator'));
    for (const path of ['/api/v1/users', '/api/v1/admin/invitations', '/api/v1/eoi_responses'])
      expect((await callAs(adminPage, 'GET', path)).status, `GET ${path} as the admin`).toBe(200);
    expect((await callAs(adminPage, 'DELETE', `/api/v1/admin/invitations/${invitation.id}`)).status).toBe(200);
    expect((await callAs(adminPage, 'POST', `/api/v1/users/${userId}/promote`)).status).toBe(200);
    await page.goto('/admin');
    await expect(page.getByTestId('admin-tab-users')).toBeVisible();
    expect((await callAs(page, 'GET', '/api/v1/users')).status).toBe(200);
    await snap(page, 'promoted-user-admin');
    expect((await callAs(adminPage, 'POST', `/api/v1/users/${userId}/demote`)).status).toBe(200);
    expect((await callAs(page, 'GET', '/api/v1/users')).status).toBe(403);
    await page.reload();
    await expect(page.getByTestId('access-denied')).toBeVisible();
    await adminPage.context().close();
  },
);
