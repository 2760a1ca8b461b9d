/**
 * The generated medium room finished at 390×844 without a pointer and without sight (issue 14):
 * once by keyboard alone (Tab, Shift+Tab, Enter, Space, Escape and typing; each target found by
 * tabbing until the focused node has its accessible name), with reduced motion asked for; and once
 * by reading only the accessibility tree (roles and names, and what the live region says).
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support';
import { createMediumRoom, playAsNewPlayer, workOutCode, type GeneratedRoom } from './generated-room';
import {
  announcer,
  elementDialog,
  finishRoom,
  focusedNode,
  hotspotName,
  itemName,
  tabTo,
  type AccessPlayer,
} from './play-access';
import type { PlayElement } from '@core';

const ACTION = /^(Inspect|Take|Open|Go through)$/;

let room: GeneratedRoom;

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  room = await createMediumRoom(browser, testInfo.project.use.baseURL);
});

const focusInside = (page: Page, selector: string) =>
  page.locator(selector).evaluate((overlay) => overlay.contains(document.activeElement));

function keyboardPlayer(page: Page): AccessPlayer {
  let opened: PlayElement | null = null;
  let triedCode = false;
  return {
    async buyHint() {
      await tabTo(page, 'button', /^Hint/);
      // Reached by the keyboard, the Hint button shows its focus ring.
      await expect(page.getByTestId('hint-button')).toHaveCSS('outline-style', 'solid');
      await page.keyboard.press('Enter');
      const sheet = page.locator('ion-modal[data-testid="hint-sheet"]');
      // The sheet's code is fetched the first time it opens: a player tabs on once it is there.
      await expect(sheet).toBeVisible();
      await tabTo(page, 'button', /^(Buy hint|Show hint)/);
      await page.keyboard.press('Enter');
      const words = await sheet.getByTestId('hint-words').innerText();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      expect((await focusedNode(page)).name).toMatch(/^Hint/);
      return words;
    },
    async readClues(elements) {
      await tabTo(page, 'button', /^Journal$/);
      await page.keyboard.press('Enter');
      const journal = page.locator('ion-modal[data-testid="journal"]');
      await expect(journal).toBeVisible();
      const texts: string[] = [];
      for (const el of elements)
        texts.push(await journal.getByTestId(`journal-clue-${el.id}`).locator('.play-clue').innerText());
      await page.keyboard.press('Escape');
      await expect(journal).toBeHidden();
      return texts;
    },
    async open(el) {
      await tabTo(page, 'button', hotspotName(el));
      await expect(page.locator('.play-hotspot:focus-visible')).toHaveCSS('outline-style', 'solid');
      await page.keyboard.press('Enter');
      await expect(elementDialog(page)).toBeVisible();
      opened = el;
      triedCode = false;
    },
    async tryCode(lock, clueTexts) {
      const code = workOutCode(
        lock,
        await elementDialog(page).getByTestId('element-description').innerText(),
        clueTexts,
      );
      await tabTo(page, 'textbox', /^Combination/);
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
      triedCode = true;
      // What a player sees: the result under the code, the snackbar under the header, no control covered.
      const result = elementDialog(page).getByTestId('element-outcome');
      await expect(result).toBeVisible();
      // Names the code itself unsealed read in full ("Revealed: Vault Key", never "Revealed: …").
      await expect(result).not.toContainText('…');
      await page.screenshot({ path: `test-results/play-keyboard/code-${lock.id}.png` });
      return code;
    },
    async act() {
      await tabTo(page, 'button', ACTION);
      await page.keyboard.press('Space');
    },
    async useItem(item, el) {
      await tabTo(page, 'button', itemName(item));
      await expect(page.locator('.play-item:focus-visible')).toHaveCSS('outline-style', 'solid');
      await page.keyboard.press('Enter');
      await expect(announcer(page)).toContainText(`${item.name} selected`);
      await tabTo(page, 'button', hotspotName(el), true);
      await page.keyboard.press('Enter');
      opened = el;
      triedCode = false;
    },
    async close() {
      // The focus stayed in the dialog (after a code, on its result), and Escape closes it from there.
      await expect.poll(() => focusInside(page, 'ion-modal[data-testid="element-dialog"]')).toBe(true);
      if (triedCode) await expect.poll(async () => (await focusedNode(page)).name).toBe('Result');
      await page.keyboard.press('Escape');
      await expect(elementDialog(page)).toBeHidden();
      await expect.poll(async () => (await focusedNode(page)).name).toMatch(hotspotName(opened!));
    },
    async goTo(sceneName) {
      // A closed native select steps through its options with the arrow keys, each step a move.
      await tabTo(page, 'combobox', /^Go to scene$/);
      const picker = page.getByTestId('scene-picker');
      const names = await picker.locator('option').allInnerTexts();
      const from = names.indexOf(await picker.locator('option:checked').innerText());
      const to = names.indexOf(sceneName);
      for (let i = 0; i < Math.abs(to - from); i++) await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
    },
  };
}

function treePlayer(page: Page): AccessPlayer {
  // The dialog role is on a wrapper in the modal's shadow root; its content is the modal's own.
  const dialogOf = (name: string) =>
    page.locator('ion-modal').filter({ has: page.getByRole('dialog', { name, exact: true }) });
  let opened: PlayElement | null = null;
  return {
    async buyHint() {
      await page.getByRole('button', { name: /^Hint/ }).press('Enter');
      const sheet = dialogOf('Hint');
      await sheet.getByRole('button', { name: /^(Buy hint|Show hint)/ }).press('Enter');
      // Online the words come back with the server's answer: they then open the sheet, above its cost.
      const first = sheet.getByRole('paragraph').first();
      await expect(first).not.toHaveText(/^(Hint costs|Shown again free)/);
      const words = await first.innerText();
      await sheet.getByRole('button', { name: 'Close hints' }).press('Enter');
      await expect(sheet).toBeHidden();
      return words;
    },
    async readClues(elements) {
      await page.getByRole('button', { name: 'Journal' }).press('Enter');
      const journal = dialogOf('Journal');
      const texts: string[] = [];
      for (const el of elements) {
        const entry = journal.getByRole('listitem').filter({ has: page.getByRole('heading', { name: el.name }) });
        texts.push(await entry.getByRole('paragraph').innerText());
      }
      await journal.getByRole('button', { name: 'Close journal' }).press('Enter');
      await expect(journal).toBeHidden();
      return texts;
    },
    async open(el) {
      await page.getByRole('button', { name: hotspotName(el) }).press('Enter');
      await expect(dialogOf(el.name)).toBeVisible();
      // Behind the dialog, the page is out of the tree.
      await expect(page.getByRole('button', { name: 'Journal' })).toHaveCount(0);
      opened = el;
    },
    async tryCode(lock, clueTexts) {
      const dialog = dialogOf(lock.name);
      const code = workOutCode(lock, await dialog.getByRole('paragraph').first().innerText(), clueTexts);
      // Ionic keeps a disabled copy of a focused field for scrolling; the player types in the live one.
      const field = dialog.getByRole('textbox', { name: 'Combination', disabled: false });
      await field.fill(code);
      await field.press('Enter');
      return code;
    },
    async act() {
      await dialogOf(opened!.name).getByRole('button', { name: ACTION }).press('Space');
    },
    async useItem(item, el) {
      await page.getByRole('button', { name: itemName(item) }).press('Enter');
      await expect(page.getByRole('button', { name: `${item.name} (selected)`, pressed: true })).toBeVisible();
      await page.getByRole('button', { name: hotspotName(el) }).press('Enter');
      opened = el;
    },
    async close() {
      await dialogOf(opened!.name).getByRole('button', { name: 'Close' }).press('Enter');
    },
    async goTo(sceneName) {
      await page.getByRole('combobox', { name: 'Go to scene' }).selectOption({ label: sceneName });
    },
  };
}

test.describe('a generated room without a pointer or without sight', () => {
  test('finished by keyboard alone, with reduced motion: no pulsing hot-spots, no sliding dialogs', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await playAsNewPlayer(page, room.id);
    const hotspot = page.locator('.play-hotspot').first();
    await expect(hotspot).toHaveCSS('animation-duration', '2.4s');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(page.getByTestId('scene')).toBeVisible();
    for (const node of await page.locator('.play-hotspot, .play-scene').all()) {
      await expect(node).toHaveCSS('animation-duration', '0s');
      await expect(node).toHaveCSS('transition-duration', '0s');
    }

    const done = await finishRoom(page, room, keyboardPlayer(page));
    expect(done.twoClueCodes).toBeGreaterThan(0);
    expect(done.keysUsed).toBeGreaterThan(0);
    // The last dialog went with the escape; the focus went to the escape screen's heading.
    await expect.poll(() => focusedNode(page)).toEqual({ role: 'heading', name: 'You escaped!' });
  });

  test('finished reading only the accessibility tree: roles, names and what the live region says', async ({ page }) => {
    test.setTimeout(150_000);
    // As a screen-reader user who turned animations off: Ionic's transitions skipped (a third less time).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await playAsNewPlayer(page, room.id);
    await expect(announcer(page)).toHaveAttribute('role', 'status');
    await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
    // One live region: the snackbar is hidden from screen readers, the old per-dialog regions are gone.
    await expect(page.locator('.play-page [aria-live]:not([data-testid="sync-status"])')).toHaveCount(0);

    const done = await finishRoom(page, room, treePlayer(page));
    expect(done.twoClueCodes).toBeGreaterThan(0);
    expect(done.hintWords.length).toBeGreaterThan(10);
    await expect(announcer(page)).toContainText('You escaped!');
    await expect(page.getByRole('heading', { name: 'You escaped!' })).toBeVisible();
  });
});
