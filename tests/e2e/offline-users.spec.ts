import { initialState, type GameState } from '@core';
import { performAction } from './play-driver';
import {
  expect,
  newUser,
  sampleRoomId,
  sessionRow,
  signIn,
  signUpThroughUi,
  solutionFor,
  test,
  waitForServiceWorkerControl,
  browserSearchFor,
} from './support';

test.describe('offline data belongs to the person who signed in', () => {
  // Played offline: the app comes from the service worker's precache.
  test.use({ serviceWorkers: 'allow' });

  test('A plays offline and signs out; B on the same phone sees none of it; A signs in again and A’s queue syncs', async ({
    page,
    context,
  }) => {
    const alice = newUser('player');
    const bob = newUser('player');
    const { pkg, actions } = await solutionFor(sampleRoomId);
    const played = actions.slice(0, 2);

    // Arrange: A makes the room available offline, then plays two actions offline (queued on the device).
    await signUpThroughUi(page, alice.email, alice.password);
    await page.goto(browserSearchFor(pkg.title));
    const card = page.getByTestId(`room-card-${sampleRoomId}`);
    await card.getByTestId('make-available-offline').tap();
    await page.locator('ion-alert').getByRole('button', { name: 'Download' }).tap();
    await expect(card.getByTestId('offline-available')).toBeVisible({ timeout: 30_000 });
    await page.goto(`/escape-room/${sampleRoomId}`);
    await expect(page.locator('[data-testid="scene"] img')).toBeVisible();
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-badge')).toBeVisible();
    let state: GameState = initialState(pkg);
    for (const action of played) state = await performAction(page, pkg, state, action);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', String(played.length));

    // Act: A signs out while still offline.
    await page.goto('/dashboard');
    await page.getByTestId('logout').tap();
    await expect(page).toHaveURL(/\/login$/);
    await context.setOffline(false);

    // Assert: B, signed in on the same browser, has no stored room and sent nothing of A's.
    await signUpThroughUi(page, bob.email, bob.password);
    await page.goto(browserSearchFor(pkg.title));
    await expect(page.getByTestId(`room-card-${sampleRoomId}`)).toBeVisible();
    await expect(page.getByTestId(`room-card-${sampleRoomId}`).getByTestId('offline-available')).toHaveCount(0);
    await page.goto('/escape-rooms');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('rooms-empty')).toBeVisible();
    await expect(page.getByTestId('rooms-empty')).toContainText('No escape rooms on this device');
    await context.setOffline(false);
    expect((await sessionRow(sampleRoomId, bob.email))?.actions ?? 0).toBe(0);
    expect((await sessionRow(sampleRoomId, alice.email))?.actions ?? 0).toBe(0);

    // Assert: once A signs in again (online), A's queued actions reach the server under A's account.
    await page.goto('/dashboard');
    await page.getByTestId('logout').tap();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, alice.email, alice.password);
    await expect
      .poll(async () => (await sessionRow(sampleRoomId, alice.email))?.actions ?? 0, { timeout: 30_000 })
      .toBe(played.length);
    expect((await sessionRow(sampleRoomId, bob.email))?.actions ?? 0).toBe(0);
  });
});
