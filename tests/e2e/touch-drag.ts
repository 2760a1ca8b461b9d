/**
 * A real touch drag through the DevTools protocol. The gesture is aimed only once both ends
 * have stopped moving and are on top at their centres: on a loaded machine a box measured
 * while the screen still settles (a dialog closing, a new scene laying out) can send the
 * touch to where the item or the object no longer is, and the drop is lost.
 */
import { expect, type Locator, type Page } from '@playwright/test';

type Point = { x: number; y: number };

/** The centre of the locator's box once two readings 50 ms apart agree, inside the viewport. */
async function restingCentre(page: Page, locator: Locator, what: string): Promise<Point> {
  let last = '';
  let centre: Point = { x: 0, y: 0 };
  await expect(async () => {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`the drag ${what} is not visible`);
    const key = [box.x, box.y, box.width, box.height].map((n) => n.toFixed(1)).join(',');
    const moved = key !== last;
    last = key;
    centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (moved) throw new Error(`the drag ${what} is still moving`);
  }).toPass({ timeout: 10_000, intervals: [50] });
  const viewport = page.viewportSize();
  if (viewport && (centre.x < 0 || centre.y < 0 || centre.x > viewport.width || centre.y > viewport.height)) {
    throw new Error(`the drag ${what} is outside the viewport at ${centre.x}, ${centre.y}`);
  }
  return centre;
}

/**
 * Waits until a touch at the point would reach the locator's element (or one inside it): the
 * source must be on top there (the touch starts on it); for the target it is enough to be
 * among the layers, as the drop looks through every layer under the finger.
 */
async function expectReachable(locator: Locator, point: Point, what: 'source' | 'target') {
  await expect
    .poll(
      () =>
        locator.evaluate(
          (el, { p, onTop }) => {
            const hits = onTop ? [document.elementFromPoint(p.x, p.y)] : document.elementsFromPoint(p.x, p.y);
            return hits.some((node) => node !== null && (node === el || el.contains(node)));
          },
          { p: point, onTop: what === 'source' },
        ),
      { message: `the drag ${what} is covered at its centre`, timeout: 10_000 },
    )
    .toBe(true);
}

export async function touchDrag(page: Page, from: Locator, to: Locator) {
  const start = await restingCentre(page, from, 'source');
  const end = await restingCentre(page, to, 'target');
  await expectReachable(from, start, 'source');
  await expectReachable(to, end, 'target');
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p: Point | null) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: p ? [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }] : [],
    });
  await touch('touchStart', start);
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', {
      x: start.x + ((end.x - start.x) * i) / steps,
      y: start.y + ((end.y - start.y) * i) / steps,
    });
    await page.waitForTimeout(16);
  }
  await touch('touchEnd', null);
  await cdp.detach();
}
