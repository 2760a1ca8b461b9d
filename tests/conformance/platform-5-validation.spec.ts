import {
  answerSurveyUpToContact,
  fillField,
  inviteByApi,
  openAdminTab,
  recordApiCalls,
  signInAs,
  uniqueEmail,
  logOut,
} from './platform-helpers';
import { NATIVE_INPUT, expect, newUser, press, scenario, snap, test, throwawayAdmin } from './support';

test(
  scenario(
    'platform',
    5,
    'Validation: required answers, "Passwords do not match" without a call, invitation and bulk emails, registration',
  ),
  async ({ page }) => {
    test.setTimeout(120_000);
    const calls = recordApiCalls(page);
    const authCalls: string[] = [];
    page.on('request', (request) => {
      if (/identitytoolkit|securetoken|accounts:/.test(request.url())) authCalls.push(request.url());
    });

    // Early access: full name and email are required (email input of email type) before Submit is enabled.
    await page.goto('/early-access');
    await answerSurveyUpToContact(page);
    const submit = page.getByTestId('ea-submit');
    await expect(page.getByTestId('ea-email').locator(NATIVE_INPUT)).toHaveAttribute('type', 'email');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await fillField(page, 'ea-email', uniqueEmail('applicant'));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await fillField(page, 'ea-full-name', 'Annie Easley');
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    await fillField(page, 'ea-full-name', '');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');

    // Signup: different passwords give "Passwords do not match" and no call is made.
    const visitor = newUser('visitor');
    await page.goto('/signup');
    const before = calls.length;
    const authBefore = authCalls.length;
    await fillField(page, 'signup-email', visitor.email);
    await fillField(page, 'signup-password', 'first-password');
    await fillField(page, 'signup-password-confirmation', 'other-password');
    await press(page, page.getByTestId('signup-submit'));
    await expect(page.getByTestId('signup-error')).toHaveText('Passwords do not match');
    await expect(page.getByTestId('signup-error')).toHaveAttribute('role', 'alert');
    await snap(page, 'signup-mismatch');
    expect(calls.slice(before).filter((c) => c.path === '/api/v1/signup')).toEqual([]);
    expect(authCalls.slice(authBefore)).toEqual([]);
    await expect(page).toHaveURL(/\/signup$/);

    // Invitation email: required, then of an email's shape; bulk: every entry valid, at least one.
    // An admin of this test's own: it signs out below (throwawayAdmin says why).
    const ownAdmin = await throwawayAdmin(page);
    await signInAs(page, ownAdmin.email, ownAdmin.password);
    const panel = await openAdminTab(page, 'invitations', 'User Invitations');
    const posts = () => calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/v1/admin/invitations'));
    const single = panel.getByTestId('invite-form');
    await press(page, single.getByTestId('invite-send'));
    await expect(single.getByTestId('invite-error')).toHaveText('Please enter an email address');
    await fillField(single, 'invite-email', '   ');
    await press(page, single.getByTestId('invite-send'));
    await expect(single.getByTestId('invite-error')).toHaveText('Please enter an email address');
    await fillField(single, 'invite-email', 'someone@');
    await press(page, single.getByTestId('invite-send'));
    await expect(single.getByTestId('invite-error')).toHaveText('Please enter a valid email address');
    await fillField(single, 'invite-email', 'no-at-sign.example');
    await press(page, single.getByTestId('invite-send'));
    await expect(single.getByTestId('invite-error')).toHaveText('Please enter a valid email address');

    const bulk = panel.getByTestId('bulk-invite-form');
    await fillField(bulk, 'bulk-emails', `${uniqueEmail('creator')}, not-an-email\nalso wrong@\n`);
    await press(page, bulk.getByTestId('bulk-send'));
    await expect(bulk.getByTestId('bulk-error')).toHaveText('Invalid email addresses: not-an-email, also wrong@');
    await fillField(bulk, 'bulk-emails', ' ,\n , ');
    await press(page, bulk.getByTestId('bulk-send'));
    await expect(bulk.getByTestId('bulk-error')).toHaveText('Please enter email addresses');
    await press(page, bulk.getByTestId('bulk-send'));
    await snap(page, 'invitation-validation');
    expect(posts()).toEqual([]);

    // Registration: each field's message, cleared when that field is edited; no accept call until valid.
    const invitee = uniqueEmail('creator');
    const invitation = await inviteByApi(page, invitee);
    await logOut(page);
    await page.goto(`/invitation/${invitation.invitation_token}`);
    const form = page.getByTestId('registration-form');
    const errorOf = (testId: string) => form.getByTestId(testId).locator('.error-text');
    await press(page, form.getByTestId('registration-submit'));
    await expect(errorOf('registration-first-name')).toHaveText('First name is required');
    await expect(errorOf('registration-last-name')).toHaveText('Last name is required');
    await expect(errorOf('registration-password')).toHaveText('Password is required');
    await expect(errorOf('registration-password-confirmation')).toHaveText('Please confirm your password');
    await snap(page, 'registration-required');
    await fillField(form, 'registration-first-name', 'Annie');
    await expect(errorOf('registration-first-name')).toBeHidden();
    await expect(errorOf('registration-last-name')).toHaveText('Last name is required');
    await fillField(form, 'registration-last-name', 'Easley');
    await expect(errorOf('registration-last-name')).toBeHidden();
    await fillField(form, 'registration-password', 'seven77');
    await expect(errorOf('registration-password')).toBeHidden();
    await expect(errorOf('registration-password-confirmation')).toHaveText('Please confirm your password');
    await fillField(form, 'registration-password-confirmation', 'seven77');
    await expect(errorOf('registration-password-confirmation')).toBeHidden();
    await press(page, form.getByTestId('registration-submit'));
    await expect(errorOf('registration-password')).toHaveText('Password must be at least 8 characters');
    await fillField(form, 'registration-password', 'eight888');
    await fillField(form, 'registration-password-confirmation', 'eight889');
    await press(page, form.getByTestId('registration-submit'));
    await expect(errorOf('registration-password-confirmation')).toHaveText('Passwords do not match');
    await expect(errorOf('registration-password')).toBeHidden();
    await snap(page, 'registration-mismatch');
    expect(calls.filter((c) => c.path === '/api/v1/invitations/accept')).toEqual([]);
  },
);
