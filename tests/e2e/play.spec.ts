import {
  expect,
  test,
  newUser,
  sampleRoomId,
  sessionRow,
  signUpThroughUi,
  solutionFor,
  waitForServiceWorkerControl,
  browserSearchFor,
} from './support';
import type { Page } from '@playwright/test';
import { initialState } from '@core';
import { performAction } from './play-driver';

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
  // As a player who turned animations off: the taps come soon after each touch drag, where
  // Chromium sometimes sent a tap's pointer events but no click (6 of 7 runs lost a tap before
  // the hot-spots pressed themselves on a lost click, src/pages/play/scene/tap-press.ts).
  test.use({ reducedMotion: 'reduce' });
  // The second half is played offline: the app and the room's pictures come from the service worker.
  test.use({ serviceWorkers: 'allow' });

  // One walk through the sample room covers both ways to play it: the first half online, by tap,
  // from the room list; then the player makes the room available offline (and the run unranked);
  // the rest offline, from the stored copy, by drag; then the queue syncs.
  test('a player opens the sample room from the list, plays half of it online by tap, makes it available offline (unranked), plays the rest offline, and the queued actions sync once back online', async ({
    page,
    context,
  }) => {
    // The sample room is a medium room with bushy puzzle charts: 36 steps, some walking back a scene.
    test.setTimeout(240_000);
    const player = newUser('player');
    const { pkg, actions } = await solutionFor(sampleRoomId);
    const online = actions.slice(0, Math.ceil(actions.length / 2));
    const offline = actions.slice(online.length);
    await signUpThroughUi(page, player.email, player.password);
    await page.goto(browserSearchFor(pkg.title));
    await page.getByTestId(`play-room-${sampleRoomId}`).tap();
    await expect(page).toHaveURL(new RegExp(`/play/${sampleRoomId}$`));

    // Online: every action reaches the server as it is played.
    await expect(page.locator('[data-testid="scene"] img')).toBeVisible();
    let state = initialState(pkg);
    for (const action of online) state = await performAction(page, pkg, state, action, 'tap');
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
    expect(await sessionRow(sampleRoomId, player.email)).toMatchObject({
      completed: false,
      actions: online.length,
      unranked: false,
    });
    await expect(page.getByTestId('unranked-badge')).toHaveCount(0);

    // Offline is the player's choice: the room card says what it costs before it downloads anything.
    await page.getByTestId('play-back').tap();
    const card = page.getByTestId(`room-card-${sampleRoomId}`);
    await card.getByTestId('make-available-offline').tap();
    const confirm = page.locator('ion-alert');
    await expect(confirm).toContainText('Offline runs count for XP, not for the leaderboard');
    await confirm.getByRole('button', { name: 'Download' }).tap();
    await expect(card.getByTestId('offline-available')).toBeVisible({ timeout: 30_000 });
    await expect(card.getByTestId('offline-download-done')).toBeVisible();
    expect(await sessionRow(sampleRoomId, player.email)).toMatchObject({ unranked: true, actions: online.length });
    await card.getByTestId(`play-room-${sampleRoomId}`).tap();
    await expect(page).toHaveURL(new RegExp(`/play/${sampleRoomId}$`));
    await expect(page.getByTestId('unranked-badge')).toBeVisible();
    await expect(page.getByTestId('points')).toHaveAttribute('aria-label', `${state.points} points`);

    // Offline: opening the room again needs nothing from the network (its package and images are stored).
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await markSceneInteractive(page);
    await page.reload();
    await expect(page.getByTestId('offline-badge')).toBeVisible();
    await expect(page.getByTestId('unranked-badge')).toBeVisible();
    await expect(page.locator('[data-testid="scene"] img')).toBeVisible();
    // Issue 13's figure, printed (measured, not asserted): navigation to an interactive scene, offline.
    const openMs = Math.round(
      Number(await page.waitForFunction(() => window.__sceneInteractiveAt).then((t) => t.jsonValue())),
    );
    console.log(`[offline open] the cached room opened with the network off in ${openMs} ms (target ≤ 1000 ms)`);
    test.info().annotations.push({ type: 'offline-open-ms', description: String(openMs) });
    await expect(page.getByTestId('points')).toHaveAttribute('aria-label', `${state.points} points`);
    for (const action of offline) state = await performAction(page, pkg, state, action);
    await expect(page.getByTestId('escape-screen')).toBeVisible();
    await expect(page.getByTestId('escape-points')).toHaveText(String(state.points));
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', String(offline.length));
    expect((await sessionRow(sampleRoomId, player.email))?.completed ?? false).toBe(false);
    const shown = Number(await page.getByTestId('escape-points').innerText());
    expect(shown).toBeGreaterThan(0);

    await context.setOffline(false);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
    const synced = await sessionRow(sampleRoomId, player.email);
    // The replay still completes the run and counts its points: unranked is not a lesser run.
    expect(synced).toMatchObject({ completed: true, total_points: shown, actions: actions.length, unranked: true });

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
