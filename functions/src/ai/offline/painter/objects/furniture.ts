/** Furniture that stands on the floor: desk, bookshelf, chest, crate, safe, console, terminal. */
import { darken, lighten, mix } from '../drawing/color';
import type { Box } from '../drawing/geometry';
import { circle, ellipse, line, path, poly, rect, rrect } from '../drawing/svg';
import type { DrawCtx } from './draw-context';

export function desk(b: Box, c: DrawCtx): string {
  const { p } = c;
  const top = c.metallic ? 'url(#metal-v)' : 'url(#wood)';
  const topH = Math.max(12, b.h * 0.12);
  const out = [
    // top surface seen slightly from above
    poly(
      [
        [b.x + 8, b.y],
        [b.x + b.w - 8, b.y],
        [b.x + b.w, b.y + topH],
        [b.x, b.y + topH],
      ],
      { fill: c.metallic ? lighten(p.metal, 0.15) : lighten(p.wood, 0.15) },
    ),
    rect(b.x, b.y + topH, b.w, 8, { fill: top }),
    // pedestal of drawers and legs
    rect(b.x + 6, b.y + topH + 8, b.w * 0.38, b.h - topH - 8, {
      fill: c.metallic ? 'url(#metal-dark)' : 'url(#wood-dark)',
    }),
    rect(b.x + b.w - 16, b.y + topH + 8, 10, b.h - topH - 8, {
      fill: c.metallic ? 'url(#metal-dark)' : 'url(#wood-dark)',
    }),
    rect(b.x + b.w * 0.44, b.y + topH + 8, b.w * 0.5, b.h * 0.16, {
      fill: c.metallic ? p.metalDark : p.woodDark,
      opacity: 0.9,
    }),
  ];
  const dh = (b.h - topH - 14) / 3;
  for (let i = 0; i < 3; i++) {
    const y = b.y + topH + 11 + i * dh;
    out.push(
      rect(b.x + 10, y, b.w * 0.38 - 8, dh - 4, {
        fill: 'none',
        stroke: darken(c.metallic ? p.metal : p.wood, 0.5),
        'stroke-width': 1.5,
      }),
    );
    out.push(rect(b.x + 6 + b.w * 0.19 - 8, y + dh / 2 - 4, 16, 4, { fill: 'url(#gold)', rx: 2 }));
  }
  return out.join('');
}

export function bookshelf(b: Box, c: DrawCtx): string {
  const { p, rng } = c;
  const out = [
    rect(b.x, b.y, b.w, b.h, { fill: 'url(#wood-dark)' }),
    rect(b.x + 7, b.y + 7, b.w - 14, b.h - 14, { fill: darken(p.woodDark, 0.45) }),
  ];
  const shelves = 4,
    sh = (b.h - 14) / shelves;
  const bookColours = [p.fabric, p.fabricAlt, p.accent, darken(p.paper, 0.3), p.gold, mix(p.fabric, p.accent, 0.5)];
  for (let s = 0; s < shelves; s++) {
    const base = b.y + 7 + (s + 1) * sh;
    let x = b.x + 8;
    while (x < b.x + b.w - 14) {
      const w = rng.range(6, 12),
        h = rng.range(sh * 0.6, sh * 0.9);
      if (x + w > b.x + b.w - 8) break;
      if (rng.chance(0.12)) {
        out.push(
          poly(
            [
              [x, base - 6],
              [x + w, base - 6],
              [x + w + h * 0.35, base - h + 4],
              [x + h * 0.35, base - h + 4],
            ].map(([px, py]) => [px, py]) as Array<[number, number]>,
            { fill: rng.pick(bookColours) },
          ),
        );
        x += w + h * 0.4;
        continue;
      }
      const col = rng.pick(bookColours);
      out.push(
        rect(x, base - 6 - h, w, h, { fill: col }),
        rect(x + 1, base - 6 - h + 4, w - 2, 2, { fill: lighten(col, 0.4), opacity: 0.7 }),
      );
      x += w + rng.range(0, 1.5);
    }
    out.push(rect(b.x + 4, base - 6, b.w - 8, 7, { fill: 'url(#wood)' }));
  }
  out.push(rect(b.x, b.y, b.w, 8, { fill: lighten(p.wood, 0.1) }));
  return out.join('');
}

export function chest(b: Box, c: DrawCtx): string {
  const { p } = c;
  const lidH = b.h * 0.38;
  return [
    path(
      `M${b.x + 4},${b.y + lidH}V${b.y + lidH * 0.45}Q${b.x + b.w / 2},${b.y - lidH * 0.35} ${b.x + b.w - 4},${b.y + lidH * 0.45}V${b.y + lidH}Z`,
      { fill: 'url(#wood)' },
    ),
    rect(b.x, b.y + lidH, b.w, b.h - lidH, { fill: 'url(#wood-dark)' }),
    rect(b.x, b.y + lidH - 4, b.w, 9, { fill: 'url(#metal-v)' }),
    rect(b.x + b.w * 0.18, b.y + 4, 10, b.h - 4, { fill: 'url(#metal-v)', opacity: 0.95 }),
    rect(b.x + b.w * 0.82 - 10, b.y + 4, 10, b.h - 4, { fill: 'url(#metal-v)', opacity: 0.95 }),
    rrect(b.x + b.w / 2 - 11, b.y + lidH - 8, 22, 26, 3, {
      fill: 'url(#gold)',
      stroke: darken(p.gold, 0.5),
      'stroke-width': 1.5,
    }),
    path(`M${b.x + b.w / 2},${b.y + lidH + 2}l-3,9h6z`, { fill: '#1a1008' }),
    rect(b.x, b.y + b.h - 6, b.w, 6, { fill: '#000', opacity: 0.3 }),
  ].join('');
}

export function crate(b: Box, c: DrawCtx): string {
  const { p } = c;
  const fill = c.metallic ? 'url(#metal)' : 'url(#wood)';
  const edge = c.metallic ? darken(p.metal, 0.4) : darken(p.wood, 0.45);
  const out = [rect(b.x, b.y, b.w, b.h, { fill, stroke: edge, 'stroke-width': 2 })];
  for (let k = 1; k < 4; k++)
    out.push(
      line(b.x + 10, b.y + (b.h * k) / 4, b.x + b.w - 10, b.y + (b.h * k) / 4, {
        stroke: edge,
        'stroke-width': 1.5,
        opacity: 0.8,
      }),
    );
  out.push(
    rect(b.x, b.y, b.w, 12, { fill: c.metallic ? 'url(#metal-dark)' : 'url(#wood-dark)' }),
    rect(b.x, b.y + b.h - 12, b.w, 12, { fill: c.metallic ? 'url(#metal-dark)' : 'url(#wood-dark)' }),
  );
  out.push(
    rect(b.x, b.y, 12, b.h, { fill: c.metallic ? 'url(#metal-dark)' : 'url(#wood-dark)' }),
    rect(b.x + b.w - 12, b.y, 12, b.h, { fill: c.metallic ? 'url(#metal-dark)' : 'url(#wood-dark)' }),
  );
  out.push(
    path(`M${b.x + 12},${b.y + 12}L${b.x + b.w - 12},${b.y + b.h - 12}`, {
      stroke: c.metallic ? 'url(#metal-dark)' : p.woodDark,
      'stroke-width': 10,
    }),
  );
  if (c.metallic)
    out.push(
      rect(b.x + b.w / 2 - 16, b.y + b.h / 2 - 8, 32, 16, { fill: '#f2c230' }),
      path(
        `M${b.x + b.w / 2 - 16},${b.y + b.h / 2 + 8}l10,-16h6l-10,16zM${b.x + b.w / 2},${b.y + b.h / 2 + 8}l10,-16h6l-10,16z`,
        { fill: '#222' },
      ),
    );
  return out.join('');
}

export function safe(b: Box, c: DrawCtx): string {
  const { p } = c;
  const cx = b.x + b.w * 0.45,
    cy = b.y + b.h * 0.48,
    r = Math.min(b.w, b.h) * 0.17;
  const out = [
    rrect(b.x, b.y, b.w, b.h - 8, 6, { fill: 'url(#metal-dark)', stroke: darken(p.metalDark, 0.6), 'stroke-width': 2 }),
    rrect(b.x + 9, b.y + 9, b.w - 18, b.h - 26, 4, {
      fill: mix(p.metalDark, p.metal, 0.35),
      stroke: darken(p.metalDark, 0.5),
      'stroke-width': 2,
    }),
    circle(cx, cy, r + 5, { fill: darken(p.metalDark, 0.3) }),
    circle(cx, cy, r, { fill: 'url(#metal)', stroke: '#222', 'stroke-width': 1.5 }),
    circle(cx, cy, r * 0.35, { fill: darken(p.metal, 0.3) }),
  ];
  for (let k = 0; k < 12; k++) {
    const a = (Math.PI * 2 * k) / 12;
    out.push(
      line(
        cx + Math.cos(a) * r * 0.7,
        cy + Math.sin(a) * r * 0.7,
        cx + Math.cos(a) * r * 0.92,
        cy + Math.sin(a) * r * 0.92,
        { stroke: '#222', 'stroke-width': 1.5 },
      ),
    );
  }
  out.push(rect(b.x + b.w - 24, cy - 20, 8, 40, { fill: 'url(#gold)', rx: 3 }));
  out.push(
    rect(b.x + 10, b.y + b.h - 8, 14, 8, { fill: '#111' }),
    rect(b.x + b.w - 24, b.y + b.h - 8, 14, 8, { fill: '#111' }),
  );
  return out.join('');
}

export function consoleDesk(b: Box, c: DrawCtx): string {
  const { p, rng } = c;
  const slope = b.h * 0.4;
  const out = [
    poly(
      [
        [b.x + 10, b.y],
        [b.x + b.w - 10, b.y],
        [b.x + b.w, b.y + slope],
        [b.x, b.y + slope],
      ],
      { fill: 'url(#metal-v)', stroke: darken(p.metalDark, 0.4), 'stroke-width': 2 },
    ),
    rect(b.x, b.y + slope, b.w, b.h - slope, { fill: 'url(#metal-dark)' }),
    rect(b.x + 12, b.y + slope + 10, b.w - 24, 6, { fill: p.accent, opacity: 0.7 }),
  ];
  const screenW = b.w * 0.3;
  const screen = rrect(b.x + b.w / 2 - screenW / 2, b.y + 5, screenW, slope - 10, 3, { fill: 'url(#screen)' });
  out.push(screen);
  c.glow.push(screen, ellipse(b.x + b.w / 2, b.y + slope / 2, screenW, slope, { fill: 'url(#glow)', opacity: 0.35 }));
  const colours = ['#ff4d4d', '#ffd23f', '#3dff7a', p.accent];
  for (let i = 0; i < 8; i++) {
    const side = i < 4 ? 0 : 1;
    const bx = side === 0 ? b.x + 22 + (i % 2) * 16 : b.x + b.w - 48 + (i % 2) * 16;
    const by = b.y + 10 + Math.floor((i % 4) / 2) * 14;
    const btn = circle(bx, by, 4.5, { fill: rng.pick(colours) });
    out.push(btn);
    if (rng.chance(0.5)) c.glow.push(btn);
  }
  for (let k = 0; k < 4; k++)
    out.push(
      rect(b.x + 20 + k * 12, b.y + slope + 26, 5, b.h - slope - 40, { fill: '#111', rx: 2 }),
      rect(b.x + 17 + k * 12, b.y + slope + 30 + rng.range(0, b.h - slope - 54), 11, 7, {
        fill: lighten(p.metal, 0.2),
      }),
    );
  return out.join('');
}

export function terminal(b: Box, c: DrawCtx): string {
  const { p, rng } = c;
  const sh = b.h * 0.5;
  const out = [
    rect(b.x + b.w * 0.2, b.y + sh, b.w * 0.6, b.h - sh, { fill: 'url(#metal-dark)' }),
    poly(
      [
        [b.x + 6, b.y + sh + 4],
        [b.x + b.w - 6, b.y + sh + 4],
        [b.x + b.w, b.y + sh + 22],
        [b.x, b.y + sh + 22],
      ],
      { fill: 'url(#metal-v)' },
    ),
    rrect(b.x, b.y, b.w, sh, 8, { fill: 'url(#metal-v)', stroke: darken(p.metalDark, 0.5), 'stroke-width': 2 }),
    rrect(b.x + 9, b.y + 9, b.w - 18, sh - 18, 5, { fill: '#061410' }),
  ];
  const screen: string[] = [rrect(b.x + 11, b.y + 11, b.w - 22, sh - 22, 4, { fill: 'url(#screen)', opacity: 0.55 })];
  for (let l = 0; l < 5; l++)
    screen.push(
      rect(b.x + 16, b.y + 16 + l * ((sh - 34) / 5), rng.range(0.3, 0.8) * (b.w - 32), 3, {
        fill: lighten(p.accent, 0.5),
        opacity: 0.9,
      }),
    );
  screen.push(rect(b.x + 16 + rng.range(0, 30), b.y + sh - 22, 7, 4, { fill: '#ffffff' }));
  out.push(...screen);
  c.glow.push(
    ...screen,
    ellipse(b.x + b.w / 2, b.y + sh / 2, b.w * 0.8, sh * 0.8, { fill: 'url(#glow)', opacity: 0.35 }),
  );
  for (let k = 0; k < 6; k++)
    out.push(
      rect(b.x + 10 + k * ((b.w - 20) / 6), b.y + sh + 10, (b.w - 20) / 6 - 3, 4, { fill: darken(p.metalDark, 0.3) }),
    );
  return out.join('');
}
