/**
 * Helpers for the conformance scenarios: one scenario per spec section, run at a phone
 * (390×844) and a desktop (1280×800) viewport as two Playwright projects.
 *
 * - `test(scenario(spec, section, title), body)` names the test "<spec> §<n> <title>", so
 *   the summary reporter can group it by section.
 * - `expect` is Playwright's, counted: each call (and each `expect.soft` / `expect.poll`)
 *   adds one to the test's assertion count, reported as the `assertions` annotation.
 * - `snap(page, name)` attaches a full-page screenshot to the HTML report.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, test as e2eTest } from '../e2e/support';

export * from '../e2e/support';

let assertions = 0;
const counted = (fn: (...args: never[]) => unknown) =>
  new Proxy(fn, {
    apply(target, self, args) {
      assertions++;
      return Reflect.apply(target, self, args);
    },
  });

export const expect = new Proxy(baseExpect, {
  apply(target, self, args) {
    assertions++;
    return Reflect.apply(target, self, args);
  },
  get(target, key, receiver) {
    const value = Reflect.get(target, key, receiver);
    return key === 'soft' || key === 'poll' ? counted(value) : value;
  },
}) as typeof baseExpect;

export const test = e2eTest.extend<{ assertionCount: void }>({
  assertionCount: [
    // eslint-disable-next-line no-empty-pattern -- an auto fixture that needs no other fixture
    async ({}, use, testInfo) => {
      assertions = 0;
      await use();
      testInfo.annotations.push({ type: 'assertions', description: String(assertions) });
    },
    { auto: true },
  ],
});

export type Spec = 'platform' | 'rooms';

/**
 * The title of one spec section's scenario, "<spec> §<n> <what it walks>", by which the
 * summary reporter groups it: `test(scenario('rooms', 2, 'Screens and routes: …'), async …)`.
 * Where the product goes beyond the spec on purpose, the title says so.
 */
export function scenario(spec: Spec, section: number, title: string): string {
  return `${spec} §${section} ${title}`;
}

/** Whether this run is the phone project (touch) or the desktop one (mouse). */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 600;

/** A tap on a phone, a click on the desktop. */
export async function press(page: Page, target: ReturnType<Page['locator']>): Promise<void> {
  if (isPhone(page)) await target.tap();
  else await target.click();
}

/** A full-page screenshot kept with the test report. */
export async function snap(page: Page, name: string): Promise<void> {
  const body = await page.screenshot({ fullPage: true });
  await test.info().attach(name, { body, contentType: 'image/png' });
}
