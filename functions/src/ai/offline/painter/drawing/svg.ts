/** Small helpers to write compact SVG text. */

export type { Box } from './geometry';

/** Rounds to one decimal so the SVG stays small and stable. */
export const n = (v: number): string => (Math.round(v * 10) / 10).toString();

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Attrs = Record<string, string | number | undefined>;

/**
 * Writes attributes. `opacity` on a shape becomes fill- and stroke-opacity: the result looks
 * the same for our simple shapes, renders faster (no offscreen layer), and resvg 2.6 panics
 * on an opacity layer that lies wholly outside the canvas.
 */
function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    const text = typeof v === 'number' ? n(v) : v;
    if (k === 'opacity') out += ` fill-opacity="${text}" stroke-opacity="${text}"`;
    else out += ` ${k}="${text}"`;
  }
  return out;
}

export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}): string =>
  `<rect${attrs({ x, y, width: Math.max(0, w), height: Math.max(0, h), ...a })}/>`;

export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string =>
  `<circle${attrs({ cx, cy, r: Math.max(0, r), ...a })}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  `<ellipse${attrs({ cx, cy, rx: Math.max(0, rx), ry: Math.max(0, ry), ...a })}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): string =>
  `<line${attrs({ x1, y1, x2, y2, ...a })}/>`;

export const path = (d: string, a: Attrs = {}): string => `<path${attrs({ d, ...a })}/>`;

export const poly = (pts: Array<[number, number]>, a: Attrs = {}): string =>
  `<polygon${attrs({ points: pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), ...a })}/>`;

export const polyline = (pts: Array<[number, number]>, a: Attrs = {}): string =>
  `<polyline${attrs({ points: pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill: 'none', ...a })}/>`;

export const group = (content: string, a: Attrs = {}): string => `<g${attrs(a)}>${content}</g>`;

/** A rounded rectangle. */
export const rrect = (x: number, y: number, w: number, h: number, r: number, a: Attrs = {}): string =>
  rect(x, y, w, h, { rx: r, ...a });

/** Points of a regular star/polygon around a centre (for gems, gears, sparkles). */
export function radialPoints(
  cx: number,
  cy: number,
  count: number,
  r1: number,
  r2: number,
  rot = 0,
): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < count * 2; i++) {
    const r = i % 2 === 0 ? r1 : r2;
    const a = rot + (Math.PI * i) / count;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return pts;
}
