/** Things on walls and tall pieces: painting, mirror, map, clock, statue, sarcophagus, rug. */
import { darken, lighten, mix } from '../drawing/color';
import type { Box } from '../drawing/geometry';
import { circle, ellipse, line, path, poly, polyline, rect } from '../drawing/svg';
import type { DrawCtx } from './draw-context';

function frame(b: Box, c: DrawCtx, inset: number): string {
  return (
    rect(b.x + 4, b.y + 6, b.w, b.h, { fill: '#000', opacity: 0.3 }) +
    rect(b.x, b.y, b.w, b.h, { fill: 'url(#gold)', stroke: darken(c.p.gold, 0.55), 'stroke-width': 2 }) +
    rect(b.x + inset - 3, b.y + inset - 3, b.w - 2 * inset + 6, b.h - 2 * inset + 6, { fill: darken(c.p.gold, 0.35) })
  );
}

export function painting(b: Box, c: DrawCtx): string {
  const { p, rng } = c;
  const i = 11,
    x = b.x + i,
    y = b.y + i,
    w = b.w - 2 * i,
    h = b.h - 2 * i;
  const sky = rng.pick([mix(p.light, '#6aa6d8', 0.6), mix(p.fabric, '#20304a', 0.5), mix(p.glow, '#f08a4b', 0.5)]);
  const hill = rng.pick([p.accent, mix(p.accent, '#2c5a2c', 0.6), p.fabricAlt]);
  const scene = rng.chance(0.5)
    ? rect(x, y, w, h, { fill: sky }) +
      circle(x + w * rng.range(0.2, 0.8), y + h * 0.3, h * 0.12, { fill: lighten(p.light, 0.4) }) +
      path(
        `M${x},${y + h * 0.7}Q${x + w * 0.3},${y + h * 0.35} ${x + w * 0.55},${y + h * 0.65}T${x + w},${y + h * 0.55}V${y + h}H${x}Z`,
        { fill: hill },
      ) +
      path(`M${x},${y + h * 0.85}Q${x + w * 0.5},${y + h * 0.7} ${x + w},${y + h * 0.9}V${y + h}H${x}Z`, {
        fill: darken(hill, 0.35),
      })
    : rect(x, y, w, h, { fill: darken(sky, 0.45) }) +
      ellipse(x + w / 2, y + h * 0.5, w * 0.2, h * 0.26, { fill: mix(p.paper, '#d9a37e', 0.5) }) +
      path(`M${x + w * 0.22},${y + h}Q${x + w / 2},${y + h * 0.55} ${x + w * 0.78},${y + h}Z`, { fill: p.fabric }) +
      ellipse(x + w / 2, y + h * 0.36, w * 0.2, h * 0.16, { fill: darken(p.woodDark, 0.3) });
  return frame(b, c, i) + scene;
}

export function mirror(b: Box, c: DrawCtx): string {
  const cx = b.x + b.w / 2,
    cy = b.y + b.h / 2;
  return (
    ellipse(cx + 4, cy + 6, b.w / 2, b.h / 2, { fill: '#000', opacity: 0.3 }) +
    ellipse(cx, cy, b.w / 2, b.h / 2, { fill: 'url(#gold)', stroke: darken(c.p.gold, 0.5), 'stroke-width': 2 }) +
    ellipse(cx, cy, b.w / 2 - 9, b.h / 2 - 9, { fill: 'url(#glass)' }) +
    path(
      `M${cx - b.w * 0.22},${cy - b.h * 0.05}L${cx - b.w * 0.05},${cy - b.h * 0.3}M${cx - b.w * 0.18},${cy + b.h * 0.1}L${cx + b.w * 0.08},${cy - b.h * 0.25}`,
      { stroke: '#ffffff', 'stroke-width': 4, opacity: 0.55, 'stroke-linecap': 'round' },
    ) +
    circle(cx, b.y + 5, 5, { fill: 'url(#gold)' })
  );
}

export function map(b: Box, c: DrawCtx): string {
  const { p, rng } = c;
  const x = b.x + 4,
    y = b.y + 4,
    w = b.w - 8,
    h = b.h - 8;
  const out = [
    rect(x + 4, y + 6, w, h, { fill: '#000', opacity: 0.3 }),
    path(
      `M${x},${y}L${x + w * 0.33},${y + 6}L${x + w * 0.66},${y}L${x + w},${y + 6}V${y + h}L${x + w * 0.66},${y + h - 6}L${x + w * 0.33},${y + h}L${x},${y + h - 6}Z`,
      { fill: 'url(#paper)', stroke: darken(p.paper, 0.45), 'stroke-width': 1.5 },
    ),
    line(x + w * 0.33, y + 6, x + w * 0.33, y + h, { stroke: darken(p.paper, 0.25) }),
    line(x + w * 0.66, y, x + w * 0.66, y + h - 6, { stroke: darken(p.paper, 0.25) }),
    path(
      `M${x + w * 0.12},${y + h * 0.3}Q${x + w * 0.3},${y + h * 0.12} ${x + w * 0.45},${y + h * 0.35}T${x + w * 0.4},${y + h * 0.75}Q${x + w * 0.2},${y + h * 0.8} ${x + w * 0.12},${y + h * 0.3}Z`,
      { fill: mix(p.paper, '#7a9a5a', 0.45), stroke: darken(p.paper, 0.5), 'stroke-width': 1 },
    ),
    path(
      `M${x + w * 0.6},${y + h * 0.2}q${w * 0.2},${-h * 0.05} ${w * 0.28},${h * 0.2}t${-w * 0.1},${h * 0.4}q${-w * 0.15},0 ${-w * 0.2},${-h * 0.3}z`,
      { fill: mix(p.paper, '#7a9a5a', 0.35), stroke: darken(p.paper, 0.5), 'stroke-width': 1 },
    ),
  ];
  const pts: Array<[number, number]> = [];
  for (let k = 0; k < 5; k++) pts.push([x + w * (0.2 + k * 0.15), y + h * rng.range(0.3, 0.8)]);
  out.push(polyline(pts, { stroke: '#a3231b', 'stroke-width': 2, 'stroke-dasharray': '5 4' }));
  const [ex, ey] = pts[pts.length - 1];
  out.push(path(`M${ex - 6},${ey - 6}l12,12m0,-12l-12,12`, { stroke: '#a3231b', 'stroke-width': 3 }));
  out.push(
    circle(x + w * 0.88, y + h * 0.2, 8, { fill: 'none', stroke: darken(p.paper, 0.55) }),
    line(x + w * 0.88, y + h * 0.2 - 11, x + w * 0.88, y + h * 0.2 + 11, { stroke: darken(p.paper, 0.55) }),
  );
  return out.join('');
}

export function clock(b: Box, c: DrawCtx): string {
  const { p, rng } = c;
  const face = (cx: number, cy: number, r: number): string => {
    const parts = [
      circle(cx, cy, r + 5, { fill: 'url(#gold)' }),
      circle(cx, cy, r, { fill: lighten(p.paper, 0.3), stroke: '#333', 'stroke-width': 1 }),
    ];
    for (let k = 0; k < 12; k++) {
      const a = (Math.PI * 2 * k) / 12;
      parts.push(
        line(
          cx + Math.cos(a) * r * 0.78,
          cy + Math.sin(a) * r * 0.78,
          cx + Math.cos(a) * r * 0.92,
          cy + Math.sin(a) * r * 0.92,
          { stroke: '#222', 'stroke-width': k % 3 === 0 ? 2.5 : 1.2 },
        ),
      );
    }
    const h = rng.range(0, Math.PI * 2),
      m = rng.range(0, Math.PI * 2);
    parts.push(
      line(cx, cy, cx + Math.sin(h) * r * 0.5, cy - Math.cos(h) * r * 0.5, {
        stroke: '#111',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    );
    parts.push(
      line(cx, cy, cx + Math.sin(m) * r * 0.78, cy - Math.cos(m) * r * 0.78, {
        stroke: '#111',
        'stroke-width': 2,
        'stroke-linecap': 'round',
      }),
    );
    return parts.join('') + circle(cx, cy, 3, { fill: '#a3231b' });
  };
  if (b.h < b.w * 1.5) {
    const r = Math.min(b.w, b.h) / 2 - 8;
    return (
      circle(b.x + b.w / 2 + 3, b.y + b.h / 2 + 5, r + 6, { fill: '#000', opacity: 0.3 }) +
      face(b.x + b.w / 2, b.y + b.h / 2, r)
    );
  }
  // grandfather clock
  const cx = b.x + b.w / 2,
    r = b.w * 0.32;
  return (
    [
      path(
        `M${b.x + 6},${b.y + b.w * 0.9}V${b.y + b.w * 0.35}Q${cx},${b.y - 6} ${b.x + b.w - 6},${b.y + b.w * 0.35}V${b.y + b.w * 0.9}Z`,
        { fill: 'url(#wood)' },
      ),
      rect(b.x + b.w * 0.18, b.y + b.w * 0.9, b.w * 0.64, b.h * 0.62, { fill: 'url(#wood-dark)' }),
      rect(b.x + b.w * 0.28, b.y + b.w * 0.98, b.w * 0.44, b.h * 0.46, { fill: 'url(#glass)', opacity: 0.7 }),
      line(cx, b.y + b.w * 0.98, cx + rng.range(-8, 8), b.y + b.w * 0.98 + b.h * 0.36, {
        stroke: 'url(#gold)',
        'stroke-width': 2,
      }),
      rect(b.x + 2, b.y + b.h * 0.86, b.w - 4, b.h * 0.14, { fill: 'url(#wood)' }),
      face(cx, b.y + b.w * 0.52, r),
    ].join('') + circle(cx, b.y + b.w * 0.98 + b.h * 0.36, 8, { fill: 'url(#gold)' })
  );
}

export function statue(b: Box, c: DrawCtx): string {
  const { p } = c;
  const cx = b.x + b.w / 2,
    ph = b.h * 0.2;
  const head = b.w * 0.16;
  const hy = b.y + head + 2;
  return [
    rect(b.x + 4, b.y + b.h - ph, b.w - 8, ph, {
      fill: 'url(#stone)',
      stroke: darken(p.stone, 0.4),
      'stroke-width': 1.5,
    }),
    rect(b.x, b.y + b.h - ph, b.w, 8, { fill: lighten(p.stone, 0.1) }),
    path(
      `M${cx - b.w * 0.3},${b.y + b.h - ph}L${cx - b.w * 0.22},${hy + head * 1.6}Q${cx},${hy + head * 0.6} ${cx + b.w * 0.22},${hy + head * 1.6}L${cx + b.w * 0.3},${b.y + b.h - ph}Z`,
      { fill: 'url(#stone)' },
    ),
    path(
      `M${cx - b.w * 0.22},${hy + head * 1.8}Q${cx - b.w * 0.42},${hy + head * 3} ${cx - b.w * 0.1},${hy + head * 4}`,
      { stroke: darken(p.stone, 0.1), 'stroke-width': b.w * 0.1, fill: 'none', 'stroke-linecap': 'round' },
    ),
    path(`M${cx + b.w * 0.22},${hy + head * 1.8}L${cx + b.w * 0.38},${hy - head * 0.5}`, {
      stroke: darken(p.stone, 0.05),
      'stroke-width': b.w * 0.1,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    circle(cx + b.w * 0.38, hy - head * 0.7, b.w * 0.08, { fill: 'url(#gem)' }),
    ellipse(cx, hy, head * 0.85, head, { fill: 'url(#stone)' }),
    path(
      `M${cx - b.w * 0.12},${b.y + b.h - ph}V${hy + head * 3}M${cx + b.w * 0.1},${b.y + b.h - ph}V${hy + head * 3.2}`,
      { stroke: darken(p.stone, 0.35), 'stroke-width': 1.5 },
    ),
  ].join('');
}

export function sarcophagus(b: Box, c: DrawCtx): string {
  const { p } = c;
  const cx = b.x + b.w / 2;
  const body = `M${cx},${b.y}C${b.x + b.w * 0.9},${b.y} ${b.x + b.w},${b.y + b.h * 0.2} ${b.x + b.w * 0.92},${b.y + b.h * 0.35}L${b.x + b.w * 0.82},${b.y + b.h}H${b.x + b.w * 0.18}L${b.x + b.w * 0.08},${b.y + b.h * 0.35}C${b.x},${b.y + b.h * 0.2} ${b.x + b.w * 0.1},${b.y} ${cx},${b.y}Z`;
  const out = [path(body, { fill: 'url(#gold)', stroke: darken(p.gold, 0.55), 'stroke-width': 2 })];
  out.push(ellipse(cx, b.y + b.h * 0.17, b.w * 0.22, b.h * 0.11, { fill: mix(p.gold, '#c58a4a', 0.5) }));
  out.push(
    path(
      `M${cx - b.w * 0.34},${b.y + b.h * 0.1}L${cx - b.w * 0.4},${b.y + b.h * 0.32}H${cx - b.w * 0.18}Z M${cx + b.w * 0.34},${b.y + b.h * 0.1}L${cx + b.w * 0.4},${b.y + b.h * 0.32}H${cx + b.w * 0.18}Z`,
      { fill: p.fabric },
    ),
  );
  for (let k = 0; k < 5; k++)
    out.push(
      rect(b.x + b.w * 0.2, b.y + b.h * (0.36 + k * 0.1), b.w * 0.6, b.h * 0.05, {
        fill: k % 2 ? p.fabric : p.accent,
        opacity: 0.9,
      }),
    );
  out.push(
    ellipse(cx - b.w * 0.08, b.y + b.h * 0.16, 3, 2, { fill: '#111' }),
    ellipse(cx + b.w * 0.08, b.y + b.h * 0.16, 3, 2, { fill: '#111' }),
  );
  out.push(
    poly(
      [
        [cx - b.w * 0.26, b.y + b.h * 0.31],
        [cx + b.w * 0.26, b.y + b.h * 0.31],
        [cx, b.y + b.h * 0.4],
      ],
      { fill: p.accent },
    ),
  );
  return out.join('');
}

export function rug(b: Box, c: DrawCtx): string {
  const { p, rng } = c;
  const q = (i: number): Array<[number, number]> => [
    [b.x + b.w * 0.12 + i, b.y + i * 0.5],
    [b.x + b.w * 0.88 - i, b.y + i * 0.5],
    [b.x + b.w - i * 1.1, b.y + b.h - i * 0.5],
    [b.x + i * 1.1, b.y + b.h - i * 0.5],
  ];
  const out = [
    poly(q(0), { fill: darken(p.fabric, 0.2) }),
    poly(q(7), { fill: p.fabricAlt }),
    poly(q(13), { fill: 'url(#fabric)' }),
  ];
  const cx = b.x + b.w / 2,
    cy = b.y + b.h / 2;
  out.push(
    poly(
      [
        [cx, cy - b.h * 0.28],
        [cx + b.w * 0.2, cy],
        [cx, cy + b.h * 0.28],
        [cx - b.w * 0.2, cy],
      ],
      { fill: p.fabricAlt, opacity: 0.85 },
    ),
  );
  out.push(
    poly(
      [
        [cx, cy - b.h * 0.14],
        [cx + b.w * 0.1, cy],
        [cx, cy + b.h * 0.14],
        [cx - b.w * 0.1, cy],
      ],
      { fill: rng.pick([p.gold, p.accent]) },
    ),
  );
  for (let k = 0; k < 12; k++) {
    const t = (k + 0.5) / 12;
    const x = b.x + t * b.w;
    out.push(
      line(x, b.y + b.h - 1, x + (t - 0.5) * 6, b.y + b.h + 5, { stroke: p.paper, 'stroke-width': 1.5, opacity: 0.8 }),
    );
  }
  return out.join('');
}
