/** The empty room: ceiling, walls and floor in perspective, and the light that falls on it. */
import { darken, lighten } from '../drawing/color';
import { BACK, CEILING, DESIGN_H, DESIGN_W, VP, type Pt } from '../drawing/geometry';
import type { CeilingKind, Palette, RoomStyle } from '../style/style-types';
import type { Rng } from '../drawing/rng';
import { ellipse, path, poly, rect } from '../drawing/svg';
import { drawFloor } from './floor';
import { drawBackWall, drawSideWalls } from './walls';

/** Screen point on the ceiling of world X (its x at the back wall) at depth z. */
const cp = (X: number, z: number): Pt => [VP.x + (X - VP.x) / z, VP.y - (VP.y - BACK.top) / z];

function ceiling(kind: CeilingKind, p: Palette, rng: Rng): string {
  const out: string[] = [poly(CEILING, { fill: p.ceiling })];
  if (kind === 'beams') {
    for (let z = 0.98; z > 0.6; z -= rng.range(0.09, 0.12)) {
      const q = [cp(BACK.left, z), cp(BACK.right, z), cp(BACK.right, z - 0.035), cp(BACK.left, z - 0.035)];
      out.push(poly(q, { fill: p.woodDark }));
      out.push(
        poly([q[0], q[1], cp(BACK.right, z - 0.01), cp(BACK.left, z - 0.01)], { fill: darken(p.woodDark, 0.4) }),
      );
    }
  } else if (kind === 'panels') {
    const xs = [BACK.left + 60, BACK.left + 250, BACK.right - 250, BACK.right - 60];
    for (let z = 0.95; z > 0.65; z -= 0.12) {
      for (let i = 0; i < xs.length; i += 2) {
        out.push(
          poly([cp(xs[i], z), cp(xs[i + 1], z), cp(xs[i + 1], z - 0.05), cp(xs[i], z - 0.05)], {
            fill: lighten(p.light, 0.3),
            opacity: 0.85,
          }),
        );
      }
    }
    let d = '';
    for (let X = BACK.left; X <= BACK.right; X += 114) {
      const [a, b] = [cp(X, 1), cp(X, 0.6)];
      d += `M${a[0].toFixed(1)},${a[1].toFixed(1)}L${b[0].toFixed(1)},${b[1].toFixed(1)}`;
    }
    out.push(path(d, { stroke: darken(p.ceiling, 0.4), 'stroke-width': 2 }));
  } else if (kind === 'vault') {
    for (let z = 0.97; z > 0.62; z -= 0.07) {
      const [a, b] = [cp(BACK.left, z), cp(BACK.right, z)];
      out.push(
        path(`M${a[0].toFixed(1)},${a[1].toFixed(1)}L${b[0].toFixed(1)},${b[1].toFixed(1)}`, {
          stroke: darken(p.ceiling, 0.35),
          'stroke-width': 3,
        }),
      );
    }
  }
  const shade = `<linearGradient id="ceil-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0.1"/></linearGradient>`;
  return `<defs>${shade}</defs>${out.join('')}${poly(CEILING, { fill: 'url(#ceil-shade)' })}`;
}

export interface Shell {
  /** Everything behind the furniture. */
  room: string;
  /** Light and shade laid over the whole picture after the objects. */
  light: string;
  /** Where the main light comes from (decor hangs its lamp there). */
  lamp: { x: number; y: number };
}

export function drawShell(style: RoomStyle, p: Palette, rng: Rng): Shell {
  const lamp = { x: rng.range(380, 644), y: rng.range(150, 230) };
  const lightFromLeft = lamp.x < VP.x;
  const room = [
    ceiling(style.ceiling, p, rng.fork('ceiling')),
    drawSideWalls(style.wall, p, lightFromLeft),
    drawBackWall(style.wall, p, rng.fork('back')),
    drawFloor(style.floor, p, rng.fork('floor')),
    // soft contact shadow along the back wall's foot
    rect(BACK.left, BACK.bottom - 2, BACK.right - BACK.left, 14, { fill: '#000', opacity: 0.22 }),
  ].join('');
  const b = style.brightness;
  const light = [
    rect(0, 0, DESIGN_W, DESIGN_H, { fill: p.ambient, opacity: (1 - b) * 0.38 }),
    ellipse(lamp.x, lamp.y + 230, 520, 400, { fill: 'url(#warm)', opacity: 0.35 + b * 0.4 }),
    rect(0, 0, DESIGN_W, DESIGN_H, { fill: 'url(#vignette)' }),
  ].join('');
  return { room, light, lamp };
}
