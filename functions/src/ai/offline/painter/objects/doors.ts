/** Ways in and out, and the controls beside them: door, exit door, hatch, portal, keypad, lever. */
import { darken, lighten } from '../drawing/color';
import type { Box } from '../drawing/geometry';
import { circle, ellipse, line, path, poly, rect, rrect } from '../drawing/svg';
import { fit, type DrawCtx } from './draw-context';

/** A sliding bulkhead: two metal leaves, a window, and hazard stripes along the bottom. */
function metalDoorLeaf(b: Box, c: DrawCtx): string {
  const { p } = c;
  const out: string[] = [];
  const fx = b.x,
    fy = b.y,
    fw = b.w,
    fh = b.h;
  out.push(rrect(fx, fy, fw, fh, 6, { fill: 'url(#metal-dark)' }));
  const ix = fx + 9,
    iy = fy + 9,
    iw = fw - 18,
    ih = fh - 9;
  out.push(
    rect(ix, iy, iw / 2 - 1, ih, { fill: 'url(#metal)' }),
    rect(ix + iw / 2 + 1, iy, iw / 2 - 1, ih, { fill: 'url(#metal)' }),
  );
  out.push(rect(ix + iw / 2 - 1.5, iy, 3, ih, { fill: darken(p.metalDark, 0.5) }));
  out.push(
    rrect(ix + iw * 0.18, iy + ih * 0.12, iw * 0.64, ih * 0.16, 4, {
      fill: 'url(#glass)',
      stroke: darken(p.metalDark, 0.3),
      'stroke-width': 2,
    }),
  );
  for (let i = 0; i < 6; i++)
    out.push(
      poly(
        [
          [ix + (i * iw) / 6, iy + ih - 14],
          [ix + ((i + 0.5) * iw) / 6, iy + ih - 14],
          [ix + ((i + 0.2) * iw) / 6, iy + ih],
          [ix + ((i - 0.3) * iw) / 6, iy + ih],
        ],
        { fill: '#f2c230' },
      ),
    );
  out.push(rect(ix, iy + ih - 14, iw, 14, { fill: '#000', opacity: 0.15 }));
  return out.join('');
}

/** A wooden door in its frame: planked under an arch (castle, temple) or panelled, with a brass knob. */
function woodDoorLeaf(b: Box, c: DrawCtx): string {
  const { p } = c;
  const out: string[] = [];
  const fx = b.x,
    fy = b.y,
    fw = b.w,
    fh = b.h;
  const arched = c.style.id.startsWith('castle') || c.style.id.startsWith('temple');
  const top = arched ? fy + fw * 0.35 : fy;
  const frame = arched
    ? path(`M${fx},${fy + fh}V${top}A${fw / 2},${fw * 0.35} 0 0 1 ${fx + fw},${top}V${fy + fh}Z`, {
        fill: darken(p.trim, 0.3),
      })
    : rect(fx, fy, fw, fh, { fill: darken(p.trim, 0.2) });
  out.push(frame);
  const ix = fx + 10,
    iw = fw - 20,
    iy = fy + 10,
    ih = fh - 10;
  out.push(
    arched
      ? path(`M${ix},${fy + fh}V${top + 6}A${iw / 2},${iw * 0.32} 0 0 1 ${ix + iw},${top + 6}V${fy + fh}Z`, {
          fill: 'url(#wood-h)',
        })
      : rect(ix, iy, iw, ih, { fill: 'url(#wood-h)' }),
  );
  if (arched) {
    for (let k = 1; k < 4; k++)
      out.push(
        line(ix + (iw * k) / 4, top, ix + (iw * k) / 4, fy + fh, { stroke: darken(p.wood, 0.4), 'stroke-width': 2 }),
      );
    out.push(
      rect(ix, top + ih * 0.2, iw, 7, { fill: 'url(#metal-v)' }),
      rect(ix, fy + fh - ih * 0.25, iw, 7, { fill: 'url(#metal-v)' }),
    );
  } else {
    for (const [py, ph] of [
      [iy + 12, ih * 0.38],
      [iy + ih * 0.5, ih * 0.42],
    ]) {
      out.push(
        rect(ix + 10, py, iw - 20, ph, { fill: darken(p.wood, 0.12), stroke: darken(p.wood, 0.45), 'stroke-width': 2 }),
      );
      out.push(rect(ix + 14, py + 4, iw - 28, 3, { fill: lighten(p.wood, 0.2), opacity: 0.5 }));
    }
  }
  out.push(
    circle(ix + iw - 12, fy + fh * 0.58, 5, { fill: 'url(#gold)', stroke: darken(p.gold, 0.5), 'stroke-width': 1 }),
  );
  out.push(rect(ix + iw - 15, fy + fh * 0.58 + 8, 6, 10, { fill: darken(p.gold, 0.3), rx: 2 }));
  return out.join('');
}

function doorLeaf(b: Box, c: DrawCtx): string {
  return c.metallic ? metalDoorLeaf(b, c) : woodDoorLeaf(b, c);
}

export function door(b: Box, c: DrawCtx): string {
  return doorLeaf(b, c) + rect(b.x + 10, b.y + b.h - 4, b.w - 20, 4, { fill: '#000', opacity: 0.45 });
}

/** EXIT spelt in block strokes, so no font is needed. */
function exitLetters(x: number, y: number, s: number, color: string): string {
  const w = 3 * s,
    h = 14 * s,
    lw = 9 * s,
    gap = 4 * s;
  const a = { fill: color };
  const parts: string[] = [];
  let cx = x;
  parts.push(
    rect(cx, y, w, h, a),
    rect(cx, y, lw, w, a),
    rect(cx, y + h / 2 - w / 2, lw * 0.8, w, a),
    rect(cx, y + h - w, lw, w, a),
  );
  cx += lw + gap;
  parts.push(
    path(`M${cx},${y}L${cx + lw},${y + h}M${cx + lw},${y}L${cx},${y + h}`, { stroke: color, 'stroke-width': w }),
  );
  cx += lw + gap;
  parts.push(rect(cx, y, w, h, a));
  cx += w + gap;
  parts.push(rect(cx, y, lw, w, a), rect(cx + lw / 2 - w / 2, y, w, h, a));
  return parts.join('');
}

export function exitDoor(b: Box, c: DrawCtx): string {
  const signH = 26;
  const leafBox = { x: b.x, y: b.y + signH + 6, w: b.w, h: b.h - signH - 6 };
  const sw = Math.min(b.w - 20, 78),
    sx = b.x + (b.w - sw) / 2;
  const sign =
    rrect(sx, b.y, sw, signH, 3, { fill: '#0f8a3a', stroke: '#b9ffd0', 'stroke-width': 1.5 }) +
    exitLetters(sx + (sw - 44) / 2, b.y + 6, 1, '#f4fff6');
  c.glow.push(ellipse(sx + sw / 2, b.y + signH / 2, sw, signH * 1.8, { fill: 'url(#glow-exit)' }));
  c.glow.push(sign);
  // light spilling through the gap at the foot and the edge of the door
  c.glow.push(ellipse(b.x + b.w / 2, b.y + b.h + 2, b.w * 0.6, 12, { fill: 'url(#warm)', opacity: 0.9 }));
  c.glow.push(
    rect(leafBox.x + leafBox.w - 12, leafBox.y + 12, 3, leafBox.h - 12, {
      fill: lighten(c.p.light, 0.4),
      opacity: 0.85,
    }),
  );
  return sign + doorLeaf(leafBox, c) + rect(b.x + 10, b.y + b.h - 3, b.w - 20, 3, { fill: lighten(c.p.light, 0.5) });
}

export function hatch(b: Box, c: DrawCtx): string {
  const { p } = c;
  const q = (inset: number): Array<[number, number]> => [
    [b.x + b.w * 0.14 + inset, b.y + b.h * 0.12 + inset * 0.6],
    [b.x + b.w * 0.86 - inset, b.y + b.h * 0.12 + inset * 0.6],
    [b.x + b.w - inset, b.y + b.h * 0.92 - inset * 0.6],
    [b.x + inset, b.y + b.h * 0.92 - inset * 0.6],
  ];
  const out = [
    poly(q(0), { fill: darken(p.floorLine, 0.3) }),
    poly(q(6), { fill: c.metallic ? 'url(#metal)' : 'url(#wood)' }),
  ];
  const inner = q(6);
  for (let k = 1; k < 5; k++) {
    const t = k / 5;
    const top = inner[0][0] + (inner[1][0] - inner[0][0]) * t,
      bot = inner[3][0] + (inner[2][0] - inner[3][0]) * t;
    out.push(
      line(top, inner[0][1], bot, inner[3][1], {
        stroke: darken(c.metallic ? p.metal : p.wood, 0.45),
        'stroke-width': 2,
      }),
    );
  }
  out.push(rect(b.x + b.w * 0.12, b.y + b.h * 0.34, b.w * 0.76, 6, { fill: 'url(#metal-v)' }));
  out.push(rect(b.x + b.w * 0.1, b.y + b.h * 0.66, b.w * 0.8, 7, { fill: 'url(#metal-v)' }));
  out.push(ellipse(b.x + b.w / 2, b.y + b.h * 0.52, 13, 7, { fill: 'none', stroke: 'url(#gold)', 'stroke-width': 4 }));
  return out.join('');
}

export function portal(b: Box, c: DrawCtx): string {
  const { p } = c;
  const cx = b.x + b.w / 2,
    rx = b.w / 2 - 6,
    ry = (b.h - 24) / 2,
    cy = b.y + 4 + ry;
  const out = [
    rect(b.x + 8, b.y + b.h - 20, b.w - 16, 20, { fill: 'url(#stone)' }),
    ellipse(cx, cy, rx, ry, { fill: 'url(#stone)', stroke: darken(p.stone, 0.5), 'stroke-width': 3 }),
    ellipse(cx, cy, rx - 12, ry - 12, { fill: 'url(#portal)' }),
  ];
  for (let k = 0; k < 3; k++) {
    const r1 = (rx - 16) * (1 - k * 0.28),
      r2 = (ry - 16) * (1 - k * 0.28);
    out.push(
      path(
        `M${cx - r1},${cy}A${r1},${r2} 0 0 1 ${cx},${cy - r2}A${r1 * 0.8},${r2 * 0.8} 0 0 1 ${cx + r1 * 0.7},${cy + r2 * 0.3}`,
        { stroke: lighten(p.glow, 0.5), 'stroke-width': 2.5, fill: 'none', opacity: 0.7 },
      ),
    );
  }
  for (let k = 0; k < 10; k++) {
    const a = (Math.PI * 2 * k) / 10;
    out.push(
      rect(cx + (rx - 6) * Math.cos(a) - 3, cy + (ry - 6) * Math.sin(a) - 3, 6, 6, {
        fill: p.glow,
        transform: `rotate(45 ${(cx + (rx - 6) * Math.cos(a)).toFixed(1)} ${(cy + (ry - 6) * Math.sin(a)).toFixed(1)})`,
      }),
    );
  }
  c.glow.push(ellipse(cx, cy, rx * 1.3, ry * 1.2, { fill: 'url(#glow)', opacity: 0.6 }));
  c.glow.push(ellipse(cx, cy, rx - 12, ry - 12, { fill: 'url(#portal)', opacity: 0.55 }));
  return out.join('');
}

export function keypad(b: Box, c: DrawCtx): string {
  const { p } = c;
  const k = fit(b, Math.min(b.w, 70), Math.min(b.h, 96));
  const ky = b.y + (b.h - k.h) / 2;
  const out = [
    rrect(k.x + 3, ky + 4, k.w, k.h, 6, { fill: '#000', opacity: 0.3 }),
    rrect(k.x, ky, k.w, k.h, 6, { fill: 'url(#metal-v)', stroke: darken(p.metalDark, 0.3), 'stroke-width': 2 }),
    rect(k.x + 8, ky + 8, k.w - 16, 16, { fill: '#0a1a12', rx: 2 }),
  ];
  const screen = rect(k.x + 10, ky + 10, k.w - 20, 12, { fill: '#39ff8a', opacity: 0.75, rx: 1 });
  out.push(screen);
  c.glow.push(screen);
  const bw = (k.w - 22) / 3,
    bh = (k.h - 40) / 4;
  for (let r = 0; r < 4; r++)
    for (let col = 0; col < 3; col++) {
      out.push(
        rrect(k.x + 8 + col * (bw + 3), ky + 30 + r * (bh + 2), bw, bh - 1, 2, {
          fill: r === 3 && col !== 1 ? (col === 0 ? '#c0392b' : '#27ae60') : lighten(p.metalDark, 0.35),
          stroke: darken(p.metalDark, 0.4),
          'stroke-width': 0.8,
        }),
      );
    }
  return out.join('');
}

export function lever(b: Box, c: DrawCtx): string {
  const { p } = c;
  const cx = b.x + b.w / 2,
    py = b.y + b.h * 0.62;
  const plate = rrect(cx - 22, b.y + b.h * 0.3, 44, b.h * 0.62, 5, {
    fill: 'url(#metal-dark)',
    stroke: darken(p.metalDark, 0.5),
    'stroke-width': 2,
  });
  const slot = rect(cx - 4, b.y + b.h * 0.36, 8, b.h * 0.5, { fill: '#111', rx: 3 });
  const up = c.rng.chance(0.5);
  const ex = cx + (up ? 18 : -18),
    ey = up ? b.y + 14 : b.y + 16;
  return (
    rect(cx - 19, b.y + b.h * 0.3 + 5, 44, b.h * 0.62, { fill: '#000', opacity: 0.25, rx: 5 }) +
    plate +
    slot +
    line(cx, py, ex, ey, { stroke: 'url(#metal)', 'stroke-width': 8, 'stroke-linecap': 'round' }) +
    circle(ex, ey, 10, { fill: '#c62828', stroke: '#6d0f0f', 'stroke-width': 2 }) +
    circle(ex - 3, ey - 3, 3, { fill: '#ff8a80' }) +
    circle(cx, py, 8, { fill: 'url(#gold)' })
  );
}
