/**
 * The play screen on a phone (390×844) and a desktop (1280×800): the header shows the whole
 * title, "Scene N of M", points and hints; no tap target under 44 px; the scene keeps its
 * aspect and fits the width; a digit code opens the numeric keypad; the Journal keeps the
 * clues read; axe finds nothing serious. Screenshots go to test-results/play/.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { clueSourcesOf, HINT_COST_POINTS, SNACKBAR_MS, type PlayElement } from '@core';
import { expect, test, newUser, sampleRoomId, settled, signUpThroughUi, solutionFor } from './support';
import { codeKeyboard } from '../../src/pages/play/dialogs/code-keyboard';

const SHOTS = 'test-results/play';
const MIN_TAP = 44;

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
  expect(serious, `${label}:\n${serious.join('\n')}`).toEqual([]);
}

/** Every visible control of the play screen (not the dialogs), with its size. */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      '.play-page .play-header a[href], .play-page .play-header button, .play-page select, .play-hotspot, .play-item',
    );
    const small: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5)
        small.push(`${control.getAttribute('aria-label') ?? control.textContent?.trim()}: ${box.width}×${box.height}`);
    }
    return small;
  }, MIN_TAP);
}

test.describe('the play screen on a phone and a desktop', () => {
  test('header, tap targets, scene fit, keypad, journal and accessibility', async ({ page }) => {
    const player = newUser('player');
    const { pkg } = await solutionFor(sampleRoomId);
    await signUpThroughUi(page, player.email, player.password);
    await page.goto(`/play/${sampleRoomId}`);
    const scene = page.getByTestId('scene');
    await expect(scene).toBeVisible();

    // The header: the whole title (wrapped, not cut off), Scene N of M, points and hints.
    const title = page.getByTestId('room-title');
    await expect(title).toHaveText(pkg.title);
    const clipped = await title.evaluate((node) => node.scrollWidth > node.clientWidth + 1);
    expect(clipped).toBe(false);
    await expect(page.getByTestId('scene-counter')).toHaveText(`Scene 1 of ${pkg.scenes.length}`);
    for (const id of ['scene-counter', 'points', 'hints', 'hint-button', 'journal-button'])
      await expect(page.getByTestId(id)).toBeInViewport();

    expect(await smallTapTargets(page)).toEqual([]);

    // The scene keeps its aspect and fits the width.
    const start = pkg.scenes.find((s) => s.id === pkg.start_scene_id)!;
    const box = (await scene.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    expect(
      Math.abs(box.width / box.height - start.image_resolution.width / start.image_resolution.height),
    ).toBeLessThan(0.02);
    await page.screenshot({ path: `${SHOTS}/play-390.png` });
    await expectNoSeriousViolations(page, 'play page at 390');

    // A clue read stays in the Journal.
    const sources = new Set(pkg.scenes.flatMap((sc) => sc.elements.flatMap((el) => clueSourcesOf(el))));
    const plain = (el: PlayElement) =>
      el.initial_state === 'available' &&
      !el.requires.code_hash &&
      el.requires.items.length === 0 &&
      el.requires.solved.length === 0 &&
      !el.yields.collect;
    const read = start.elements.find((el) => (el.clue_text || sources.has(el.id)) && plain(el));
    expect(read, 'a clue to read in the first scene').toBeTruthy();
    const dialog = page.locator('ion-modal[data-testid="element-dialog"]');
    /** Opens an element, takes its action, sees the outcome stay in the dialog, closes it. */
    const use = async (id: string) => {
      await page.getByTestId(`element-${id}`).tap();
      await dialog.getByTestId('element-action').tap();
      await expect(dialog.getByTestId('element-outcome')).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).tap();
      await expect(dialog).toBeHidden();
    };
    const revealer = read?.visible
      ? null
      : start.elements.find((el) => el.visible && plain(el) && el.yields.reveals.includes(read!.id));
    if (revealer) await use(revealer.id);
    if (read) {
      await use(read.id);
      await page.getByTestId('journal-button').tap();
      const journal = page.locator('ion-modal[data-testid="journal"]');
      await expect(journal.getByTestId(`journal-clue-${read.id}`)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/journal-390.png` });
      await expectNoSeriousViolations(page, 'journal at 390');
      await journal.getByRole('button', { name: 'Close journal' }).tap();
      await expect(journal).toBeHidden();
    }

    // A combination lock in sight opens the keyboard its code needs.
    const lock = start.elements.find((el) => el.visible && el.requires.code_hash && el.requires.items.length === 0);
    if (lock) {
      await page.getByTestId(`element-${lock.id}`).tap();
      const input = dialog.getByTestId('combination-input').locator('input');
      await expect(input).toBeVisible();
      const wanted = codeKeyboard(lock);
      await expect(input).toHaveAttribute('inputmode', wanted);
      if (wanted === 'numeric') await expect(input).toHaveAttribute('pattern', '[0-9]*');
      await page.screenshot({ path: `${SHOTS}/lock-390.png` });
      await dialog.getByRole('button', { name: 'Close' }).tap();
      await expect(dialog).toBeHidden();
    }

    // A hint: its cost shown before buying, charged once, listed again free.
    const points = async () => Number((await page.getByTestId('points').getAttribute('aria-label'))!.split(' ')[0]);
    const before = await points();
    await page.getByTestId('hint-button').tap();
    const sheet = page.locator('ion-modal[data-testid="hint-sheet"]');
    await expect(sheet.getByTestId('hint-cost')).toHaveText(`Hint costs ${HINT_COST_POINTS} points`);
    // A tap while the sheet is still sliding in can be lost (as a finger's would): tap once it has settled.
    await settled(sheet);
    await sheet.getByTestId('buy-hint').tap();
    const words = await sheet.getByTestId('hint-words').innerText();
    await expect(sheet.getByTestId('hints-bought')).toContainText(words);
    await expect(page.getByTestId('points')).toHaveAttribute('aria-label', `${before - HINT_COST_POINTS} points`);
    await page.screenshot({ path: `${SHOTS}/hint-390.png` });
    await sheet.getByRole('button', { name: 'Close hints' }).tap();
    await expect(sheet).toBeHidden();
    await page.getByTestId('hint-button').tap();
    await expect(sheet.getByTestId('hints-bought')).toContainText(words);
    await sheet.getByRole('button', { name: 'Close hints' }).tap();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('points')).toHaveAttribute('aria-label', `${before - HINT_COST_POINTS} points`);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(title).toBeInViewport();
    const wide = (await scene.boundingBox())!;
    expect(wide.width).toBeGreaterThan(box.width);
    await page.screenshot({ path: `${SHOTS}/play-1280.png` });
    // The hint's toast fades out within SNACKBAR_MS; axe would read a fading toast's blended colours.
    await expect(page.getByTestId('play-message')).toBeHidden({ timeout: SNACKBAR_MS + 2_000 });
    await expectNoSeriousViolations(page, 'play page at 1280');

    // Back: a link to the list of rooms (it opens in a new tab too), followed within the app.
    const back = page.getByTestId('play-back');
    await expect(back).toHaveAttribute('href', '/escape-rooms');
    await back.click();
    await expect(page).toHaveURL(/\/escape-rooms$/);
    await expect(page.getByTestId('room-title')).toBeHidden();
  });
});
