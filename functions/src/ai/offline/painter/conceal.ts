/**
 * How hidden elements are concealed: still drawn, but half under a fallen cloth, a fold of
 * rug, a pile of clutter or deep shadow. Each cover stays inside the element's own box.
 */
import { darken, lighten, mix } from './color';
import type { Box } from './geometry';
import type { Slot } from './layout';
import type { DrawCtx } from './draw-context';
import { circle, ellipse, line, path, poly, rect } from './svg';

export type Cover = 'shadow' | 'cloth' | 'rug-fold' | 'clutter' | 'cobweb';

/** How much each cover leaves visible, as a base confidence for the placement. */
export const COVER_CONFIDENCE: Record<Cover, number> = {
  shadow: 0.55,
  cobweb: 0.57,
  cloth: 0.58,
  'rug-fold': 0.6,
  clutter: 0.6,
};

export function chooseCover(slot: Slot, c: DrawCtx): Cover {
  const { rng } = c;
  if (slot.zone === 'wall' || slot.support.on === 'shelf' || slot.support.on === 'wall')
    return rng.chance(0.5) ? 'cobweb' : 'shadow';
  if (slot.zone === 'small' && slot.support.on === 'ground')
    return rng.pick(['rug-fold', 'clutter', 'shadow'] as const);
  if (slot.zone === 'small') return rng.pick(['clutter', 'cloth'] as const);
  return rng.pick(['cloth', 'shadow'] as const);
}

function shadow(b: Box): string {
  return ellipse(b.x + b.w / 2, b.y + b.h / 2, b.w * 0.5, b.h * 0.5, { fill: 'url(#murk)' });
}

function cloth(b: Box, c: DrawCtx): string {
  const col = mix(c.p.paper, c.p.fabric, 0.25);
  const hang = b.h * c.rng.range(0.5, 0.62);
  const d =
    `M${b.x + 2},${b.y + hang}Q${b.x + b.w * 0.1},${b.y + 4} ${b.x + b.w * 0.45},${b.y + 2}Q${b.x + b.w * 0.85},${b.y + 2} ${b.x + b.w - 2},${b.y + hang * 0.8}` +
    `L${b.x + b.w * 0.82},${b.y + hang * 0.95}L${b.x + b.w * 0.62},${b.y + hang * 0.82}L${b.x + b.w * 0.4},${b.y + hang * 1.02}L${b.x + b.w * 0.2},${b.y + hang * 0.86}Z`;
  return (
    path(d, { fill: col, stroke: darken(col, 0.35), 'stroke-width': 1.2 }) +
    path(
      `M${b.x + b.w * 0.3},${b.y + 8}Q${b.x + b.w * 0.35},${b.y + hang * 0.5} ${b.x + b.w * 0.4},${b.y + hang}M${b.x + b.w * 0.6},${b.y + 6}Q${b.x + b.w * 0.66},${b.y + hang * 0.5} ${b.x + b.w * 0.62},${b.y + hang * 0.8}`,
      { stroke: darken(col, 0.25), 'stroke-width': 2, fill: 'none', opacity: 0.7 },
    )
  );
}

function rugFold(b: Box, c: DrawCtx): string {
  const leftSide = c.rng.chance(0.5);
  const x0 = leftSide ? b.x : b.x + b.w,
    dir = leftSide ? 1 : -1;
  const reach = b.w * 0.62;
  const pts: Array<[number, number]> = [
    [x0, b.y + b.h * 0.35],
    [x0 + dir * reach, b.y + b.h * 0.55],
    [x0 + dir * reach * 0.75, b.y + b.h],
    [x0, b.y + b.h],
  ];
  let fringe = '';
  for (let k = 0; k < 6; k++) {
    const t = k / 5;
    const fx = pts[0][0] + (pts[1][0] - pts[0][0]) * t,
      fy = pts[0][1] + (pts[1][1] - pts[0][1]) * t;
    fringe += `M${fx.toFixed(1)},${fy.toFixed(1)}l${dir * 2},-5`;
  }
  return (
    poly(pts, { fill: c.p.fabric, stroke: darken(c.p.fabric, 0.4), 'stroke-width': 1.5 }) +
    poly(
      [
        [x0 + dir * 8, b.y + b.h * 0.45],
        [x0 + dir * reach * 0.8, b.y + b.h * 0.6],
        [x0 + dir * reach * 0.62, b.y + b.h - 6],
        [x0 + dir * 6, b.y + b.h - 6],
      ],
      { fill: 'none', stroke: c.p.fabricAlt, 'stroke-width': 3 },
    ) +
    path(fringe, { stroke: c.p.paper, 'stroke-width': 1.2 })
  );
}

function clutter(b: Box, c: DrawCtx): string {
  const { p, rng, style } = c;
  const base = b.y + b.h;
  const out: string[] = [];
  if (style.id.startsWith('temple')) {
    out.push(
      path(
        `M${b.x},${base}Q${b.x + b.w * 0.35},${b.y + b.h * 0.35} ${b.x + b.w * 0.7},${b.y + b.h * 0.6}Q${b.x + b.w * 0.9},${b.y + b.h * 0.75} ${b.x + b.w},${base}Z`,
        { fill: lighten(p.floor, 0.05) },
      ),
    );
    out.push(
      circle(b.x + b.w * 0.75, base - 8, 7, { fill: p.stone }),
      circle(b.x + b.w * 0.2, base - 5, 5, { fill: darken(p.stone, 0.2) }),
    );
  } else if (c.metallic) {
    out.push(
      rect(b.x + 4, b.y + b.h * 0.5, b.w * 0.6, b.h * 0.5 - 2, {
        fill: 'url(#metal-dark)',
        transform: `rotate(-8 ${b.x + b.w * 0.3} ${base})`,
      }),
    );
    out.push(
      path(
        `M${b.x},${base - 10}C${b.x + b.w * 0.3},${b.y + b.h * 0.3} ${b.x + b.w * 0.6},${base} ${b.x + b.w},${b.y + b.h * 0.55}`,
        { stroke: '#1a1a1a', 'stroke-width': 5, fill: 'none' },
      ),
    );
    out.push(
      path(
        `M${b.x + 6},${base - 4}C${b.x + b.w * 0.4},${b.y + b.h * 0.45} ${b.x + b.w * 0.7},${base - 2} ${b.x + b.w - 4},${b.y + b.h * 0.7}`,
        { stroke: p.fabricAlt, 'stroke-width': 4, fill: 'none' },
      ),
    );
  } else {
    for (let k = 0; k < 4; k++) {
      const w = rng.range(b.w * 0.35, b.w * 0.6),
        h = rng.range(8, 12);
      const x = b.x + rng.range(0, b.w - w),
        y = base - (k + 1) * h * 0.9 - (k === 0 ? 0 : rng.range(0, 4));
      out.push(
        rect(x, y, w, h, {
          fill: k % 2 ? p.paper : rng.pick([p.fabric, p.fabricAlt, p.accent]),
          stroke: darken(p.paper, 0.5),
          'stroke-width': 0.8,
          transform: `rotate(${rng.range(-10, 10).toFixed(1)} ${(x + w / 2).toFixed(1)} ${(y + h / 2).toFixed(1)})`,
        }),
      );
    }
    out.push(
      poly(
        [
          [b.x + b.w * 0.45, base - 2],
          [b.x + b.w, base - 14],
          [b.x + b.w - 4, base],
        ],
        { fill: lighten(p.paper, 0.05) },
      ),
    );
  }
  return out.join('');
}

function cobweb(b: Box): string {
  const cx = b.x + b.w,
    cy = b.y;
  let d = '';
  for (let k = 0; k <= 4; k++) {
    const a = Math.PI / 2 + (Math.PI / 2) * (k / 4);
    d += `M${cx},${cy}l${(Math.cos(a) * b.w * 0.9).toFixed(1)},${(-Math.sin(a) * -b.h * 0.9).toFixed(1)}`;
  }
  for (const r of [0.3, 0.55, 0.8])
    d += `M${cx - b.w * r},${cy}Q${cx - b.w * r * 0.7},${cy + b.h * r * 0.7} ${cx},${cy + b.h * r}`;
  return (
    shadow(b) +
    path(d, { stroke: '#e6e6ee', 'stroke-width': 1.1, fill: 'none', opacity: 0.6 }) +
    line(b.x + b.w * 0.2, b.y, b.x + b.w * 0.22, b.y + b.h * 0.3, { stroke: '#e6e6ee', opacity: 0.4 })
  );
}

export function drawCover(cover: Cover, b: Box, c: DrawCtx): string {
  switch (cover) {
    case 'shadow':
      return shadow(b);
    case 'cloth':
      return cloth(b, c);
    case 'rug-fold':
      return rugFold(b, c);
    case 'clutter':
      return clutter(b, c);
    case 'cobweb':
      return cobweb(b);
  }
}
