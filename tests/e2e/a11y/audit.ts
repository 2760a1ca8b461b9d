/**
 * The sweep's two checks of what is on screen: axe-core (WCAG 2.0/2.1 A and AA plus
 * best-practice, every violation counted by impact) and the 200 % text layout check.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export type ImpactCounts = Record<(typeof IMPACTS)[number], number>;

export interface AxeOutcome {
  /** Violated nodes counted per impact. */
  counts: ImpactCounts;
  /** One line per serious or critical rule: id, help and the targets. */
  blocking: string[];
  /** Moderate and minor violations, rule id and first target, for the table's notes. */
  lesser: string[];
}

export async function runAxe(page: Page): Promise<AxeOutcome> {
  const analyze = () => new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  // A late client-side redirect or reload can replace the document under axe: run it again once.
  const results = await analyze().catch(async (error: Error) => {
    if (!/context was destroyed|navigat/i.test(error.message)) throw error;
    await page.waitForLoadState();
    return analyze();
  });
  const counts: ImpactCounts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const blocking: string[] = [];
  const lesser: string[] = [];
  for (const violation of results.violations) {
    const impact = violation.impact ?? 'minor';
    counts[impact] += violation.nodes.length;
    // Each node with the first line of axe's reason (for colour contrast: the ratio and both colours).
    const targets = violation.nodes
      .slice(0, 6)
      .map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`);
    if (impact === 'serious' || impact === 'critical')
      blocking.push(`${violation.id} (${impact}): ${violation.help}\n    ${targets.join('\n    ')}`);
    else lesser.push(`${violation.id} (${violation.nodes[0]?.target.join(' ') ?? ''})`);
  }
  return { counts, blocking, lesser };
}

/**
 * Waits until every finite animation (Ionic's modal and page transitions run on the Web
 * Animations API) has finished, so axe reads settled colours; spinners run forever and are ignored.
 */
export async function settle(page: Page) {
  // Two frames first, so transitions started by the last render are listed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Sets the browser's default font size, as a user's text-size setting does: Chrome's "Font
 * size" setting is exactly this value (DevTools' Page.setFontSizes). Ionic's md styles size text
 * in rem, and its root font (`var(--ion-dynamic-font, 16px)`, the variable being an iOS-only
 * keyword) resolves to this default in Chromium, so rem, em and % text grow with it, em-based
 * media queries see it, and text set in px stays as it is, as it would for the user. (An
 * inline `html { font-size: 200% }` would grow the same text but leave media queries at 16 px.)
 * Chrome on Android can also scale text by page zoom, which this does not imitate. `null`
 * restores the 16 px default.
 */
export async function setTextSize(page: Page, percent: number | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: (16 * (percent ?? 100)) / 100 } });
  await cdp.detach();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * What is cut off or scrolls sideways on screen: the document or a scroller wider than its box
 * (outside the play scene); every visible control (button, link, input, select) whose box
 * leaves the viewport or is cut by an ancestor with overflow hidden or clip, or whose label is
 * wider than it; and any text that leaves the viewport.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''} "${label}"`;
    };
    const parentOf = (el: Element): Element | null =>
      el.assignedSlot ?? el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null);
    // The play scene and the editor's puzzle graph are pannable pictures, not pages to reflow.
    const inScene = (el: Element) => {
      for (let node: Element | null = el; node; node = parentOf(node))
        if (node.getAttribute('data-testid') === 'scene' || node.classList.contains('react-flow')) return true;
      return false;
    };
    // Text kept for screen readers only (a 1 px box that clips, like .visually-hidden).
    const visuallyHidden = (el: Element) => {
      for (let node: Element | null = el; node; node = parentOf(node)) {
        const box = node.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1 && getComputedStyle(node).overflow !== 'visible') return true;
      }
      return false;
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return (
        box.width > 1 &&
        box.height > 1 &&
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !el.closest('.ion-page-hidden, [aria-hidden="true"], .overlay-hidden') &&
        !visuallyHidden(el)
      );
    };

    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px in ${width})`);

    // Every element, shadow roots included (Ionic's scrollers live in ion-content's shadow root).
    const all: Element[] = [];
    const collect = (root: Document | ShadowRoot) =>
      root.querySelectorAll('*').forEach((el) => {
        all.push(el);
        if (el.shadowRoot) collect(el.shadowRoot);
      });
    collect(document);

    for (const el of all) {
      const style = getComputedStyle(el);
      if (!['auto', 'scroll'].includes(style.overflowX) || !shown(el) || inScene(el)) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        problems.push(`${describe(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth})`);
    }

    const controls = all.filter(
      (el) =>
        el.matches(
          'button, a[href], input:not([type=hidden]), select, textarea, ion-button, ion-select, ion-segment-button, ion-checkbox, ion-radio, ion-toggle, ion-range, [role=button], [role=link], [role=tab]',
        ) &&
        shown(el) &&
        !inScene(el),
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      // Above or below the fold is a scroll away; sideways is not.
      if (box.left < -1 || box.right > width + 1) {
        problems.push(`${describe(el)} leaves the viewport (${Math.round(box.left)}..${Math.round(box.right)})`);
        continue;
      }
      // Past a scroller, that axis is the scroller's business (reachable by scrolling), not a cut.
      let scrolledX = false;
      let scrolledY = false;
      for (let node = parentOf(el); node && node !== document.documentElement; node = parentOf(node)) {
        const style = getComputedStyle(node);
        const clipsX = !scrolledX && ['hidden', 'clip'].includes(style.overflowX);
        const clipsY = !scrolledY && ['hidden', 'clip'].includes(style.overflowY);
        scrolledX ||= ['auto', 'scroll'].includes(style.overflowX);
        scrolledY ||= ['auto', 'scroll'].includes(style.overflowY);
        if (!clipsX && !clipsY) continue;
        const outer = node.getBoundingClientRect();
        const cutX = clipsX && (box.left < outer.left - 1 || box.right > outer.right + 1);
        const cutY = clipsY && (box.top < outer.top - 1 || box.bottom > outer.bottom + 1);
        if (cutX || cutY) {
          problems.push(`${describe(el)} is cut by ${describe(node)}`);
          break;
        }
      }
    }
    // Words that stick out of the screen, or are cut by a box that hides its overflow (a title
    // cut short with an ellipsis, a label whose letters lose their tails).
    for (const el of all) {
      if (!shown(el) || inScene(el)) continue;
      const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      const words = text.textContent!.trim().slice(0, 30);
      if (box.width === 0) continue;
      if (box.left < -1 || box.right > width + 1) {
        problems.push(`the text "${words}" leaves the viewport`);
        continue;
      }
      let scrolledX = false;
      let scrolledY = false;
      for (let node: Element | null = el; node && node !== document.documentElement; node = parentOf(node)) {
        const style = getComputedStyle(node);
        const clipsX = !scrolledX && ['hidden', 'clip'].includes(style.overflowX);
        const clipsY = !scrolledY && ['hidden', 'clip'].includes(style.overflowY);
        scrolledX ||= ['auto', 'scroll'].includes(style.overflowX);
        scrolledY ||= ['auto', 'scroll'].includes(style.overflowY);
        if (!clipsX && !clipsY) continue;
        const outer = node.getBoundingClientRect();
        if (
          (clipsX && (box.left < outer.left - 1 || box.right > outer.right + 1)) ||
          (clipsY && (box.top < outer.top - 2 || box.bottom > outer.bottom + 2))
        ) {
          problems.push(`the text "${words}" is cut by ${describe(node)}`);
          break;
        }
      }
    }
    for (const el of controls)
      if (el.matches('button, a[href]') && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        problems.push(
          `${describe(el)}: its label is wider than the control (${el.scrollWidth} px in ${el.clientWidth})`,
        );
    return [...new Set(problems)];
  });
}
