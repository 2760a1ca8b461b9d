/** Small things to find and carry, and floor ornaments: key, gem, scroll, book, card, gear, candle, lockbox, vase, plant. */
import { darken, lighten, mix } from '../drawing/color';
import type { Box } from '../drawing/geometry';
import { circle, ellipse, line, path, poly, radialPoints, rect, rrect } from '../drawing/svg';
import { fit, type DrawCtx } from './draw-context';

export function key(b: Box, c: DrawCtx): string {
  const a = fit(b, b.w - 6, 40);
  const cy = a.y + a.h / 2 + 4,
    r = 12,
    bx = a.x + 4 + r;
  const d = `M${bx + r - 2},${cy - 4}H${a.x + a.w - 4}V${cy + 4}H${bx + r - 2}Z`;
  return (
    ellipse(a.x + a.w / 2, a.y + a.h - 2, a.w / 2, 5, { fill: '#000', opacity: 0.3 }) +
    circle(bx, cy, r, { fill: 'none', stroke: 'url(#gold)', 'stroke-width': 6 }) +
    circle(bx, cy, r + 3, { fill: 'none', stroke: darken(c.p.gold, 0.5), 'stroke-width': 1 }) +
    path(d, { fill: 'url(#gold)', stroke: darken(c.p.gold, 0.5), 'stroke-width': 1 }) +
    rect(a.x + a.w - 16, cy + 4, 5, 10, { fill: 'url(#gold)' }) +
    rect(a.x + a.w - 8, cy + 4, 4, 7, { fill: 'url(#gold)' }) +
    circle(bx - 4, cy - 5, 2.5, { fill: '#fff', opacity: 0.7 })
  );
}

export function gem(b: Box, c: DrawCtx): string {
  const a = fit(b, 58, 52);
  const cx = a.x + a.w / 2,
    top = a.y + 4,
    mid = a.y + a.h * 0.38,
    bot = a.y + a.h - 2;
  const col = c.p.accent;
  const out = [
    ellipse(cx, bot, a.w * 0.4, 4, { fill: '#000', opacity: 0.35 }),
    poly(
      [
        [cx - a.w * 0.3, top],
        [cx + a.w * 0.3, top],
        [cx + a.w / 2, mid],
        [cx, bot],
        [cx - a.w / 2, mid],
      ],
      { fill: 'url(#gem)', stroke: darken(col, 0.5), 'stroke-width': 1.2 },
    ),
    poly(
      [
        [cx - a.w * 0.3, top],
        [cx - a.w * 0.1, mid],
        [cx - a.w / 2, mid],
      ],
      { fill: lighten(col, 0.5), opacity: 0.7 },
    ),
    poly(
      [
        [cx - a.w * 0.1, mid],
        [cx + a.w * 0.1, mid],
        [cx, bot],
      ],
      { fill: darken(col, 0.2), opacity: 0.6 },
    ),
    line(cx - a.w / 2, mid, cx + a.w / 2, mid, { stroke: lighten(col, 0.4), 'stroke-width': 1 }),
  ];
  const sparkle = poly(radialPoints(cx + a.w * 0.22, top + 6, 4, 9, 2), { fill: '#ffffff' });
  c.glow.push(ellipse(cx, a.y + a.h / 2, a.w * 0.9, a.h * 0.9, { fill: 'url(#glow)', opacity: 0.45 }), sparkle);
  return out.join('') + sparkle;
}

export function scroll(b: Box, c: DrawCtx): string {
  const a = fit(b, b.w - 4, 44);
  const { p } = c;
  const y = a.y + 8,
    h = a.h - 14;
  return (
    ellipse(a.x + a.w / 2, a.y + a.h - 2, a.w / 2, 5, { fill: '#000', opacity: 0.3 }) +
    rect(a.x + 10, y + 3, a.w - 20, h - 6, { fill: 'url(#paper)' }) +
    line(a.x + 20, y + h * 0.4, a.x + a.w - 22, y + h * 0.4, { stroke: darken(p.paper, 0.5), 'stroke-width': 1.2 }) +
    line(a.x + 20, y + h * 0.62, a.x + a.w - 30, y + h * 0.62, { stroke: darken(p.paper, 0.5), 'stroke-width': 1.2 }) +
    rrect(a.x + 2, y, 12, h, 6, { fill: lighten(p.paper, 0.1), stroke: darken(p.paper, 0.4) }) +
    rrect(a.x + a.w - 14, y, 12, h, 6, { fill: lighten(p.paper, 0.1), stroke: darken(p.paper, 0.4) }) +
    rect(a.x + a.w / 2 - 4, y + 1, 8, h - 2, { fill: '#a3231b' }) +
    circle(a.x + a.w / 2, y + h / 2, 6, { fill: '#c0392b', stroke: '#6d0f0f' })
  );
}

export function book(b: Box, c: DrawCtx): string {
  const a = fit(b, b.w - 6, 46);
  const { p } = c;
  const cover = c.rng.pick([p.fabric, p.accent, p.fabricAlt]);
  return (
    ellipse(a.x + a.w / 2, a.y + a.h - 2, a.w / 2, 5, { fill: '#000', opacity: 0.3 }) +
    poly(
      [
        [a.x + 8, a.y + 10],
        [a.x + a.w - 2, a.y + 10],
        [a.x + a.w - 10, a.y + a.h - 16],
        [a.x, a.y + a.h - 16],
      ],
      { fill: cover, stroke: darken(cover, 0.5), 'stroke-width': 1 },
    ) +
    rect(a.x, a.y + a.h - 16, a.w - 10, 11, {
      fill: lighten(p.paper, 0.05),
      stroke: darken(p.paper, 0.4),
      'stroke-width': 1,
    }) +
    line(a.x + 2, a.y + a.h - 12, a.x + a.w - 12, a.y + a.h - 12, { stroke: darken(p.paper, 0.3) }) +
    line(a.x + 2, a.y + a.h - 8, a.x + a.w - 12, a.y + a.h - 8, { stroke: darken(p.paper, 0.3) }) +
    poly(
      [
        [a.x + a.w - 10, a.y + a.h - 16],
        [a.x + a.w - 2, a.y + 10],
        [a.x + a.w - 2, a.y + 20],
        [a.x + a.w - 10, a.y + a.h - 5],
      ],
      { fill: darken(cover, 0.3) },
    ) +
    poly(radialPoints(a.x + a.w / 2, a.y + a.h / 2 - 12, 4, 8, 3), { fill: 'url(#gold)' }) +
    rect(a.x + a.w * 0.7, a.y + 2, 5, 12, { fill: '#a3231b' })
  );
}

export function card(b: Box, c: DrawCtx): string {
  const a = fit(b, 56, 70);
  const { p } = c;
  const x = a.x + 4,
    y = a.y + 4,
    w = a.w - 8,
    h = a.h - 10;
  const t = `rotate(${c.rng.range(-12, 12).toFixed(1)} ${(x + w / 2).toFixed(1)} ${(y + h / 2).toFixed(1)})`;
  return (
    ellipse(a.x + a.w / 2, a.y + a.h - 3, a.w / 2, 4, { fill: '#000', opacity: 0.3 }) +
    `<g transform="${t}">` +
    rrect(x, y, w, h, 4, {
      fill: c.metallic ? mix(p.accent, '#ffffff', 0.4) : lighten(p.paper, 0.2),
      stroke: darken(p.paper, 0.6),
      'stroke-width': 1.2,
    }) +
    (c.metallic
      ? rect(x + 6, y + 8, 14, 10, { fill: 'url(#gold)', rx: 2 }) +
        rect(x + 6, y + h - 16, w - 12, 4, { fill: '#222' }) +
        rect(x + 6, y + h - 9, w * 0.5, 3, { fill: '#555' })
      : rrect(x + 5, y + 5, w - 10, h - 10, 3, { fill: 'none', stroke: p.fabric, 'stroke-width': 1.5 }) +
        path(`M${x + w / 2},${y + h * 0.3}l${w * 0.18},${h * 0.2}l${-w * 0.18},${h * 0.2}l${-w * 0.18},${-h * 0.2}z`, {
          fill: '#c0392b',
        })) +
    `</g>`
  );
}

export function gear(b: Box, c: DrawCtx): string {
  const a = fit(b, 64, 64);
  const cx = a.x + a.w / 2,
    cy = a.y + a.h / 2,
    r = a.w / 2 - 2;
  return (
    ellipse(cx, a.y + a.h - 2, r, 4, { fill: '#000', opacity: 0.3 }) +
    poly(
      radialPoints(cx, cy, 10, r, r * 0.78, 0.1).flatMap((pt, i, all) =>
        i % 2 === 0
          ? [
              pt,
              [(pt[0] + all[(i + 1) % all.length][0]) / 2, (pt[1] + all[(i + 1) % all.length][1]) / 2] as [
                number,
                number,
              ],
            ]
          : [pt],
      ),
      { fill: 'url(#gold)', stroke: darken(c.p.gold, 0.55), 'stroke-width': 1.5 },
    ) +
    circle(cx, cy, r * 0.55, { fill: 'url(#metal)', stroke: darken(c.p.gold, 0.5) }) +
    circle(cx, cy, r * 0.2, { fill: darken(c.p.metalDark, 0.4) }) +
    [0, 1, 2, 3]
      .map((k) =>
        circle(
          cx + Math.cos((k * Math.PI) / 2 + 0.8) * r * 0.38,
          cy + Math.sin((k * Math.PI) / 2 + 0.8) * r * 0.38,
          r * 0.07,
          { fill: darken(c.p.metalDark, 0.3) },
        ),
      )
      .join('')
  );
}

export function candle(b: Box, c: DrawCtx): string {
  const { p } = c;
  const cx = b.x + b.w / 2,
    base = b.y + b.h - 4;
  const ch = b.h * 0.45,
    cw = 16;
  const flameY = base - 12 - ch;
  const flame = path(
    `M${cx},${flameY - 26}Q${cx + 10},${flameY - 10} ${cx},${flameY}Q${cx - 10},${flameY - 10} ${cx},${flameY - 26}Z`,
    { fill: 'url(#flame)' },
  );
  c.glow.push(
    ellipse(cx, flameY - 10, 70, 60, { fill: 'url(#warm)', opacity: 0.9 }),
    flame,
    ellipse(cx, flameY - 8, 3, 6, { fill: '#ffffff', opacity: 0.9 }),
  );
  return (
    ellipse(cx, base, 30, 6, { fill: '#000', opacity: 0.35 }) +
    ellipse(cx, base - 4, 26, 7, { fill: 'url(#gold)', stroke: darken(p.gold, 0.5) }) +
    rect(cx - 4, base - 14, 8, 10, { fill: 'url(#gold)' }) +
    rect(cx - cw / 2, base - 12 - ch, cw, ch, {
      fill: lighten(p.paper, 0.1),
      stroke: darken(p.paper, 0.3),
      'stroke-width': 1,
    }) +
    path(`M${cx - cw / 2},${base - 12 - ch + 3}q3,8 5,2t5,6`, {
      stroke: lighten(p.paper, 0.3),
      'stroke-width': 3,
      fill: 'none',
    }) +
    line(cx, flameY + 1, cx, flameY - 4, { stroke: '#222', 'stroke-width': 1.5 }) +
    flame
  );
}

export function lockbox(b: Box, c: DrawCtx): string {
  const a = fit(b, b.w - 8, Math.min(b.h - 6, 62));
  const { p } = c;
  const lidH = a.h * 0.32;
  return (
    ellipse(a.x + a.w / 2, a.y + a.h - 1, a.w / 2 + 4, 5, { fill: '#000', opacity: 0.35 }) +
    rect(a.x, a.y + lidH, a.w, a.h - lidH - 2, {
      fill: c.metallic ? 'url(#metal-dark)' : 'url(#wood-dark)',
      stroke: '#111',
      'stroke-width': 1,
    }) +
    rrect(a.x - 2, a.y, a.w + 4, lidH + 2, 4, {
      fill: c.metallic ? 'url(#metal)' : 'url(#wood)',
      stroke: '#111',
      'stroke-width': 1,
    }) +
    rect(a.x + 6, a.y + lidH - 2, 6, a.h - lidH - 2, { fill: 'url(#metal-v)' }) +
    rect(a.x + a.w - 12, a.y + lidH - 2, 6, a.h - lidH - 2, { fill: 'url(#metal-v)' }) +
    path(`M${a.x + a.w / 2 - 7},${a.y + lidH + 2}v-6a7,7 0 0 1 14,0v6`, {
      stroke: 'url(#metal)',
      'stroke-width': 3.5,
      fill: 'none',
    }) +
    rrect(a.x + a.w / 2 - 10, a.y + lidH + 1, 20, 18, 3, { fill: 'url(#gold)', stroke: darken(p.gold, 0.5) }) +
    circle(a.x + a.w / 2, a.y + lidH + 8, 2.5, { fill: '#111' }) +
    rect(a.x + a.w / 2 - 1, a.y + lidH + 9, 2, 6, { fill: '#111' })
  );
}

export function vase(b: Box, c: DrawCtx): string {
  const { p } = c;
  const cx = b.x + b.w / 2,
    t = b.y + 4,
    bot = b.y + b.h - 2,
    w = b.w / 2 - 4;
  const col = c.rng.pick([p.fabricAlt, p.accent, mix(p.stone, p.fabric, 0.3)]);
  const body = `M${cx - w * 0.38},${t}H${cx + w * 0.38}Q${cx + w * 0.3},${t + b.h * 0.15} ${cx + w * 0.5},${t + b.h * 0.22}C${cx + w * 1.15},${t + b.h * 0.4} ${cx + w * 0.9},${bot - b.h * 0.15} ${cx + w * 0.45},${bot}H${cx - w * 0.45}C${cx - w * 0.9},${bot - b.h * 0.15} ${cx - w * 1.15},${t + b.h * 0.4} ${cx - w * 0.5},${t + b.h * 0.22}Q${cx - w * 0.3},${t + b.h * 0.15} ${cx - w * 0.38},${t}Z`;
  const grad = `<linearGradient id="vase-${Math.round(b.x)}-${Math.round(b.y)}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(col, 0.35)}"/><stop offset="0.35" stop-color="${lighten(col, 0.25)}"/><stop offset="1" stop-color="${darken(col, 0.5)}"/></linearGradient>`;
  return (
    `<defs>${grad}</defs>` +
    ellipse(cx, bot, w, 6, { fill: '#000', opacity: 0.35 }) +
    path(body, {
      fill: `url(#vase-${Math.round(b.x)}-${Math.round(b.y)})`,
      stroke: darken(col, 0.6),
      'stroke-width': 1.5,
    }) +
    ellipse(cx, t, w * 0.38, 4, { fill: darken(col, 0.6) }) +
    rect(cx - w * 0.85, t + b.h * 0.45, w * 1.7, 6, { fill: 'url(#gold)', opacity: 0.9 }) +
    path(`M${cx - w * 0.7},${t + b.h * 0.58}q${w * 0.35},-10 ${w * 0.7},0t${w * 0.7},0`, {
      stroke: p.paper,
      'stroke-width': 2,
      fill: 'none',
      opacity: 0.8,
    })
  );
}

export function plant(b: Box, c: DrawCtx): string {
  const { p, rng } = c;
  const cx = b.x + b.w / 2,
    potH = b.h * 0.3,
    potTop = b.y + b.h - potH;
  const green = c.style.id.startsWith('cyberpunk') ? '#1fbf8f' : '#3f8f3a';
  const out = [ellipse(cx, b.y + b.h - 2, b.w * 0.35, 5, { fill: '#000', opacity: 0.35 })];
  for (let k = 0; k < 9; k++) {
    const ang = -Math.PI / 2 + rng.range(-1.2, 1.2);
    const len = rng.range(0.45, 0.7) * (b.h - potH);
    const ex = cx + Math.cos(ang) * len * 0.9,
      ey = potTop + Math.sin(ang) * len;
    const tone = k % 2 ? green : darken(green, 0.25);
    out.push(
      path(
        `M${cx},${potTop}Q${(cx + ex) / 2 + rng.range(-16, 16)},${(potTop + ey) / 2 - 10} ${ex},${ey}Q${(cx + ex) / 2 + 12},${(potTop + ey) / 2 + 8} ${cx},${potTop}Z`,
        { fill: tone, stroke: darken(green, 0.45), 'stroke-width': 1 },
      ),
    );
  }
  out.push(
    path(`M${cx - b.w * 0.3},${potTop}H${cx + b.w * 0.3}L${cx + b.w * 0.22},${b.y + b.h - 2}H${cx - b.w * 0.22}Z`, {
      fill: mix(p.fabricAlt, '#b5552b', 0.5),
      stroke: '#3a1a0a',
      'stroke-width': 1,
    }),
  );
  out.push(rect(cx - b.w * 0.33, potTop - 2, b.w * 0.66, 9, { fill: mix(p.fabricAlt, '#c4653b', 0.4), rx: 2 }));
  return out.join('');
}
