/**
 * Issue 33 item 7: the Edit Element dialog's multi-line fields grow with their text (or scroll
 * inside it): a three-line or a long clue text never runs under the next field's label, at a
 * phone and at a desktop size. Nothing is saved (the sample room is left as it is).
 */
import type { Locator } from '@playwright/test';
import { admin, expect, sampleRoomId, signIn, test } from './support';
import { press } from './a11y/arrange';

const CLUES = {
  'three-line': 'The drawer hides a key.\nLook under the lamp.\nThen count the candles.',
  long: 'The old librarian kept the code in plain sight: '.repeat(8).trim(),
};

/** The clue field's box, its text's box and the next field's label box (the text box is where the letters end). */
async function boxes(clue: Locator, next: Locator) {
  const nextHandle = await next.elementHandle();
  return clue.evaluate((host, nextHost) => {
    const textarea = host.querySelector('textarea:not(.cloned-input)') as HTMLTextAreaElement;
    const label = nextHost.querySelector('.label-text-wrapper') as HTMLElement;
    const field = host.getBoundingClientRect();
    const area = textarea.getBoundingClientRect();
    const { overflowY } = getComputedStyle(textarea);
    return {
      fieldBottom: Math.round(field.bottom),
      // Letters past the textarea's box are painted there unless the textarea scrolls (or hides them).
      textBottom: Math.round(
        ['auto', 'scroll'].includes(overflowY) ? area.bottom : area.top + Math.max(textarea.scrollHeight, area.height),
      ),
      // Text hidden inside a box that neither grows nor scrolls is lost too.
      hidden: overflowY === 'hidden' && textarea.scrollHeight > textarea.clientHeight + 1,
      labelTop: Math.round(label.getBoundingClientRect().top),
    };
  }, nextHandle);
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height }, isMobile: width < 600, hasTouch: true });

    test(`issue 33 item 7: at ${width}×${height} a long clue text grows its field and never runs under the next label`, async ({
      page,
    }) => {
      await signIn(page, admin.email, admin.password);
      await page.goto(`/escape-rooms/${sampleRoomId}/edit/0`);
      const editor = page.getByTestId('scene-editor').filter({ visible: true });
      await expect(editor.getByTestId('solvability-badge')).toBeVisible();
      await press(editor.getByTestId('element-row').first());
      const dialog = page.getByTestId('element-dialog').filter({ visible: true });
      await expect(dialog).toBeVisible();
      const clue = dialog.getByTestId('element-clue');
      const next = dialog.getByTestId('element-success');
      for (const [kind, text] of Object.entries(CLUES)) {
        await clue.locator('textarea:not(.cloned-input)').fill(text);
        await expect(clue.locator('textarea:not(.cloned-input)')).toHaveValue(text);
        // Ionic's auto-grow copies the value to its wrapper on input; wait for the text to be shown whole.
        await expect.poll(() => boxes(clue, next), { message: `${kind} clue` }).toMatchObject({ hidden: false });
        const b = await boxes(clue, next);
        await page.screenshot({ path: `test-results/element-dialog-${kind}-${width}.png` });
        expect(b.fieldBottom, `${kind} clue: the field ends above "Success message"`).toBeLessThanOrEqual(b.labelTop);
        expect(b.textBottom, `${kind} clue: its text ends above "Success message"`).toBeLessThanOrEqual(b.labelTop);
      }
    });
  });
}
