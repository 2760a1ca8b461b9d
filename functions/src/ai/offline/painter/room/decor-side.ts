/** Decoration painted on the side walls in perspective: shelves, windows, portholes, torches. */
import { darken, lighten, mix } from '../drawing/color';
import { sidePoint, sideQuad, type Pt } from '../drawing/geometry';
import type { Palette } from '../style/style-types';
import type { Rng } from '../drawing/rng';
import { circle, ellipse, line, path, poly } from '../drawing/svg';

type Side = 'left' | 'right';
export const SIDES: Side[] = ['left', 'right'];

/** A circle drawn in the side wall's plane (u/v radii), as a polygon. */
function sideEllipse(side: Side, cu: number, cv: number, ru: number, rv: number, steps = 28): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < steps; i++) {
    const a = (Math.PI * 2 * i) / steps;
    pts.push(sidePoint(side, cu + ru * Math.cos(a), cv + rv * Math.sin(a)));
  }
  return pts;
}

export function sideBookshelves(p: Palette, rng: Rng): string {
  const out: string[] = [];
  const colours = [p.fabric, p.fabricAlt, p.accent, darken(p.paper, 0.35), p.gold, darken(p.fabric, 0.3)];
  for (const side of SIDES) {
    out.push(poly(sideQuad(side, 0.12, 0.88, 0.18, 0.97), { fill: darken(p.woodDark, 0.2) }));
    const rows = 6;
    for (let r = 0; r < rows; r++) {
      const v0 = 0.2 + (r * 0.76) / rows,
        v1 = v0 + 0.76 / rows;
      let u = 0.14;
      while (u < 0.86) {
        const du = rng.range(0.012, 0.028);
        const top = v0 + rng.range(0.01, 0.04) * (v1 - v0) * 8;
        out.push(
          poly(sideQuad(side, u, Math.min(0.86, u + du), Math.min(top, v1 - 0.03), v1 - 0.012), {
            fill: rng.pick(colours),
          }),
        );
        u += du + 0.002;
      }
      out.push(poly(sideQuad(side, 0.12, 0.88, v1 - 0.012, v1), { fill: p.wood }));
    }
    out.push(
      poly(sideQuad(side, 0.1, 0.13, 0.16, 0.97), { fill: p.wood }),
      poly(sideQuad(side, 0.87, 0.9, 0.16, 0.97), { fill: p.wood }),
    );
  }
  return out.join('');
}

export function moonWindows(p: Palette, rng: Rng, glow: string[]): string {
  const out: string[] = [];
  const side = rng.pick(SIDES);
  const [u0, u1, v0, v1] = [0.3, 0.62, 0.14, 0.66];
  out.push(poly(sideQuad(side, u0 - 0.03, u1 + 0.03, v0 - 0.03, v1 + 0.03), { fill: darken(p.trim, 0.3) }));
  out.push(poly(sideQuad(side, u0, u1, v0, v1), { fill: '#0d1633' }));
  const moon = sidePoint(side, u0 + (u1 - u0) * 0.6, v0 + 0.12);
  out.push(
    circle(moon[0], moon[1], 14, { fill: '#f4f1d8' }),
    circle(moon[0] + 5, moon[1] - 3, 12, { fill: '#0d1633' }),
  );
  for (let i = 0; i < 14; i++) {
    const [sx, sy] = sidePoint(side, rng.range(u0 + 0.02, u1 - 0.02), rng.range(v0 + 0.02, v1 - 0.05));
    out.push(circle(sx, sy, rng.range(0.6, 1.6), { fill: '#ffffff', opacity: 0.8 }));
  }
  const mid = (u0 + u1) / 2;
  out.push(
    path(
      `M${sidePoint(side, mid, v0).join(',')}L${sidePoint(side, mid, v1).join(',')}M${sidePoint(side, u0, (v0 + v1) / 2).join(',')}L${sidePoint(side, u1, (v0 + v1) / 2).join(',')}`,
      { stroke: darken(p.trim, 0.4), 'stroke-width': 5 },
    ),
  );
  out.push(
    poly(sideQuad(side, u0 - 0.08, u0 + 0.04, v0 - 0.05, v1 + 0.2), { fill: p.fabric }),
    poly(sideQuad(side, u1 - 0.04, u1 + 0.08, v0 - 0.05, v1 + 0.2), { fill: p.fabric }),
  );
  // a cold shaft of moonlight falling into the room
  const a = sidePoint(side, u0, v0),
    b = sidePoint(side, u1, v1);
  const dir = side === 'left' ? 1 : -1;
  glow.push(
    poly([a, sidePoint(side, u1, v0), b, [b[0] + dir * 260, 760], [a[0] + dir * 200, 760]], {
      fill: '#b9d4ff',
      opacity: 0.035,
    }),
  );
  return out.join('');
}

export function portholes(p: Palette, rng: Rng, water: boolean, glow: string[]): string {
  const out: string[] = [];
  for (const side of SIDES) {
    for (const cu of [0.3, 0.7]) {
      const cv = 0.4;
      out.push(
        poly(sideEllipse(side, cu, cv, 0.17, 0.16), {
          fill: 'url(#metal)',
          stroke: darken(p.metalDark, 0.4),
          'stroke-width': 2,
        }),
      );
      const inner = sideEllipse(side, cu, cv, 0.13, 0.122);
      out.push(poly(inner, { fill: water ? '#0a4a66' : '#03040c' }));
      if (water) {
        out.push(poly(sideEllipse(side, cu, cv + 0.06, 0.12, 0.05), { fill: '#0e6f8c', opacity: 0.7 }));
        const [fx, fy] = sidePoint(side, cu + rng.range(-0.05, 0.05), cv + rng.range(-0.05, 0.02));
        out.push(path(`M${fx},${fy}q6,-5 12,0q-6,5 -12,0zm12,0l5,-4v8z`, { fill: '#ffb347' }));
        for (let i = 0; i < 3; i++) {
          const [bx, by] = sidePoint(side, cu + rng.range(-0.08, 0.08), cv + rng.range(-0.08, 0.08));
          out.push(circle(bx, by, rng.range(1.5, 3), { fill: 'none', stroke: '#bff', 'stroke-width': 1 }));
        }
      } else {
        for (let i = 0; i < 10; i++) {
          const [sx, sy] = sidePoint(side, cu + rng.range(-0.1, 0.1), cv + rng.range(-0.09, 0.09));
          out.push(circle(sx, sy, rng.range(0.6, 1.8), { fill: '#ffffff' }));
        }
        const [px, py] = sidePoint(side, cu + 0.04, cv - 0.03);
        out.push(circle(px, py, 7, { fill: rng.pick(['#d9824a', '#6fa8dc', '#c27ba0']) }));
      }
      const hl = sideEllipse(side, cu - 0.03, cv - 0.04, 0.05, 0.03, 10);
      out.push(poly(hl, { fill: '#ffffff', opacity: 0.18 }));
      glow.push(poly(inner, { fill: water ? '#3fd0ff' : '#7aa0ff', opacity: 0.12 }));
    }
  }
  return out.join('');
}

export function sideTorches(p: Palette, glow: string[]): string {
  const out: string[] = [];
  for (const side of SIDES) {
    for (const u of [0.35, 0.8]) {
      const [x, y] = sidePoint(side, u, 0.45);
      const s = 1.2 - u * 0.5;
      out.push(path(`M${x - 6 * s},${y}h${12 * s}l${-3 * s},${22 * s}h${-6 * s}z`, { fill: 'url(#metal-dark)' }));
      out.push(ellipse(x, y, 9 * s, 4 * s, { fill: p.metalDark }));
      const flame = path(
        `M${x},${y - 30 * s}Q${x + 10 * s},${y - 10 * s} ${x},${y}Q${x - 10 * s},${y - 10 * s} ${x},${y - 30 * s}Z`,
        { fill: 'url(#flame)' },
      );
      out.push(flame);
      glow.push(ellipse(x, y - 12 * s, 60 * s, 60 * s, { fill: 'url(#warm)', opacity: 0.7 }), flame);
    }
  }
  return out.join('');
}

export function sideShelves(p: Palette, rng: Rng, glow: string[]): string {
  const out: string[] = [];
  const liquids = ['#3dff9a', '#3fb8ff', '#ff5e7a', '#ffd23f', '#b47bff'];
  for (const side of SIDES) {
    for (const v of [0.38, 0.58, 0.78]) {
      out.push(poly(sideQuad(side, 0.15, 0.85, v, v + 0.018), { fill: 'url(#metal-v)' }));
      let u = 0.18;
      while (u < 0.8) {
        const [x, y] = sidePoint(side, u, v);
        const s = 0.7 + (1 - u) * 0.6;
        const col = rng.pick(liquids);
        if (rng.chance(0.5)) {
          out.push(
            path(`M${x - 3 * s},${y - 24 * s}h${6 * s}v${8 * s}l${7 * s},${16 * s}h${-20 * s}l${7 * s},${-16 * s}z`, {
              fill: lighten(p.wall, 0.5),
              opacity: 0.8,
              stroke: p.metalDark,
              'stroke-width': 0.8,
            }),
          );
          out.push(path(`M${x - 7 * s},${y - 8 * s}h${14 * s}l${3 * s},${8 * s}h${-20 * s}z`, { fill: col }));
        } else {
          out.push(
            path(`M${x - 4 * s},${y - 22 * s}h${8 * s}v${22 * s}h${-8 * s}z`, {
              fill: lighten(p.wall, 0.5),
              opacity: 0.8,
              stroke: p.metalDark,
              'stroke-width': 0.8,
            }),
          );
          out.push(path(`M${x - 4 * s},${y - 11 * s}h${8 * s}v${11 * s}h${-8 * s}z`, { fill: col }));
        }
        if (rng.chance(0.3)) glow.push(circle(x, y - 8 * s, 10 * s, { fill: col, opacity: 0.25 }));
        u += rng.range(0.07, 0.12);
      }
    }
  }
  return out.join('');
}

export function sidePipes(p: Palette): string {
  const out: string[] = [];
  for (const side of SIDES) {
    for (const [v, wdt] of [
      [0.12, 9],
      [0.2, 6],
    ] as const) {
      const a = sidePoint(side, 0, v),
        b = sidePoint(side, 1, v);
      out.push(
        line(a[0], a[1], b[0], b[1], { stroke: darken(p.metal, 0.45), 'stroke-width': wdt + 3 }),
        line(a[0], a[1] - 1, b[0], b[1] - 1, { stroke: mix(p.metal, p.gold, 0.3), 'stroke-width': wdt - 1 }),
      );
    }
    const [vx, vy] = sidePoint(side, 0.5, 0.12);
    out.push(
      circle(vx, vy, 10, { fill: 'none', stroke: '#b83a2a', 'stroke-width': 3 }),
      line(vx - 10, vy, vx + 10, vy, { stroke: '#b83a2a', 'stroke-width': 2 }),
    );
  }
  return out.join('');
}
