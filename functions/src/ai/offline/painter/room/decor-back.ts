/** Decoration on the back wall (placed in gaps between the elements) and hanging from the ceiling. */
import { darken, lighten, mix } from '../drawing/color';
import { BACK, intersects, type Box } from '../drawing/geometry';
import type { Palette } from '../style/style-types';
import type { Rng } from '../drawing/rng';
import { circle, ellipse, line, path, poly, radialPoints, rect, rrect } from '../drawing/svg';

/** A free spot of the given size inside the region, away from everything already there. */
export function findFree(rng: Rng, taken: Box[], w: number, h: number, region: Box): Box | null {
  for (let i = 0; i < 40; i++) {
    const b = {
      x: region.x + rng.next() * Math.max(0, region.w - w),
      y: region.y + rng.next() * Math.max(0, region.h - h),
      w,
      h,
    };
    if (!taken.some((t) => intersects(t, b, 6))) {
      taken.push(b);
      return b;
    }
  }
  return null;
}

const UPPER_WALL: Box = { x: BACK.left + 10, y: BACK.top + 14, w: BACK.right - BACK.left - 20, h: 210 };

export function archedWindow(p: Palette, rng: Rng, taken: Box[], glow: string[], night: boolean): string {
  const b = findFree(rng, taken, 110, 170, UPPER_WALL);
  if (!b) return '';
  const arch = (x: number, y: number, w: number, h: number) =>
    `M${x},${y + h}V${y + w / 2}A${w / 2},${w / 2} 0 0 1 ${x + w},${y + w / 2}V${y + h}Z`;
  const sky = night ? '#14204a' : mix(p.light, '#8fc4ff', 0.6);
  const out = [
    path(arch(b.x, b.y, b.w, b.h), { fill: darken(p.trim, 0.3) }),
    path(arch(b.x + 8, b.y + 8, b.w - 16, b.h - 14), { fill: sky }),
    path(
      `M${b.x + 8},${b.y + b.h - 6}V${b.y + b.h - 40}Q${b.x + b.w * 0.4},${b.y + b.h - 60} ${b.x + b.w - 8},${b.y + b.h - 44}V${b.y + b.h - 6}Z`,
      { fill: darken(sky, 0.4) },
    ),
    line(b.x + b.w / 2, b.y + 8, b.x + b.w / 2, b.y + b.h - 6, { stroke: darken(p.trim, 0.45), 'stroke-width': 4 }),
    line(b.x + 8, b.y + b.h * 0.55, b.x + b.w - 8, b.y + b.h * 0.55, {
      stroke: darken(p.trim, 0.45),
      'stroke-width': 4,
    }),
    rect(b.x - 6, b.y + b.h - 6, b.w + 12, 10, { fill: p.trim }),
  ];
  if (night) out.push(circle(b.x + b.w * 0.68, b.y + b.h * 0.3, 9, { fill: '#f4f1d8' }));
  glow.push(path(arch(b.x + 8, b.y + 8, b.w - 16, b.h - 14), { fill: night ? '#8fb0ff' : p.light, opacity: 0.18 }));
  glow.push(
    poly(
      [
        [b.x + 8, b.y + 20],
        [b.x + b.w - 8, b.y + 20],
        [b.x + b.w + 140, 760],
        [b.x - 80, 760],
      ],
      { fill: night ? '#b9d4ff' : p.light, opacity: 0.035 },
    ),
  );
  return out.join('');
}

export function banners(p: Palette, rng: Rng, taken: Box[]): string {
  const out: string[] = [];
  for (let i = 0; i < 2; i++) {
    const b = findFree(rng, taken, 54, 150, { ...UPPER_WALL, y: BACK.top + 8, h: 160 });
    if (!b) continue;
    const col = i === 0 ? p.fabric : p.fabricAlt;
    out.push(rect(b.x - 6, b.y, b.w + 12, 6, { fill: 'url(#wood)' }));
    out.push(
      path(`M${b.x},${b.y + 4}H${b.x + b.w}V${b.y + b.h}L${b.x + b.w / 2},${b.y + b.h - 18}L${b.x},${b.y + b.h}Z`, {
        fill: col,
        stroke: darken(col, 0.4),
        'stroke-width': 1,
      }),
    );
    out.push(rect(b.x + 5, b.y + 8, b.w - 10, b.h - 34, { fill: 'none', stroke: p.gold, 'stroke-width': 2 }));
    out.push(poly(radialPoints(b.x + b.w / 2, b.y + b.h * 0.4, 5, 13, 6, -Math.PI / 2), { fill: p.gold }));
  }
  return out.join('');
}

export function hieroglyphs(p: Palette, rng: Rng): string {
  const out: string[] = [rect(BACK.left, BACK.top + 12, BACK.right - BACK.left, 40, { fill: darken(p.wall, 0.12) })];
  const ink = darken(p.wall, 0.5);
  for (let x = BACK.left + 14; x < BACK.right - 24; x += 30) {
    const y = BACK.top + 18,
      k = rng.int(0, 5);
    const a = { stroke: ink, 'stroke-width': 2.2, fill: 'none' };
    if (k === 0)
      out.push(
        ellipse(x + 9, y + 14, 9, 5, a),
        circle(x + 9, y + 14, 2.5, { fill: ink }),
        path(`M${x + 4},${y + 20}l-2,8`, a),
      );
    else if (k === 1) out.push(ellipse(x + 9, y + 7, 5, 6, a), path(`M${x + 9},${y + 13}v15M${x + 2},${y + 17}h14`, a));
    else if (k === 2) out.push(path(`M${x},${y + 10}q5,-6 10,0t10,0M${x},${y + 18}q5,-6 10,0t10,0`, a));
    else if (k === 3)
      out.push(
        path(`M${x + 2},${y + 26}q2,-14 8,-18q6,-6 10,0l-5,4q-2,8 -2,14`, a),
        circle(x + 14, y + 8, 1.5, { fill: ink }),
      );
    else if (k === 4) out.push(path(`M${x + 9},${y + 2}l8,24h-16z`, a));
    else out.push(circle(x + 9, y + 12, 7, a), line(x + 9, y + 19, x + 9, y + 28, a));
  }
  out.push(
    rect(BACK.left, BACK.top + 10, BACK.right - BACK.left, 3, { fill: p.gold }),
    rect(BACK.left, BACK.top + 52, BACK.right - BACK.left, 3, { fill: p.gold }),
  );
  return out.join('');
}

export function columns(p: Palette): string {
  const out: string[] = [];
  for (const x of [BACK.left + 4, BACK.right - 52]) {
    out.push(rect(x, BACK.top + 56, 48, BACK.bottom - BACK.top - 56, { fill: 'url(#stone)' }));
    for (let k = 1; k < 5; k++)
      out.push(
        line(x + k * 9.6, BACK.top + 64, x + k * 9.6, BACK.bottom - 20, {
          stroke: darken(p.stone, 0.3),
          'stroke-width': 1.5,
        }),
      );
    out.push(
      rect(x - 6, BACK.top + 56, 60, 14, { fill: lighten(p.stone, 0.1) }),
      rect(x - 6, BACK.bottom - 18, 60, 18, { fill: lighten(p.stone, 0.05) }),
    );
    out.push(rect(x, BACK.top + 70, 48, 10, { fill: p.fabric, opacity: 0.8 }));
  }
  return out.join('');
}

export function neonSigns(p: Palette, rng: Rng, taken: Box[], glow: string[]): string {
  const out: string[] = [];
  const colours = [p.glow, p.accent, '#ffe14a'];
  for (let i = 0; i < 2; i++) {
    const b = findFree(rng, taken, rng.range(90, 130), 60, UPPER_WALL);
    if (!b) continue;
    const col = colours[i % colours.length];
    const tube = { stroke: col, 'stroke-width': 3.5, fill: 'none', 'stroke-linecap': 'round' };
    let d = '';
    const glyphs = Math.floor((b.w - 16) / 26);
    for (let g = 0; g < glyphs; g++) {
      const x = b.x + 12 + g * 26,
        y = b.y + 14;
      d += rng.pick([
        `M${x},${y}h18M${x + 9},${y}v30M${x},${y + 16}h18`,
        `M${x},${y + 4}h18v26h-18zM${x},${y + 16}h18`,
        `M${x + 9},${y}l-9,30M${x + 9},${y}l9,30M${x + 3},${y + 18}h12`,
        `M${x},${y}v30h18M${x + 9},${y + 8}v14`,
      ]);
    }
    const sign =
      rrect(b.x, b.y, b.w, b.h, 8, { fill: 'none', stroke: col, 'stroke-width': 2.5, opacity: 0.9 }) + path(d, tube);
    out.push(rrect(b.x, b.y, b.w, b.h, 8, { fill: '#000', opacity: 0.35 }), sign);
    glow.push(
      `<rect x="${b.x - 20}" y="${b.y - 20}" width="${b.w + 40}" height="${b.h + 40}" rx="30" fill="${col}" fill-opacity="0.1"/>`,
      sign,
      path(d, { ...tube, stroke: '#ffffff', 'stroke-width': 1.2 }),
    );
  }
  return out.join('');
}

export function cityWindow(p: Palette, rng: Rng, taken: Box[], glow: string[]): string {
  const b = findFree(rng, taken, 220, 150, UPPER_WALL) ?? findFree(rng, taken, 150, 120, UPPER_WALL);
  if (!b) return '';
  const out = [
    rect(b.x - 6, b.y - 6, b.w + 12, b.h + 12, { fill: '#0b0a12' }),
    rect(b.x, b.y, b.w, b.h, { fill: '#1a1140' }),
  ];
  out.push(rect(b.x, b.y + b.h * 0.5, b.w, b.h * 0.5, { fill: mix('#1a1140', p.glow, 0.25) }));
  let x = b.x;
  while (x < b.x + b.w) {
    const w = rng.range(16, 34),
      h = rng.range(b.h * 0.3, b.h * 0.9);
    out.push(rect(x, b.y + b.h - h, w, h, { fill: rng.pick(['#0d0b1c', '#141029', '#1b1535']) }));
    for (let wy = b.y + b.h - h + 6; wy < b.y + b.h - 4; wy += 9)
      for (let wx = x + 3; wx < x + w - 4; wx += 7) {
        if (rng.chance(0.35)) out.push(rect(wx, wy, 3, 4, { fill: rng.pick(['#ffd76a', p.accent, p.glow]) }));
      }
    x += w + 1;
  }
  let rain = '';
  for (let i = 0; i < 40; i++) {
    const rx = b.x + rng.next() * b.w,
      ry = b.y + rng.next() * b.h;
    rain += `M${rx.toFixed(1)},${ry.toFixed(1)}l-3,10`;
  }
  out.push(path(rain, { stroke: '#9fb4ff', 'stroke-width': 1, opacity: 0.45 }));
  out.push(line(b.x + b.w / 2, b.y, b.x + b.w / 2, b.y + b.h, { stroke: '#0b0a12', 'stroke-width': 5 }));
  glow.push(rect(b.x, b.y, b.w, b.h, { fill: p.glow, opacity: 0.08 }));
  return out.join('');
}

export function wallGears(p: Palette, rng: Rng, taken: Box[]): string {
  const out: string[] = [];
  for (let i = 0; i < 3; i++) {
    const r = rng.range(26, 46);
    const b = findFree(rng, taken, r * 2, r * 2, UPPER_WALL);
    if (!b) continue;
    const cx = b.x + r,
      cy = b.y + r;
    out.push(
      poly(radialPoints(cx, cy, 12, r, r * 0.8), {
        fill: mix(p.gold, p.wall, 0.45),
        stroke: darken(p.gold, 0.5),
        'stroke-width': 1.5,
      }),
    );
    out.push(
      circle(cx, cy, r * 0.55, { fill: mix(p.gold, p.wall, 0.6) }),
      circle(cx, cy, r * 0.15, { fill: darken(p.gold, 0.5) }),
    );
  }
  out.push(rect(BACK.left, BACK.top + 30, BACK.right - BACK.left, 10, { fill: 'url(#metal-v)' }));
  return out.join('');
}

export function chandelier(p: Palette, lamp: { x: number; y: number }, glow: string[]): string {
  const { x } = lamp,
    y = lamp.y - 40;
  const out = [line(x, 0, x, y, { stroke: darken(p.gold, 0.5), 'stroke-width': 3 })];
  out.push(
    path(`M${x - 70},${y + 10}Q${x},${y + 50} ${x + 70},${y + 10}`, {
      stroke: 'url(#gold)',
      'stroke-width': 5,
      fill: 'none',
    }),
  );
  out.push(
    path(`M${x - 40},${y + 16}Q${x},${y + 40} ${x + 40},${y + 16}`, {
      stroke: 'url(#gold)',
      'stroke-width': 4,
      fill: 'none',
    }),
  );
  out.push(ellipse(x, y + 30, 12, 8, { fill: 'url(#gold)' }));
  for (const dx of [-70, -40, 0, 40, 70]) {
    const cy = dx === 0 ? y + 22 : y + (Math.abs(dx) > 50 ? 10 : 16);
    out.push(rect(x + dx - 3, cy - 14, 6, 14, { fill: lighten(p.paper, 0.1) }));
    const flame = ellipse(x + dx, cy - 19, 3.5, 6, { fill: 'url(#flame)' });
    out.push(flame);
    glow.push(ellipse(x + dx, cy - 19, 26, 26, { fill: 'url(#warm)', opacity: 0.9 }), flame);
  }
  return out.join('');
}

export function cobwebs(): string {
  const web = (cx: number, cy: number, sx: number, sy: number): string => {
    let d = '';
    for (let k = 0; k <= 5; k++) {
      const a = (Math.PI / 2) * (k / 5);
      d += `M${cx},${cy}l${(sx * Math.cos(a) * 90).toFixed(1)},${(sy * Math.sin(a) * 90).toFixed(1)}`;
    }
    for (const r of [25, 45, 65, 85]) {
      d += `M${cx + sx * r},${cy}`;
      for (let k = 1; k <= 5; k++) {
        const a = (Math.PI / 2) * (k / 5);
        d += `Q${(cx + sx * r * 0.75 * Math.cos(a - 0.15)).toFixed(1)},${(cy + sy * r * 0.75 * Math.sin(a - 0.15)).toFixed(1)} ${(cx + sx * r * Math.cos(a)).toFixed(1)},${(cy + sy * r * Math.sin(a)).toFixed(1)}`;
      }
    }
    return path(d, { stroke: '#e8e8f0', 'stroke-width': 1, fill: 'none', opacity: 0.45 });
  };
  return web(BACK.left, BACK.top, 1, 1) + web(BACK.right, BACK.top, -1, 1) + web(0, 0, 1, 1) + web(1024, 0, -1, 1);
}
