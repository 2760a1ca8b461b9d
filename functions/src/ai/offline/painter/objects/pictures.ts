/**
 * Clues read from the picture (issue 30 item 5): the painter draws exactly what the clue needs, in
 * place of the art kind's usual look. Jars on a shelf (shelf by shelf, each left to right), bottles
 * in a row, the stripes of a rug, a map ruled in a grid with coloured pins: every thing is drawn
 * once, large enough to count and in a colour far from the others (`PICTURE_SHADES`), and nothing
 * else of the same kind is drawn on it.
 */
import { shelvesOf, type PictureColour, type ScenePicture } from '@core';
import type { Box } from '../drawing/geometry';
import { darken, lighten } from '../drawing/color';
import { circle, line, path, poly, rect, rrect } from '../drawing/svg';
import type { DrawCtx } from './draw-context';

/** One shade per colour name, chosen to stay apart under the room's light. */
export const PICTURE_SHADES: Record<PictureColour, string> = {
  red: '#d0312d',
  blue: '#2f62d0',
  green: '#2f9a3c',
  yellow: '#f0cf2a',
  white: '#f4f2ec',
  black: '#1b1b1f',
  orange: '#ec7a1c',
  purple: '#7c3cb4',
  pink: '#f08cbf',
};

/** Each thing's edge: darker than its colour, and light grey around black so it stands out from a dark shelf or wall. */
const outline = (colour: PictureColour) => (colour === 'black' ? '#9a9aa2' : darken(PICTURE_SHADES[colour], 0.45));

function jar(x: number, y: number, w: number, h: number, colour: PictureColour): string {
  const fill = PICTURE_SHADES[colour];
  return (
    rrect(x, y + h * 0.18, w, h * 0.82, w * 0.28, { fill, stroke: outline(colour), 'stroke-width': 1 }) +
    rect(x + w * 0.2, y, w * 0.6, h * 0.2, { fill: darken(fill, 0.25), stroke: outline(colour), 'stroke-width': 0.8 }) +
    rect(x + w * 0.18, y + h * 0.32, w * 0.14, h * 0.4, { fill: lighten(fill, 0.5), opacity: 0.6 })
  );
}

/** A tall open shelf: one board per row of jars, the jars standing on it left to right. */
function jarShelf(b: Box, picture: ScenePicture, c: DrawCtx): string {
  const boards = shelvesOf(picture);
  const wood = c.metallic ? c.p.metal : c.p.wood;
  const out = [rect(b.x, b.y, b.w, b.h, { fill: darken(wood, 0.35), stroke: darken(wood, 0.6), 'stroke-width': 2 })];
  out.push(rect(b.x + 6, b.y + 6, b.w - 12, b.h - 12, { fill: darken(wood, 0.55) }));
  const rowH = (b.h - 12) / boards.length;
  const per = Math.max(...boards.map((row) => row.length));
  const slot = (b.w - 16) / per;
  boards.forEach((row, i) => {
    const floor = b.y + 6 + rowH * (i + 1);
    const jarH = Math.min(rowH * 0.72, slot * 1.5);
    row.forEach((colour, k) =>
      out.push(jar(b.x + 8 + slot * k + slot * 0.1, floor - 4 - jarH, slot * 0.8, jarH, colour)),
    );
    out.push(rect(b.x + 4, floor - 4, b.w - 8, 5, { fill: wood, stroke: darken(wood, 0.5), 'stroke-width': 0.8 }));
  });
  return out.join('');
}

function frame(b: Box, c: DrawCtx): string {
  const gold = c.p.gold;
  return (
    rect(b.x + 4, b.y + 6, b.w, b.h, { fill: '#000', opacity: 0.3 }) +
    rect(b.x, b.y, b.w, b.h, { fill: gold, stroke: darken(gold, 0.5), 'stroke-width': 2 })
  );
}

/** A painted still life: bottles standing on a sill, left to right, against a plain wall. */
function bottleRow(b: Box, picture: ScenePicture, c: DrawCtx): string {
  const inner = { x: b.x + 8, y: b.y + 8, w: b.w - 16, h: b.h - 16 };
  const out = [frame(b, c), rect(inner.x, inner.y, inner.w, inner.h, { fill: '#e9dfc8' })];
  const sill = inner.y + inner.h * 0.82;
  out.push(rect(inner.x, sill, inner.w, inner.h * 0.18, { fill: '#8a6a48' }));
  const slot = inner.w / picture.colours.length;
  picture.colours.forEach((colour, i) => {
    const x = inner.x + slot * i + slot * 0.15,
      w = slot * 0.7,
      h = inner.h * 0.62;
    const fill = PICTURE_SHADES[colour];
    const top = sill - h;
    out.push(
      path(
        `M${x + w * 0.35},${top}h${w * 0.3}v${h * 0.3}q${w * 0.35},${h * 0.08} ${w * 0.35},${h * 0.25}v${h * 0.45}h${-w}v${-h * 0.45}q0,${-h * 0.17} ${w * 0.35},${-h * 0.25}z`,
        { fill, stroke: outline(colour), 'stroke-width': 1 },
      ),
      rect(x + w * 0.36, top - 3, w * 0.28, 4, { fill: '#7a5232' }),
    );
  });
  return out.join('');
}

/** A rug lying on the floor, woven in broad bands of colour from its left edge to its right. */
function stripedRug(b: Box, picture: ScenePicture): string {
  const n = picture.colours.length;
  // The rug's near edge is wider than its far edge (it lies in perspective).
  const at = (u: number, v: number): [number, number] => [
    b.x + b.w * (0.1 * (1 - v) + u * (1 - 0.2 * (1 - v))),
    b.y + b.h * v,
  ];
  const out = [poly([at(0, 0), at(1, 0), at(1, 1), at(0, 1)], { fill: '#3a2a1e' })];
  picture.colours.forEach((colour, i) => {
    const [u0, u1] = [0.03 + (0.94 * i) / n, 0.03 + (0.94 * (i + 1)) / n];
    out.push(
      poly([at(u0, 0.08), at(u1, 0.08), at(u1, 0.92), at(u0, 0.92)], {
        fill: PICTURE_SHADES[colour],
        stroke: outline(colour),
        'stroke-width': 0.8,
      }),
    );
  });
  return out.join('');
}

/** A map ruled in a grid (columns across, rows down), a pin stuck in the middle of its squares. */
function pinnedMap(b: Box, picture: ScenePicture, c: DrawCtx): string {
  const { columns, rows } = picture.grid ?? { columns: 1, rows: 1 };
  const paper = c.p.paper;
  const x = b.x + 4,
    y = b.y + 4,
    w = b.w - 8,
    h = b.h - 8;
  const out = [
    rect(x + 4, y + 6, w, h, { fill: '#000', opacity: 0.3 }),
    rect(x, y, w, h, { fill: paper, stroke: darken(paper, 0.5), 'stroke-width': 1.5 }),
  ];
  const gx = x + 6,
    gy = y + 6,
    gw = w - 12,
    gh = h - 12;
  for (let i = 0; i <= columns; i++)
    out.push(
      line(gx + (gw * i) / columns, gy, gx + (gw * i) / columns, gy + gh, {
        stroke: darken(paper, 0.55),
        'stroke-width': 1,
      }),
    );
  for (let j = 0; j <= rows; j++)
    out.push(
      line(gx, gy + (gh * j) / rows, gx + gw, gy + (gh * j) / rows, { stroke: darken(paper, 0.55), 'stroke-width': 1 }),
    );
  const r = Math.min(gw / columns, gh / rows) * 0.32;
  for (const pin of picture.pins ?? []) {
    const cx = gx + (gw * (pin.column - 0.5)) / columns,
      cy = gy + (gh * (pin.row - 0.5)) / rows;
    out.push(circle(cx, cy, r, { fill: PICTURE_SHADES[pin.colour], stroke: outline(pin.colour), 'stroke-width': 1.2 }));
    out.push(circle(cx - r * 0.3, cy - r * 0.3, r * 0.3, { fill: '#fff', opacity: 0.5 }));
  }
  return out.join('');
}

/** Draws `picture` in the box its element was given. */
export function drawPicture(b: Box, picture: ScenePicture, c: DrawCtx): string {
  switch (picture.kind) {
    case 'jar-shelf':
      return jarShelf(b, picture, c);
    case 'bottle-row':
      return bottleRow(b, picture, c);
    case 'striped-rug':
      return stripedRug(b, picture);
    case 'pinned-map':
      return pinnedMap(b, picture, c);
  }
}
