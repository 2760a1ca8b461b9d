import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test, admin, signIn } from './support';

const TABS = [
  ['lab', 'Escape Room Lab'],
  ['community', 'Community Game'],
  ['templates', 'Template Library'],
  ['xp', 'XP Program'],
  ['rewards', '$ERM Rewards'],
  ['users', 'User Management'],
  ['invitations', 'User Invitations'],
  ['applications', 'Builder Applications'],
] as const;

/** How far a tab sticks out of the tab bar's visible box (0 when wholly inside), and whether its label is cut. */
async function overhang(bar: Locator, tab: Locator) {
  return tab.evaluate(
    (button, segment) => {
      const outer = (segment as HTMLElement).getBoundingClientRect();
      const inner = button.getBoundingClientRect();
      const label = button.querySelector('ion-label') as HTMLElement;
      return {
        out: Math.max(0, outer.left - inner.left) + Math.max(0, inner.right - outer.right),
        offScreen: Math.max(0, -inner.left) + Math.max(0, inner.right - window.innerWidth),
        labelCut: label.scrollWidth > label.clientWidth + 1,
      };
    },
    await bar.elementHandle(),
  );
}

async function openAdmin(browser: Browser, width: number): Promise<Page> {
  const phone = width < 600;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin');
  return page;
}

test.describe('admin tab bar', () => {
  // A phone, where the bar scrolls, and a desktop, where it wraps; each test also resizes the window through 1440 and 390.
  for (const width of [390, 1280]) {
    test(`at ${width} px every tab is reachable and the active one is always in view`, async ({ browser }, info) => {
      const page = await openAdmin(browser, width);
      const bar = page.getByRole('tablist', { name: 'Admin sections' });
      const tab = (id: string) => page.getByTestId(`admin-tab-${id}`);
      await expect(bar).toBeVisible();
      await expect(tab('lab')).toHaveClass(/segment-button-checked/);
      expect((await overhang(bar, tab('lab'))).out).toBe(0); // on load
      if (width >= 768)
        // Wide screens (and mouse users) see every tab at once: the bar wraps rather than hiding tabs.
        for (const [id] of TABS)
          expect(await overhang(bar, tab(id))).toEqual({ out: 0, offScreen: 0, labelCut: false });

      for (const [id, label] of [...TABS.slice(1), ...TABS.slice(0, -1).reverse()]) {
        if (width < 600) await tab(id).tap();
        else await tab(id).click();
        await expect(page.getByRole('tabpanel', { name: label })).toBeVisible();
        await expect(tab(id)).toHaveClass(/segment-button-checked/);
        await expect.poll(async () => overhang(bar, tab(id))).toEqual({ out: 0, offScreen: 0, labelCut: false });
      }
      await info.attach(`admin-tabs-${width}`, { body: await page.screenshot(), contentType: 'image/png' });

      // The last tab stays in view when the window changes size (phone to desktop and back).
      await tab('applications').click();
      for (const next of [1440, 390, width]) {
        await page.setViewportSize({ width: next, height: 900 });
        await expect.poll(async () => (await overhang(bar, tab('applications'))).out).toBe(0);
      }
      await page.context().close();
    });
  }
});
