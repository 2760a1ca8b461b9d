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
import type { Page } from '@playwright/test';
import { playToEscape } from './play-driver';

declare global {
  interface Window {
    /** performance.now() when the play scene first showed its image and a hot-spot to press. */
    __sceneInteractiveAt?: number;
  }
}

/** From the next navigation on, the page notes when its scene first becomes interactive. */
async function markSceneInteractive(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const check = () => {
      if (window.__sceneInteractiveAt) return;
      const image = document.querySelector<HTMLImageElement>('[data-testid="scene"] img');
      const hotspot = document.querySelector('[data-testid="scene"] .play-hotspot');
      if (image?.complete && image.naturalWidth > 0 && hotspot) window.__sceneInteractiveAt = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
    document.addEventListener('load', check, true);
  });
}

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
    await markSceneInteractive(page);
    await page.reload();
    await expect(page.getByTestId('offline-badge')).toBeVisible();
    await expect(page.locator('[data-testid="scene"] img')).toBeVisible();
    // Issue 13's figure, printed (measured, not asserted): navigation to an interactive scene, offline.
    const openMs = Math.round(
      Number(await page.waitForFunction(() => window.__sceneInteractiveAt).then((t) => t.jsonValue())),
    );
    console.log(`[offline open] the cached room opened with the network off in ${openMs} ms (target ≤ 1000 ms)`);
    test.info().annotations.push({ type: 'offline-open-ms', description: String(openMs) });
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
