/** Floor surfaces drawn in perspective: planks, flagstones, tiles, grating, sand, checker. */
import { darken, lighten, mix } from '../drawing/color';
import { BACK, FLOOR, FRONT_Z, VP, floorRowAt, floorSpan, type Pt } from '../drawing/geometry';
import type { FloorSurface, Palette } from '../style/style-types';
import type { Rng } from '../drawing/rng';
import { path, poly } from '../drawing/svg';

/** Screen point of world floor coordinate X (its x at the back wall) at depth z. */
const fp = (X: number, z: number): Pt => [VP.x + (X - VP.x) / z, floorRowAt(z)];
const quad = (x0: number, x1: number, z0: number, z1: number): Pt[] => [fp(x0, z0), fp(x1, z0), fp(x1, z1), fp(x0, z1)];

/** Depth rows, evenly spaced in the room (so they bunch up towards the back). */
function rows(count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i <= count; i++) out.push(1 - ((1 - FRONT_Z * 0.98) * i) / count);
  return out;
}

function columns(count: number): number[] {
  const out: number[] = [];
  const span = BACK.right - BACK.left;
  for (let i = 0; i <= count; i++) out.push(BACK.left + (span * i) / count);
  return out;
}

function planks(p: Palette, rng: Rng): string {
  const out: string[] = [];
  const cols = columns(rng.int(11, 15));
  for (let i = 0; i < cols.length - 1; i++) {
    const tone = mix(p.floor, p.floorAlt, rng.next());
    out.push(poly(quad(cols[i], cols[i + 1], 1, FRONT_Z * 0.98), { fill: tone }));
    let z = 1 - rng.range(0.02, 0.25);
    while (z > FRONT_Z) {
      const [a, b] = [fp(cols[i], z), fp(cols[i + 1], z)];
      out.push(
        path(`M${a[0]},${a[1]}L${b[0]},${b[1]}`, {
          stroke: p.floorLine,
          'stroke-width': (1.5 / z) * 0.5,
          opacity: 0.8,
        }),
      );
      z -= rng.range(0.18, 0.32);
    }
    const [t0, t1] = [fp(cols[i], 1), fp(cols[i], FRONT_Z * 0.98)];
    out.push(path(`M${t0[0]},${t0[1]}L${t1[0]},${t1[1]}`, { stroke: p.floorLine, 'stroke-width': 2 }));
    // a faint grain highlight down each board
    const g0 = fp(cols[i] + (cols[i + 1] - cols[i]) * 0.35, 1),
      g1 = fp(cols[i] + (cols[i + 1] - cols[i]) * 0.35, FRONT_Z);
    out.push(
      path(`M${g0[0]},${g0[1]}L${g1[0]},${g1[1]}`, { stroke: lighten(tone, 0.12), 'stroke-width': 1.2, opacity: 0.35 }),
    );
  }
  return out.join('');
}

function flagstones(p: Palette, rng: Rng): string {
  const out: string[] = [poly(FLOOR, { fill: p.floorLine })];
  const zs = rows(7);
  for (let r = 0; r < zs.length - 1; r++) {
    let X = BACK.left - rng.range(0, 80);
    while (X < BACK.right) {
      const w = rng.range(70, 120);
      const tone = mix(p.floor, p.floorAlt, rng.next());
      const x0 = Math.max(BACK.left, X + 2.5),
        x1 = Math.min(BACK.right, X + w - 2.5);
      const q = quad(x0, x1, zs[r] - 0.004, zs[r + 1] + 0.004);
      out.push(poly(q, { fill: tone }));
      out.push(
        poly([q[0], q[1], fp(x1 - 2.5, zs[r] - 0.02), fp(x0 + 2.5, zs[r] - 0.02)], {
          fill: lighten(tone, 0.08),
          opacity: 0.5,
        }),
      );
      X += w;
    }
  }
  return out.join('');
}

function grid(p: Palette, cols: number, rowCount: number, checker: boolean, rng: Rng): string {
  const out: string[] = [];
  const zs = rows(rowCount);
  const step = (BACK.right - BACK.left) / cols;
  const xs: number[] = [];
  for (let X = BACK.left; X <= BACK.right + 0.01; X += step) xs.push(X);
  if (checker) {
    for (let r = 0; r < zs.length - 1; r++) {
      for (let c = 0; c < xs.length - 1; c++) {
        if ((r + c) % 2 === 0) out.push(poly(quad(xs[c], xs[c + 1], zs[r], zs[r + 1]), { fill: p.floorAlt }));
      }
    }
  } else {
    for (let k = 0; k < 10; k++) {
      const c = rng.int(0, xs.length - 2),
        r = rng.int(0, zs.length - 2);
      out.push(poly(quad(xs[c], xs[c + 1], zs[r], zs[r + 1]), { fill: p.floorAlt, opacity: 0.7 }));
    }
  }
  let d = '';
  for (const z of zs) {
    const [a, b] = [fp(xs[0], z), fp(xs[xs.length - 1], z)];
    d += `M${a[0].toFixed(1)},${a[1].toFixed(1)}L${b[0].toFixed(1)},${b[1].toFixed(1)}`;
  }
  for (const X of xs) {
    const [a, b] = [fp(X, 1), fp(X, zs[zs.length - 1])];
    d += `M${a[0].toFixed(1)},${a[1].toFixed(1)}L${b[0].toFixed(1)},${b[1].toFixed(1)}`;
  }
  out.push(path(d, { stroke: p.floorLine, 'stroke-width': 1.6, opacity: 0.8 }));
  return out.join('');
}

function grating(p: Palette, rng: Rng): string {
  const base = grid(p, 8, 6, false, rng);
  // fine slats inside each panel
  let d = '';
  const zs = rows(30);
  for (const z of zs) {
    const [a, b] = [fp(BACK.left, z), fp(BACK.right, z)];
    d += `M${a[0].toFixed(1)},${a[1].toFixed(1)}L${b[0].toFixed(1)},${b[1].toFixed(1)}`;
  }
  return base + path(d, { stroke: darken(p.floorLine, 0.2), 'stroke-width': 1, opacity: 0.45 });
}

function sand(p: Palette, rng: Rng): string {
  const out: string[] = [];
  for (let i = 0; i < 9; i++) {
    const z = rng.range(FRONT_Z, 0.95);
    const y = floorRowAt(z);
    const amp = (6 / z) * 0.4;
    const [l, r] = floorSpan(y + amp);
    let d = `M${l.toFixed(1)},${y.toFixed(1)}`;
    for (let x = l; x + 64 <= r; x += 64)
      d += `Q${(x + 32).toFixed(1)},${(y - amp * rng.range(0.5, 1.5)).toFixed(1)} ${(x + 64).toFixed(1)},${y.toFixed(1)}`;
    out.push(path(d, { stroke: lighten(p.floor, 0.18), 'stroke-width': 2.5, fill: 'none', opacity: 0.5 }));
    out.push(
      path(d, {
        stroke: p.floorLine,
        'stroke-width': 1.2,
        fill: 'none',
        opacity: 0.35,
        transform: `translate(0,${(amp * 0.8).toFixed(1)})`,
      }),
    );
  }
  // drifts against the back wall
  out.push(
    path(`M${BACK.left},${BACK.bottom}Q${BACK.left + 60},${BACK.bottom - 26} ${BACK.left + 150},${BACK.bottom}Z`, {
      fill: lighten(p.floor, 0.08),
    }),
  );
  out.push(
    path(
      `M${BACK.right - 200},${BACK.bottom}Q${BACK.right - 70},${BACK.bottom - 30} ${BACK.right},${BACK.bottom - 4}L${BACK.right},${BACK.bottom}Z`,
      { fill: lighten(p.floor, 0.06) },
    ),
  );
  return out.join('');
}

export function drawFloor(kind: FloorSurface, p: Palette, rng: Rng): string {
  const base = poly(FLOOR, { fill: p.floor });
  const texture = {
    planks: () => planks(p, rng),
    flagstones: () => flagstones(p, rng),
    tiles: () => grid(p, 10, 9, false, rng),
    checker: () => grid(p, 9, 9, true, rng),
    grating: () => grating(p, rng),
    sand: () => sand(p, rng),
  }[kind]();
  // depth shading: darker at the back, lit pool in the middle
  const shade = `<linearGradient id="floor-depth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.35" stop-color="#000" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>`;
  // every texture stays within the floor's world span, so no clip path is needed (clipping is slow)
  return `<defs>${shade}</defs>${base}${texture}${poly(FLOOR, { fill: 'url(#floor-depth)' })}`;
}
