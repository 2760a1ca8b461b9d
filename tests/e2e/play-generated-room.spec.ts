/**
 * A generated medium room played to the end at 390×844 by tapping only, the way a new player
 * would: clues are read again in the Journal and each code is worked out from what they say
 * (with the core puzzle solvers, never from the room's solutions), keys are used by tapping the
 * key and then the lock, a hidden item is drawn only once revealed and gone once taken, a hint
 * shows its cost before it is bought and is shown again free. The order of the steps comes from
 * the checker's shortest solution; each scene is attached to the test report as a screenshot.
 */
import { expect, type Page, type TestInfo } from '@playwright/test';
import { HINT_COST_POINTS, clueSourcesOf, initialState, step, type GameState, type RoomPackage } from '@core';
import { test, NATIVE_INPUT, settled } from './support';
import { createMediumRoom, playAsNewPlayer, workOutCode } from './generated-room';
import { stillShown } from './play-driver';

// A long play-through: its subject is the room's rules and flow over many taps, not motion, so it
// plays as a player who turned animations off would (Ionic's transitions skipped; about a third
// less time). play.spec, play-phone.spec, first-press and the a11y sweep play with the default motion.
test.use({ reducedMotion: 'reduce' });

async function attachScene(page: Page, testInfo: TestInfo, label: string) {
  await testInfo.attach(label, { body: await page.screenshot(), contentType: 'image/png' });
}

/**
 * A snackbar shown with the element dialog sits under its header, never over its Close button,
 * also when the message is what opened the dialog (a key tapped onto a lock).
 */
async function expectSnackbarUnderHeader(page: Page) {
  // Presented toasts only (Ionic hides the others); an earlier one may still be on its way out.
  const shown = page.locator('ion-toast[data-testid="play-message"]:not(.overlay-hidden)');
  if ((await shown.count()) === 0) return;
  const wrapper = shown.last().locator('.toast-wrapper');
  const header = page.locator('ion-modal[data-testid="element-dialog"] ion-header');
  await expect(wrapper).toBeVisible();
  await expect
    .poll(async () => {
      const [toastBox, headerBox] = [await wrapper.boundingBox(), await header.boundingBox()];
      return toastBox && headerBox ? toastBox.y - (headerBox.y + headerBox.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}

/** "Scene N of M" by the scene's place in the room's order (the header's counter). */
function counterOf(pkg: RoomPackage, sceneId: string): string {
  const ordered = [...pkg.scenes].sort((a, b) => a.order_index - b.order_index);
  return `Scene ${ordered.findIndex((scene) => scene.id === sceneId) + 1} of ${ordered.length}`;
}

/** The element dialog closes by itself when its element leaves the scene (taken, new scene, escape); else the player closes it. */
async function closeDialog(page: Page, pkg: RoomPackage, next: GameState, elementId: string) {
  const dialog = page.locator('ion-modal[data-testid="element-dialog"]');
  if (stillShown(pkg, next, elementId)) {
    await expect(dialog).toBeVisible();
    await expectSnackbarUnderHeader(page);
    await dialog.getByRole('button', { name: 'Close' }).tap();
  }
  await expect(dialog).toBeHidden();
}

/** The clue texts the Journal shows for these elements (opening and closing the Journal). */
async function readJournal(page: Page, elementIds: string[]): Promise<string[]> {
  await page.getByTestId('journal-button').tap();
  const journal = page.locator('ion-modal[data-testid="journal"]');
  await settled(journal);
  const texts: string[] = [];
  for (const id of elementIds)
    texts.push(await journal.getByTestId(`journal-clue-${id}`).locator('.play-clue').innerText());
  await journal.getByRole('button', { name: 'Close journal' }).tap();
  await expect(journal).toBeHidden();
  return texts;
}

test.describe('a generated room, played by tapping on a phone', () => {
  test('a medium room is finished by tapping only: journal clues, a code from two clues, key then lock, a hidden item, a hint', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(300_000);
    const { id, pkg, actions, elements } = await createMediumRoom(browser, testInfo.project.use.baseURL);
    await playAsNewPlayer(page, id);
    await expect(page.getByTestId('scene-counter')).toHaveText(`Scene 1 of ${pkg.scenes.length}`);
    await attachScene(page, testInfo, 'scene-1');

    let state: GameState = initialState(pkg);
    let twoClueCodes = 0;
    let keysUsed = 0;
    let hiddenTaken = 0;
    let hintBought = false;
    let walkedBack = 0;
    const seen = new Set([state.scene_id]);
    for (const action of actions) {
      if (action.type === 'hint') continue;
      if (action.type === 'go_to_scene') {
        // Back to a scene already opened (the picker lists only those): a part found later is used there.
        await page.getByTestId('scene-picker').selectOption(action.scene_id);
        state = step(pkg, state, action).state;
        await expect(page.getByTestId('scene-counter')).toHaveText(counterOf(pkg, state.scene_id));
        walkedBack++;
        continue;
      }
      const el = elements.get(action.element_id)!;

      // Before the first code, buy a hint: its cost is shown first, and seeing it again is free.
      if (action.type === 'interact' && action.input && !hintBought) {
        hintBought = true;
        state = await buyHint(page, pkg, state);
      }

      if (action.type === 'use_item') {
        await page.getByTestId(`inventory-item-${action.item_id}`).tap();
        await expect(page.getByTestId('selection-note')).toContainText('selected');
        await page.getByTestId(`element-${action.element_id}`).tap();
        await expect(page.getByTestId(`inventory-item-${action.item_id}`)).toHaveCount(0);
        if (elements.get(action.item_id)?.element_type === 'key') keysUsed++;
      } else {
        const hiddenAtStart = !el.visible;
        const hotspot = page.getByTestId(`element-${el.id}`);
        if (hiddenAtStart) {
          // Drawn by the play screen over the scene only now that it is revealed.
          await expect(hotspot).toBeVisible();
          await expect(page.getByTestId(`sprite-${el.id}`).locator('svg')).toBeVisible();
        }
        let code: string | undefined;
        if (action.input) {
          const sources = clueSourcesOf(el);
          const texts = await readJournal(page, sources);
          await hotspot.tap();
          const dialog = page.locator('ion-modal[data-testid="element-dialog"]');
          await settled(dialog);
          const lockText = await dialog.getByTestId('element-description').innerText();
          code = workOutCode(el, lockText, texts);
          expect(code).toBe(action.input);
          if (sources.length >= 2) twoClueCodes++;
          const input = dialog.getByTestId('combination-input').locator(NATIVE_INPUT);
          if (/^\d+$/.test(code)) await expect(input).toHaveAttribute('inputmode', 'numeric');
          await input.fill(code);
          await dialog.getByTestId('try-combination').tap();
          await expect(dialog.getByTestId('element-outcome')).toBeVisible();
        } else {
          await hotspot.tap();
          const dialog = page.locator('ion-modal[data-testid="element-dialog"]');
          await settled(dialog);
          await dialog.getByTestId('element-action').tap();
        }
        if (hiddenAtStart && el.yields.collect) {
          await expect(page.getByTestId(`inventory-item-${el.id}`)).toBeVisible();
          hiddenTaken++;
        }
      }
      const before = state;
      state = step(pkg, state, action).state;
      await closeDialog(page, pkg, state, action.element_id);
      if (!state.escaped) {
        await expect(page.getByTestId('points')).toHaveAttribute('aria-label', `${state.points} points`);
        // Taken items leave the scene; hidden elements still to be revealed are not drawn.
        for (const [id, runtime] of Object.entries(state.elements)) {
          const here = pkg.scenes.find((s) => s.id === state.scene_id)!.elements.some((e) => e.id === id);
          if (here && !runtime.visible) {
            await expect(page.getByTestId(`element-${id}`)).toHaveCount(0);
            await expect(page.getByTestId(`sprite-${id}`)).toHaveCount(0);
          }
          const taken =
            state.inventory.some((item) => item.id === id) ||
            (runtime.state === 'solved' && elements.get(id)!.yields.collect);
          if (here && taken) await expect(page.getByTestId(`sprite-${id}`)).toHaveCount(0);
        }
        if (state.scene_id !== before.scene_id) {
          await expect(page.getByTestId('scene-counter')).toHaveText(counterOf(pkg, state.scene_id));
          if (!seen.has(state.scene_id)) await attachScene(page, testInfo, `scene-${seen.size + 1}`);
          seen.add(state.scene_id);
        }
      }
    }

    await expect(page.getByTestId('escape-screen')).toBeVisible();
    await attachScene(page, testInfo, 'escaped');
    await expect(page.getByTestId('escape-points')).toHaveText(String(state.points));
    await expect(page.getByTestId('escape-time')).not.toBeEmpty();
    await expect(page.getByTestId('escape-screen')).toContainText(`${state.hints_used}`);
    expect(twoClueCodes).toBeGreaterThan(0);
    expect(keysUsed).toBeGreaterThan(0);
    expect(hiddenTaken).toBeGreaterThan(0);
    expect(hintBought).toBe(true);
    testInfo.annotations.push({ type: 'walked back', description: String(walkedBack) });
  });
});

/** Buys one hint through the header: its cost first, then the hint; opening the sheet again shows it free. */
async function buyHint(page: Page, pkg: RoomPackage, state: GameState): Promise<GameState> {
  const next = step(pkg, state, { type: 'hint' }).state;
  await page.getByTestId('hint-button').tap();
  const sheet = page.locator('ion-modal[data-testid="hint-sheet"]');
  await settled(sheet);
  await expect(sheet.getByTestId('hint-cost')).toHaveText(`Hint costs ${HINT_COST_POINTS} points`);
  // A tap while the sheet is still sliding in can be lost on a busy phone: tap again only while no
  // hint has appeared (the button stays for the next hint, so a second tap after a hit would buy twice).
  const shown = sheet.getByTestId('hint-words');
  await expect(async () => {
    if ((await shown.count()) === 0) await sheet.getByTestId('buy-hint').tap({ timeout: 5_000 });
    await expect(shown).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const words = await shown.innerText();
  expect(words.length).toBeGreaterThan(10);
  await expect(page.getByTestId('points')).toHaveAttribute('aria-label', `${next.points} points`);
  await sheet.getByRole('button', { name: 'Close hints' }).tap();
  await expect(sheet).toBeHidden();
  await page.getByTestId('hint-button').tap();
  await expect(sheet.getByTestId('hints-bought')).toContainText(words);
  await sheet.getByRole('button', { name: 'Close hints' }).tap();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('points')).toHaveAttribute('aria-label', `${next.points} points`);
  return next;
}
