import type { Locator, Page } from '@playwright/test';
import {
  continueSurvey,
  fillField,
  hasStoredSession,
  inviteByApi,
  openAdminTab,
  signInAs,
  signUpAs,
  surveyChip,
  surveyOption,
  uniqueEmail,
  visibleTestId,
  logOut,
} from './platform-helpers';
import { expect, newUser, press, scenario, snap, test, throwawayAdmin } from './support';
import { scrolledToTop } from '../e2e/support';

// The scenario answers some calls itself (page.route); a service worker would answer them first.
test.use({ serviceWorkers: 'block' });

const SUBMIT_PATH = '**/api/v1/public/eoi_responses';
const disabled = (button: Locator) => expect(button).toHaveAttribute('aria-disabled', 'true');
const enabled = (button: Locator) => expect(button).not.toHaveAttribute('aria-disabled', 'true');
const radio = (page: Page, field: string, text: string) =>
  page.getByTestId(`ea-${field}`).locator('ion-radio', { hasText: text });

test(
  scenario(
    'platform',
    4,
    'States and transitions: authentication, sign-out, the wizard steps and submission, the invitation lifecycle, registration, roles',
  ),
  async ({ page }) => {
    test.setTimeout(150_000);
    // Authentication starts loading; without a session it ends unauthenticated.
    await page.goto('/');
    await expect(page.getByTestId('landing-sign-in')).toBeVisible();
    const user = newUser('player');
    await signUpAs(page, user.email, user.password);

    // With a session the current user is fetched while the spinner shows.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/current_user', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.reload();
    await expect(page.getByTestId('page-loading')).toBeVisible();
    release();
    await expect(visibleTestId(page, 'welcome')).toHaveText(`Welcome, ${user.email}`);
    await page.unroute('**/api/v1/current_user');

    // A failure other than 401 keeps the session.
    await page.route('**/api/v1/current_user', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(visibleTestId(page, 'logout')).toBeVisible();
    expect(await hasStoredSession(page)).toBe(true);
    await page.unroute('**/api/v1/current_user');

    // Logout calls the server and, whatever the answer, ends the session.
    await page.route('**/api/v1/logout', (route) => route.fulfill({ status: 500, body: 'broken' }));
    const logoutCall = page.waitForRequest('**/api/v1/logout');
    await logOut(page);
    expect((await logoutCall).method()).toBe('DELETE');
    await expect(page).toHaveURL(/\/login$/);
    expect(await hasStoredSession(page)).toBe(false);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);

    // The wizard: each step's completeness enables Continue; single choices replace, multi-selects toggle.
    await page.goto('/early-access');
    const forward = page.getByTestId('ea-continue');
    await disabled(forward);
    await press(page, surveyOption(page, 'escape_motivation', 'creativity and design'));
    await enabled(forward);
    await continueSurvey(page);
    await expect(page.getByTestId('ea-step-count')).toHaveText('Step 2 of 5');
    await press(page, page.getByTestId('ea-back'));
    await expect(page.getByTestId('ea-step-count')).toHaveText('Step 1 of 5');
    await scrolledToTop(page);
    await continueSurvey(page);
    await disabled(forward);
    await press(page, surveyOption(page, 'escape_resume', 'First timer'));
    await press(page, surveyOption(page, 'escape_resume', 'Obsessed and proud'));
    await expect(radio(page, 'escape_resume', 'Obsessed and proud')).toHaveAttribute('aria-checked', 'true');
    await expect(radio(page, 'escape_resume', 'First timer')).toHaveAttribute('aria-checked', 'false');
    await press(page, surveyOption(page, 'sidekick_choice', 'puzzle genius'));
    await disabled(forward);
    await press(page, surveyOption(page, 'first_move', 'look for the hidden clue or lock'));
    await enabled(forward);
    await continueSurvey(page);
    await press(page, surveyOption(page, 'ownership_interest', 'Maybe, tell me how it works'));
    await press(page, surveyChip(page, 'escape_room_changes', 'creators earn from their ideas'));
    await disabled(forward);
    await press(page, surveyChip(page, 'puzzle_rewards', 'people love and rate it'));
    await enabled(forward);
    await press(page, surveyChip(page, 'escape_room_changes', 'creators earn from their ideas'));
    await expect(surveyChip(page, 'escape_room_changes', 'creators earn from their ideas')).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await disabled(forward);
    await press(page, surveyChip(page, 'escape_room_changes', 'add your own puzzles and rooms'));
    await expect(surveyChip(page, 'escape_room_changes', 'add your own puzzles and rooms')).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await enabled(forward);
    await continueSurvey(page);
    await press(page, surveyChip(page, 'play_rewards', 'free access to premium rooms'));
    await disabled(forward);
    await press(page, surveyChip(page, 'token_usage', 'swap for items and upgrades'));
    await enabled(forward);
    await continueSurvey(page);
    const submit = page.getByTestId('ea-submit');
    await disabled(submit);
    await fillField(page, 'ea-full-name', 'Hedy Lamarr');
    await disabled(submit);
    await fillField(page, 'ea-email', uniqueEmail('applicant'));
    await enabled(submit);

    // Submission: a failure returns to idle with an alert; then submitting (disabled, "Submitting...", spinner) → submitted.
    await page.route(SUBMIT_PATH, (route) => route.fulfill({ status: 503, body: 'down' }));
    await press(page, submit);
    await expect(page.getByTestId('ea-error')).toBeVisible();
    await expect(submit).toHaveText('Submit to Early Access');
    await enabled(submit);
    await page.unroute(SUBMIT_PATH);
    let send!: () => void;
    const sending = new Promise<void>((resolve) => (send = resolve));
    await page.route(SUBMIT_PATH, async (route) => {
      await sending;
      await route.continue().catch(() => undefined);
    });
    await press(page, submit);
    await expect(submit).toHaveText('Submitting...');
    await disabled(submit);
    await expect(submit.locator('ion-spinner')).toBeVisible();
    await snap(page, 'early-access-submitting');
    send();
    await expect(page.getByTestId('ea-thank-you')).toBeVisible();

    // Invitations: pending; cancelled; promote and demote a user. An admin of this test's own: it signs out below.
    const ownAdmin = await throwawayAdmin(page);
    await signInAs(page, ownAdmin.email, ownAdmin.password);
    const kept = uniqueEmail('creator');
    const dropped = uniqueEmail('creator');
    const keptInvitation = await inviteByApi(page, kept);
    const droppedInvitation = await inviteByApi(page, dropped);
    await page.goto('/admin');
    const panel = await openAdminTab(page, 'invitations', 'User Invitations');
    const keptItem = panel.locator(`[data-testid="invitation-item"][data-email="${kept}"]`);
    const droppedItem = panel.locator(`[data-testid="invitation-item"][data-email="${dropped}"]`);
    await expect(keptItem.getByTestId('invitation-status')).toHaveText('Pending');
    await expect(droppedItem.getByTestId('invitation-status')).toHaveText('Pending');
    await press(page, droppedItem.getByTestId('invitation-cancel'));
    await press(page, page.locator('ion-alert').getByRole('button', { name: 'Cancel invitation' }));
    await expect(droppedItem.getByTestId('invitation-status')).toHaveText('Cancelled');

    const users = await openAdminTab(page, 'users', 'User Management');
    const row = users.locator(`[data-testid="user-row"][data-email="${user.email}"]`);
    await expect(row.getByTestId('user-role')).toHaveText('User');
    await press(page, row.getByTestId('user-promote'));
    await expect(row.getByTestId('user-role')).toHaveText('Admin');
    await expect(row.getByTestId('user-demote')).toBeVisible();
    await press(page, row.getByTestId('user-demote'));
    await expect(row.getByTestId('user-role')).toHaveText('User');
    await expect(row.getByTestId('user-promote')).toBeVisible();
    await logOut(page);

    // Registration: verifying, then invalid (cancelled link) or the form, then success and /login; the link is single-use.
    await page.goto(`/invitation/${droppedInvitation.invitation_token}`);
    await expect(page.getByTestId('invitation-invalid')).toBeVisible();
    let verified!: () => void;
    const verifying = new Promise<void>((resolve) => (verified = resolve));
    await page.route('**/api/v1/invitations/verify*', async (route) => {
      await verifying;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/invitation/${keptInvitation.invitation_token}`);
    await expect(page.getByTestId('invitation-verifying')).toBeVisible();
    verified();
    const form = page.getByTestId('registration-form');
    await expect(form).toBeVisible();
    await page.unroute('**/api/v1/invitations/verify*');
    await fillField(form, 'registration-first-name', 'Hedy');
    await fillField(form, 'registration-last-name', 'Lamarr');
    await fillField(form, 'registration-password', 'frequency-hop');
    await fillField(form, 'registration-password-confirmation', 'frequency-hop');
    await press(page, form.getByTestId('registration-submit'));
    await expect(page.getByTestId('registration-success')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(`/invitation/${keptInvitation.invitation_token}`);
    await expect(page.getByTestId('invitation-invalid')).toBeVisible();

    // Pending → accepted on first use.
    await signInAs(page, ownAdmin.email, ownAdmin.password);
    await page.goto('/admin');
    const after = await openAdminTab(page, 'invitations', 'User Invitations');
    await expect(
      after.locator(`[data-testid="invitation-item"][data-email="${kept}"]`).getByTestId('invitation-status'),
    ).toHaveText('Accepted');
    await snap(page, 'invitation-accepted');
  },
);
