/** Background decoration for each room style: what makes a library feel like a library. */
import { darken, lighten } from '../drawing/color';
import { BACK, DESIGN_W, VP, intersects, sidePoint, type Box } from '../drawing/geometry';
import type { DecorId, Palette, RoomStyle } from '../style/style-types';
import type { Rng } from '../drawing/rng';
import { circle, line, path, poly, rect } from '../drawing/svg';
import { SIDES, moonWindows, portholes, sideBookshelves, sidePipes, sideShelves, sideTorches } from './decor-side';
import {
  archedWindow,
  banners,
  chandelier,
  cityWindow,
  cobwebs,
  columns,
  hieroglyphs,
  neonSigns,
  wallGears,
} from './decor-back';

export interface Decor {
  /** Painted behind the elements. */
  back: string;
  /** Painted over the elements but under the shading (hanging cables, above every element box). */
  front: string;
}

const cp = (X: number, z: number): [number, number] => [VP.x + (X - VP.x) / z, VP.y - (VP.y - BACK.top) / z];

function ceilingLights(p: Palette, strips: boolean, glow: string[]): string {
  const out: string[] = [];
  if (strips) {
    for (const side of SIDES) {
      const a = sidePoint(side, 0, 0.03),
        b = sidePoint(side, 1, 0.03);
      const l = line(a[0], a[1], b[0], b[1], { stroke: lighten(p.accent, 0.4), 'stroke-width': 4 });
      out.push(l);
      glow.push(l, line(a[0], a[1], b[0], b[1], { stroke: p.accent, 'stroke-width': 18, opacity: 0.18 }));
    }
    const l = line(BACK.left, BACK.top + 3, BACK.right, BACK.top + 3, {
      stroke: lighten(p.accent, 0.4),
      'stroke-width': 4,
    });
    out.push(l);
    glow.push(l);
  } else {
    for (const X of [BACK.left + 140, BACK.right - 140]) {
      const q = [cp(X - 70, 0.82), cp(X + 70, 0.82), cp(X + 70, 0.74), cp(X - 70, 0.74)];
      out.push(poly(q, { fill: '#ffffff' }));
      glow.push(
        poly(q, { fill: '#ffffff', opacity: 0.9 }),
        poly([q[3], q[2], [q[2][0] + 60, 600], [q[3][0] - 60, 600]], { fill: p.light, opacity: 0.05 }),
      );
    }
  }
  return out.join('');
}

function warningStripes(): string {
  let d = '';
  for (let x = BACK.left; x < BACK.right; x += 24) d += `M${x},${BACK.bottom}l12,-14h12l-12,14z`;
  return (
    rect(BACK.left, BACK.bottom - 14, BACK.right - BACK.left, 14, { fill: '#f2c230' }) + path(d, { fill: '#1b1b1b' })
  );
}

function wainscot(p: Palette): string {
  const top = BACK.bottom - 110;
  const out = [
    rect(BACK.left, top, BACK.right - BACK.left, 110, { fill: darken(p.woodDark, 0.1) }),
    rect(BACK.left, top - 6, BACK.right - BACK.left, 8, { fill: p.trim }),
  ];
  for (let x = BACK.left + 12; x + 80 < BACK.right; x += 92)
    out.push(rect(x, top + 14, 80, 80, { fill: 'none', stroke: lighten(p.woodDark, 0.15), 'stroke-width': 2 }));
  for (const side of SIDES)
    out.push(
      poly([sidePoint(side, 0, 0.72), sidePoint(side, 1, 0.68), sidePoint(side, 1, 1), sidePoint(side, 0, 1)], {
        fill: darken(p.woodDark, 0.3),
      }),
    );
  return out.join('');
}

function cables(p: Palette, rng: Rng): string {
  let d = '';
  for (let i = 0; i < 5; i++) {
    const x0 = rng.range(0, DESIGN_W),
      x1 = x0 + rng.range(-260, 260),
      sag = rng.range(40, 110);
    d += `M${x0.toFixed(0)},0Q${((x0 + x1) / 2).toFixed(0)},${sag.toFixed(0)} ${x1.toFixed(0)},0`;
  }
  return path(d, { stroke: darken(p.metalDark, 0.5), 'stroke-width': 3, fill: 'none' });
}

function lightShaft(p: Palette, glow: string[]): string {
  const [a, b] = [cp(VP.x - 60, 0.8), cp(VP.x + 60, 0.8)];
  glow.push(poly([a, b, [b[0] + 170, 740], [a[0] + 40, 740]], { fill: p.light, opacity: 0.07 }));
  return poly([a, b, cp(VP.x + 60, 0.72), cp(VP.x - 60, 0.72)], { fill: lighten(p.light, 0.3) });
}

function bubbles(rng: Rng, glow: string[]): void {
  for (let i = 0; i < 18; i++)
    glow.push(
      circle(rng.pick([rng.range(20, 150), rng.range(874, 1004)]), rng.range(60, 500), rng.range(2, 6), {
        fill: 'none',
        stroke: '#c8ffff',
        'stroke-width': 1.2,
        opacity: 0.45,
      }),
    );
}

function backTorches(p: Palette, taken: Box[], glow: string[]): string {
  const out: string[] = [];
  for (const x of [BACK.left + 70, BACK.right - 70]) {
    const y = BACK.top + 120;
    if (taken.some((t) => t.x < x + 20 && x - 20 < t.x + t.w && t.y < y + 40 && y - 40 < t.y + t.h)) continue;
    out.push(path(`M${x - 7},${y}h14l-4,26h-6z`, { fill: 'url(#metal-dark)' }));
    const flame = path(`M${x},${y - 30}Q${x + 11},${y - 10} ${x},${y + 2}Q${x - 11},${y - 10} ${x},${y - 30}Z`, {
      fill: 'url(#flame)',
    });
    out.push(flame);
    glow.push(circle(x, y - 12, 80, { fill: 'url(#warm)', opacity: 0.8 }), flame);
  }
  return out.join('');
}

/** The pieces that find their own spot, in the order they are drawn. */
const SPOT_DECOR_ORDER: DecorId[] = [
  'side-bookshelves',
  'moon-windows',
  'space-portholes',
  'water-portholes',
  'side-shelves',
  'pipes',
  'city-window',
  'arched-window',
  'banners',
  'neon-signs',
  'wall-gears',
  'torches',
  'light-strips',
  'fluoro-lights',
  'light-shaft',
  'cobwebs',
];

/** What a decor piece may look at and add to while it is drawn. */
interface DecorKit {
  p: Palette;
  r: Rng;
  taken: Box[];
  glow: string[];
  night: boolean;
}

/** One spot-seeking piece, drawn behind the elements (empty for an id that is not one). */
function spotPiece(d: DecorId, { p, r, taken, glow, night }: DecorKit): string[] {
  switch (d) {
    case 'side-bookshelves':
      return [sideBookshelves(p, r)];
    case 'moon-windows':
      return [moonWindows(p, r, glow)];
    case 'space-portholes':
      return [portholes(p, r, false, glow)];
    case 'water-portholes':
      return [portholes(p, r, true, glow)];
    case 'side-shelves':
      return [sideShelves(p, r, glow)];
    case 'pipes':
      return [sidePipes(p)];
    case 'torches':
      return [sideTorches(p, glow), backTorches(p, taken, glow)];
    case 'city-window':
      return [cityWindow(p, r, taken, glow)];
    case 'arched-window':
      return [archedWindow(p, r, taken, glow, night)];
    case 'banners':
      return [banners(p, r, taken)];
    case 'neon-signs':
      return [neonSigns(p, r, taken, glow)];
    case 'wall-gears':
      return [wallGears(p, r, taken)];
    case 'light-strips':
      return [ceilingLights(p, true, glow)];
    case 'fluoro-lights':
      return [ceilingLights(p, false, glow)];
    case 'light-shaft':
      return [lightShaft(p, glow)];
    case 'cobwebs':
      return [cobwebs()];
    default:
      return [];
  }
}

/** The chandelier, hung where it does not dangle in front of a picture or a door (nothing if no spot is free). */
function hungChandelier(p: Palette, taken: Box[], lamp: { x: number; y: number }, glow: string[]): string[] {
  const spots = [lamp.x, VP.x, BACK.left + 120, BACK.right - 120, lamp.x - 150, lamp.x + 150];
  const x = spots.find((cx) => !taken.some((t) => intersects(t, { x: cx - 80, y: 0, w: 160, h: lamp.y }, 4)));
  return x === undefined ? [] : [chandelier(p, { x, y: lamp.y }, glow)];
}

export function drawDecor(
  style: RoomStyle,
  p: Palette,
  rng: Rng,
  taken: Box[],
  lamp: { x: number; y: number },
  glow: string[],
): Decor {
  const back: string[] = [];
  const front: string[] = [];
  const night = style.brightness < 0.45;
  // seeded variety: the style's signature piece always appears, the others most of the time
  const chosen = style.decor.filter((d, i) => i === 0 || rng.chance(0.8));
  const has = (d: DecorId) => chosen.includes(d);
  // wall-wide pieces first so spot-seeking pieces land on top of them
  if (has('wainscot')) back.push(wainscot(p));
  if (has('hieroglyphs')) back.push(hieroglyphs(p, rng.fork('glyphs')));
  if (has('columns')) back.push(columns(p));
  if (has('warning-stripes')) back.push(warningStripes());
  if (has('chandelier')) back.push(...hungChandelier(p, taken, lamp, glow));
  for (const d of SPOT_DECOR_ORDER) if (has(d)) back.push(...spotPiece(d, { p, r: rng.fork(d), taken, glow, night }));
  if (has('cables')) front.push(cables(p, rng.fork('cables')));
  if (has('bubbles')) bubbles(rng.fork('bubbles'), glow);
  return { back: back.join(''), front: front.join('') };
}
