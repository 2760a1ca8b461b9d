/** Test helper: the RGBA pixels of a PNG, decoded by resvg (no image library needed). */
import { Resvg } from '@resvg/resvg-js';

export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
  at(x: number, y: number): [number, number, number, number];
}

export function pngPixels(png: Buffer, width: number, height: number): Pixels {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<image width="${width}" height="${height}" preserveAspectRatio="none" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  const data = new Uint8Array(new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels);
  return {
    width,
    height,
    data,
    at: (x, y) => {
      const i = (Math.round(y) * width + Math.round(x)) * 4;
      return [data[i], data[i + 1], data[i + 2], data[i + 3]];
    },
  };
}

/** How many pixels of a rectangle differ between two images of the same size. */
export function differingPixels(a: Pixels, b: Pixels, box = { x: 0, y: 0, w: a.width, h: a.height }): number {
  let count = 0;
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let x = box.x; x < box.x + box.w; x++) {
      const i = (y * a.width + x) * 4;
      if (
        Math.abs(a.data[i] - b.data[i]) +
          Math.abs(a.data[i + 1] - b.data[i + 1]) +
          Math.abs(a.data[i + 2] - b.data[i + 2]) >
        30
      )
        count++;
    }
  }
  return count;
}
