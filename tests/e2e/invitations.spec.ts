import { randomUUID } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { expect, test, admin, signIn, NATIVE_INPUT, NATIVE_TEXTAREA } from './support';

/** Opens an admin tab and returns its (visible) panel. */
async function openAdminTab(page: Page, id: string, label: string): Promise<Locator> {
  await page.goto('/admin');
  await page.getByTestId(`admin-tab-${id}`).tap();
  const panel = page.getByRole('tabpanel', { name: label });
  await expect(panel).toBeVisible();
  return panel;
}

const invitee = () => `creator-${randomUUID().slice(0, 8)}@e2e.example`;

test.describe('inviting creators and registering from the link', () => {
  test('an admin invites in bulk, the invitee registers from the emailed link, and the link cannot be reused', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const first = invitee();
    const second = invitee();
    const password = `pw-${randomUUID().slice(0, 12)}`;
    await signIn(page, admin.email, admin.password);
    const panel = await openAdminTab(page, 'invitations', 'User Invitations');

    // One invalid address: the exact §5 message, and nothing is sent.
    const bulkPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v1/admin/invitations'))
        bulkPosts.push(request.url());
    });
    const bulk = panel.getByTestId('bulk-invite-form');
    await bulk.getByTestId('bulk-emails').locator(NATIVE_TEXTAREA).fill(`${first}, not-an-email`);
    await bulk.getByTestId('bulk-send').tap();
    await expect(bulk.getByTestId('bulk-error')).toHaveText('Invalid email addresses: not-an-email');
    await expect(bulk.getByTestId('bulk-emails').locator(NATIVE_TEXTAREA)).toHaveValue(`${first}, not-an-email`);
    await bulk.getByTestId('bulk-send').tap();
    await expect(bulk.getByTestId('bulk-error')).toBeVisible();
    expect(bulkPosts).toEqual([]);
    await expect(panel.locator(`[data-testid="invitation-item"][data-email="${first}"]`)).toHaveCount(0);

    // Blank: "Please enter email addresses".
    await bulk.getByTestId('bulk-emails').locator(NATIVE_TEXTAREA).fill(' ,\n ');
    await bulk.getByTestId('bulk-send').tap();
    await expect(bulk.getByTestId('bulk-error')).toHaveText('Please enter email addresses');

    // A valid bulk send: commas and newlines, the sent count shown.
    await bulk.getByTestId('bulk-emails').locator(NATIVE_TEXTAREA).fill(`${first},\n${second}\n`);
    await bulk.getByTestId('bulk-send').tap();
    await expect(bulk.getByTestId('bulk-sent-count')).toHaveText('Sent 2 invitations');
    expect(bulkPosts).toHaveLength(1);
    for (const email of [first, second]) {
      const item = panel.locator(`[data-testid="invitation-item"][data-email="${email}"]`);
      await expect(item.getByTestId('invitation-status')).toHaveText('Pending');
      await expect(item.getByTestId('invitation-days-left')).toHaveText(/30 days left/);
      await expect(item.getByTestId('invitation-days-left')).toHaveAttribute('data-warning', 'false');
      await expect(item.getByTestId('invitation-resend')).toBeVisible();
      await expect(item.getByTestId('invitation-cancel')).toBeVisible();
      // The list never shows a link: only the answer that issued it does, once.
      await expect(item).not.toContainText('/invitation/');
    }
    const issuedTo = (email: string) => panel.locator(`[data-testid="issued-link"][data-email="${email}"]`);
    await expect(panel.getByTestId('issued-link')).toHaveCount(2);

    // The single form checks the address before any call.
    const single = panel.getByTestId('invite-form');
    await single.getByTestId('invite-send').tap();
    await expect(single.getByTestId('invite-error')).toHaveText('Please enter an email address');
    await single.getByTestId('invite-email').locator(NATIVE_INPUT).fill('someone@');
    await single.getByTestId('invite-send').tap();
    await expect(single.getByTestId('invite-error')).toHaveText('Please enter a valid email address');
    expect(bulkPosts).toHaveLength(1);

    // The dev outbox holds the email with the link; the new link's copy button gives the same link.
    const mail = panel.locator(`[data-testid="outbox-message"][data-to="${first}"]`);
    await expect(mail).toBeVisible();
    const href = await mail.getByTestId('outbox-link').getAttribute('href');
    expect(href).toMatch(/^\/invitation\/[A-Za-z0-9_-]+$/);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await issuedTo(first).getByTestId('issued-link-copy').tap();
    await expect(page.getByText('Link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(href);

    // Resending the second invitation shows its new link once; the earlier one no longer opens it.
    const secondItem = panel.locator(`[data-testid="invitation-item"][data-email="${second}"]`);
    const earlier = (await issuedTo(second).getByTestId('issued-link-url').textContent())!;
    await secondItem.getByTestId('invitation-resend').tap();
    await expect(panel.getByTestId('issued-link')).toHaveCount(1);
    await expect(issuedTo(second).getByTestId('issued-link-url')).toHaveText(/\/invitation\/[A-Za-z0-9_-]+$/);
    await expect(issuedTo(second).getByTestId('issued-link-url')).not.toHaveText(earlier);
    await panel.getByTestId('issued-links-done').tap();
    await expect(panel.getByTestId('issued-links')).toHaveCount(0);
    const stale = await browser.newContext();
    const staleTab = await stale.newPage();
    await staleTab.goto(new URL(earlier).pathname);
    await expect(staleTab.getByTestId('invitation-invalid-reason')).toHaveText('Invalid invitation link');
    await stale.close();

    // Cancelling the second invitation removes its actions.
    await secondItem.getByTestId('invitation-cancel').tap();
    await page.locator('ion-alert').getByRole('button', { name: 'Cancel invitation' }).tap();
    await expect(secondItem.getByTestId('invitation-status')).toHaveText('Cancelled');
    await expect(secondItem.getByTestId('invitation-resend')).toHaveCount(0);
    await expect(secondItem.getByTestId('invitation-days-left')).toHaveCount(0);

    // The invitee, in their own browser, registers from the link.
    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto(href!);
    const form = guest.getByTestId('registration-form');
    await expect(form).toBeVisible();
    await expect(form.getByTestId('registration-email').locator(NATIVE_INPUT)).toHaveValue(first);
    await expect(form.getByTestId('registration-email').locator(NATIVE_INPUT)).toHaveAttribute('readonly', '');

    const errorOf = (testId: string) => form.getByTestId(testId).locator('.error-text');
    await form.getByTestId('registration-submit').tap();
    await expect(errorOf('registration-first-name')).toHaveText('First name is required');
    await expect(errorOf('registration-last-name')).toHaveText('Last name is required');
    await expect(errorOf('registration-password')).toHaveText('Password is required');
    await expect(errorOf('registration-password-confirmation')).toHaveText('Please confirm your password');

    // Editing a field clears that field's error only.
    await form.getByTestId('registration-first-name').locator(NATIVE_INPUT).fill('Ada');
    await expect(form.getByTestId('registration-first-name')).not.toContainText('First name is required');
    await expect(errorOf('registration-last-name')).toHaveText('Last name is required');

    await form.getByTestId('registration-last-name').locator(NATIVE_INPUT).fill('Lovelace');
    await form.getByTestId('registration-password').locator(NATIVE_INPUT).fill('short');
    await form.getByTestId('registration-password-confirmation').locator(NATIVE_INPUT).fill('different-one');
    await form.getByTestId('registration-submit').tap();
    await expect(errorOf('registration-password')).toHaveText('Password must be at least 8 characters');
    await form.getByTestId('registration-password').locator(NATIVE_INPUT).fill(password);
    await form.getByTestId('registration-submit').tap();
    await expect(errorOf('registration-password-confirmation')).toHaveText('Passwords do not match');

    // The show/hide toggle reveals the password.
    const passwordInput = form.getByTestId('registration-password').locator(NATIVE_INPUT);
    await expect(passwordInput).toHaveAttribute('type', 'password');
    await form.getByTestId('registration-password').getByRole('button', { name: 'Show password' }).tap();
    await expect(passwordInput).toHaveAttribute('type', 'text');

    await form.getByTestId('registration-password-confirmation').locator(NATIVE_INPUT).fill(password);
    await form.getByTestId('registration-submit').tap();
    await expect(guest.getByTestId('registration-success')).toBeVisible();
    const shownAt = Date.now();
    await expect(guest).toHaveURL(/\/login$/);
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);

    // The new creator can sign in.
    await signIn(guest, first, password);
    await expect(guest.getByText(`Welcome, ${first}`)).toBeVisible();

    // The admin sees the invitation accepted, without actions.
    await panel.getByTestId('invitations-refresh').tap();
    const firstItem = panel.locator(`[data-testid="invitation-item"][data-email="${first}"]`);
    await expect(firstItem.getByTestId('invitation-status')).toHaveText('Accepted');
    await expect(firstItem.getByTestId('invitation-resend')).toHaveCount(0);

    // The link is single-use.
    const later = await browser.newContext();
    const again = await later.newPage();
    await again.goto(href!);
    await expect(again.getByTestId('invitation-invalid')).toBeVisible();
    await expect(again.getByTestId('invitation-invalid-reason')).toHaveText('Invalid or expired invitation');
    await again.getByTestId('invitation-go-to-login').tap();
    await expect(again).toHaveURL(/\/login$/);
    await later.close();
    await visitor.close();
  });

  test('an unknown invitation token shows the invalid card', async ({ page }) => {
    await page.goto(`/invitation/${randomUUID()}`);
    await expect(page.getByTestId('invitation-invalid-reason')).toHaveText('Invalid invitation link');
    await expect(page.getByTestId('invitation-go-to-login')).toBeVisible();
  });
});
