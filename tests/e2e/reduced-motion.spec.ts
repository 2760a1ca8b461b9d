/**
 * Issue 33 item 8: with prefers-reduced-motion: reduce, Ionic's controls do not animate either:
 * the input and textarea labels (150 ms on .label-text-wrapper) and the buttons (280 ms on the
 * shadow root's button.button-native) have no transition or animation left.
 */
import type { Locator } from '@playwright/test';
import { admin, expect, signIn, test } from './support';
import { wizard } from './a11y/arrange';

/** Transition and animation durations of an element of a component, in its shadow root when it has one. */
function motionOf(host: Locator, selector: string) {
  return host.evaluate((el, sel) => {
    const target = (el.shadowRoot ?? el).querySelector(sel);
    if (!target) return `no ${sel} in ${el.tagName.toLowerCase()}`;
    const style = getComputedStyle(target);
    const moving = (durations: string, none: boolean) => !none && durations.split(',').some((d) => parseFloat(d) > 0);
    return {
      transition: moving(style.transitionDuration, style.transitionProperty === 'none') ? style.transition : 'none',
      animation: moving(style.animationDuration, style.animationName === 'none') ? style.animation : 'none',
    };
  }, selector);
}

test('issue 33 item 8: with reduced motion, input labels and buttons do not animate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin');
  const w = wizard(page);
  await expect(w).toBeVisible();
  const still = { transition: 'none', animation: 'none' };
  expect(await motionOf(w.getByTestId('room-title'), '.label-text-wrapper'), 'ion-input label').toEqual(still);
  expect(await motionOf(w.getByTestId('room-description'), '.label-text-wrapper'), 'ion-textarea label').toEqual(still);
  expect(await motionOf(w.getByTestId('wizard-next'), 'button.button-native'), 'ion-button').toEqual(still);
});
