import {
  expect,
  test,
  newUser,
  sampleRoomId,
  sessionRow,
  signUpThroughUi,
  solutionFor,
  waitForServiceWorkerControl,
} from './support';
import { playToEscape } from './play-driver';

test.describe('playing a published room', () => {
  test('a player opens the sample room from the list and plays it to the escape screen, with touch', async ({
    page,
  }) => {
    const player = newUser('player');
    const { pkg, actions } = await solutionFor(sampleRoomId);
    await signUpThroughUi(page, player.email, player.password);
    await page.goto('/escape-rooms');
    await page.getByTestId(`play-room-${sampleRoomId}`).tap();
    await expect(page).toHaveURL(new RegExp(`/play/${sampleRoomId}$`));

    await playToEscape(page, pkg, actions, 'tap');
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
    const shown = Number(await page.getByTestId('escape-points').innerText());
    expect(shown).toBeGreaterThan(0);
    const row = await sessionRow(sampleRoomId, player.email);
    expect(row).toMatchObject({ completed: true, total_points: shown });
  });

  test('the same room plays offline from the cache and its queued actions sync once back online', async ({
    page,
    context,
  }) => {
    const player = newUser('player');
    const { pkg, actions } = await solutionFor(sampleRoomId);
    await signUpThroughUi(page, player.email, player.password);
    // Opening the room online stores its package and images on the device.
    await page.goto(`/escape-room/${sampleRoomId}`);
    await expect(page.getByTestId('scene')).toBeVisible();
    await expect(page.locator('[data-testid="scene"] img')).toBeVisible();
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-badge')).toBeVisible();
    await expect(page.locator('[data-testid="scene"] img')).toBeVisible();
    await playToEscape(page, pkg, actions);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', String(actions.length));
    expect((await sessionRow(sampleRoomId, player.email))?.completed ?? false).toBe(false);
    const shown = Number(await page.getByTestId('escape-points').innerText());

    await context.setOffline(false);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
    const synced = await sessionRow(sampleRoomId, player.email);
    expect(synced).toMatchObject({ completed: true, total_points: shown, actions: actions.length });

    // Opening the room again flushes the queue again: nothing is applied twice.
    await page.reload();
    await expect(page.getByTestId('escape-screen')).toBeVisible();
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
    expect(await sessionRow(sampleRoomId, player.email)).toMatchObject({
      total_points: shown,
      actions: actions.length,
    });
  });
});
