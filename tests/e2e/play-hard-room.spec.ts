/**
 * Issue 30, shown when resolved: a generated hard room played to the end at 390×844 by tapping,
 * taking two puzzle chains in an interleaved order (core's interleavedPlay: the checker's shortest
 * solution, with another chain's open step taken before the one just opened), walking back with
 * the scene picker where the order needs it. Each scene is attached to the report as a screenshot.
 */
import type { Page, TestInfo } from '@playwright/test';
import { initialState, interleavedPlay, type GameState, type RoomSolutions } from '@core';
import { expect, test, admin, signIn, solutionFor } from './support';
import { createPublishedRoom } from './editor-room';
import { playAsNewPlayer } from './generated-room';
import { performAction } from './play-driver';

// A long play-through: its subject is the room's rules and flow over many taps, not motion, so it
// plays as a player who turned animations off would (Ionic's transitions skipped; about a third
// less time). play.spec, play-phone.spec, first-press and the a11y sweep play with the default motion.
test.use({ reducedMotion: 'reduce' });

async function attachScene(page: Page, testInfo: TestInfo, label: string) {
  await testInfo.attach(label, { body: await page.screenshot(), contentType: 'image/png' });
}

test('a hard room is finished by tapping, two puzzle chains worked side by side', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(480_000);
  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password);
  const room = await createPublishedRoom(adminPage, {
    title: 'The Bookbinder’s Vault',
    description: 'A vault of bound secrets, two threads to pull at once.',
    difficulty: 'hard',
    seed: 7,
  });
  await adminContext.close();

  const { pkg, actions } = await solutionFor(room.id);
  // The codes the shortest solution enters are the answers the interleaved order needs.
  const solutions: RoomSolutions = Object.fromEntries(
    actions.flatMap((a) => (a.type === 'interact' && a.input ? [[a.element_id, a.input]] : [])),
  );
  const play = interleavedPlay(pkg, solutions, actions);
  expect(play.switches, 'puzzle steps taken before an earlier one of the shortest solution').toBeGreaterThanOrEqual(2);
  testInfo.annotations.push({ type: 'chain switches', description: `${play.switches} of ${play.steps} puzzle steps` });

  await playAsNewPlayer(page, room.id);
  await attachScene(page, testInfo, 'scene-1');
  const seen = new Set([pkg.start_scene_id]);
  let state: GameState = initialState(pkg);
  for (const action of play.actions) {
    state = await performAction(page, pkg, state, action, 'tap');
    if (!state.escaped && !seen.has(state.scene_id)) {
      seen.add(state.scene_id);
      await attachScene(page, testInfo, `scene-${seen.size}`);
    }
  }
  await expect(page.getByTestId('escape-screen')).toBeVisible();
  await attachScene(page, testInfo, 'escaped');
  await expect(page.getByTestId('escape-points')).toHaveText(String(state.points));
  expect(seen.size).toBe(pkg.scenes.length);
});
