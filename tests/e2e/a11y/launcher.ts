/**
 * Issue 33 item 6: the floating chat button covers nothing at the end of a page. The sweep
 * (sweep.spec.ts) calls these on every state, with every scroll container scrolled to its end:
 * no visible text and no control may be under the button, where a finger cannot reach it. The
 * button's box is sampled point by point (elementsFromPoint, through open shadow roots); a point
 * where something covers the button itself (an open dialog) is skipped, and so is a state without
 * the floating button (the play screen docks it in its header, an open chat or AI panel hides it).
 */
import type { Page } from '@playwright/test';
import { settle } from './audit';

/** Scrolls every scroller (document, elements, Ionic's shadow-root scrollers) to its end. */
export async function scrollAllToEnd(page: Page) {
  await page.evaluate(() => {
    const visit = (root: Document | ShadowRoot) =>
      root.querySelectorAll('*').forEach((el) => {
        const { overflowY } = getComputedStyle(el);
        if (['auto', 'scroll'].includes(overflowY) && el.scrollHeight > el.clientHeight + 1)
          el.scrollTo({ top: el.scrollHeight, behavior: 'instant' });
        if (el.shadowRoot) visit(el.shadowRoot);
      });
    visit(document);
    const doc = document.scrollingElement;
    doc?.scrollTo({ top: doc.scrollHeight, behavior: 'instant' });
  });
  await settle(page);
}

/** What is under the floating chat button: one line per text or control, or null without the button. */
export function underLauncher(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const fab = [...document.querySelectorAll<HTMLElement>('.chat-fab')].find((el) => el.checkVisibility());
    if (!fab) return null;
    const CONTROL =
      'button, a[href], input:not([type=hidden]), select, textarea, ion-button, ion-select, ion-input, ion-textarea, ion-checkbox, ion-radio, ion-toggle, ion-range, ion-segment-button, ion-back-button, ion-item[button], ion-item[href], [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=slider], [role=switch]';
    const parentOf = (el: Element): Element | null =>
      el.assignedSlot ?? el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null);
    const describe = (el: Element) => {
      const id = el.closest('[data-testid]')?.getAttribute('data-testid');
      const label = el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
      return `${el.tagName.toLowerCase()}${id ? ` in [data-testid=${id}]` : ''} "${label}"`;
    };
    /** The topmost element at a point below the button, followed into open shadow roots. */
    const below = (x: number, y: number): Element | null => {
      const stack = document.elementsFromPoint(x, y);
      if (stack[0] !== fab && !fab.contains(stack[0])) return null; // the button is itself covered here
      let target = stack.find((el) => el !== fab && !fab.contains(el)) ?? null;
      while (target?.shadowRoot) {
        const root = target.shadowRoot;
        const inner = root.elementsFromPoint(x, y).find((el) => el.getRootNode() === root);
        if (!inner) break;
        target = inner;
      }
      return target;
    };
    const textAt = (el: Element, x: number, y: number) =>
      [...el.childNodes].some((node) => {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) return false;
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
      });
    const found = new Set<string>();
    const box = fab.getBoundingClientRect();
    for (let x = box.left + 2; x < box.right - 1; x += 4)
      for (let y = box.top + 2; y < box.bottom - 1; y += 4) {
        const target = below(x, y);
        if (!target) continue;
        let control: Element | null = null;
        for (let node: Element | null = target; node && !control; node = parentOf(node))
          if (node.matches(CONTROL)) control = node;
        if (control) found.add(`control ${describe(control)}`);
        else if (textAt(target, x, y)) found.add(`text ${describe(target)}`);
      }
    return [...found];
  });
}
