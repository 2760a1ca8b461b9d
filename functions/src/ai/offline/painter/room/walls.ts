/** Wall surfaces: the flat back wall with its texture, and the two side walls in perspective. */
import { darken, lighten, mix } from '../drawing/color';
import { BACK, LEFT_WALL, RIGHT_WALL, sidePoint } from '../drawing/geometry';
import type { Palette, WallSurface } from '../style/style-types';
import type { Rng } from '../drawing/rng';
import { path, poly, rect } from '../drawing/svg';

const BW = BACK.right - BACK.left;
const BH = BACK.bottom - BACK.top;

/** Courses of blocks with staggered joints (stone, sandstone). */
function blocks(p: Palette, rng: Rng, rowH: number, minW: number, maxW: number, gapC: string): string {
  const out: string[] = [rect(BACK.left, BACK.top, BW, BH, { fill: gapC })];
  for (let y = BACK.top; y < BACK.bottom; y += rowH) {
    let x = BACK.left - rng.range(0, maxW);
    while (x < BACK.right) {
      const w = rng.range(minW, maxW);
      const tone = mix(p.wall, p.pattern, rng.next());
      const x0 = Math.max(BACK.left - 2, x),
        x1 = Math.min(BACK.right + 2, x + w);
      const h = Math.min(rowH - 4, BACK.bottom - y - 2);
      out.push(rect(x0 + 2, y + 2, x1 - x0 - 4, h, { fill: tone, rx: 3 }));
      out.push(rect(x0 + 2, y + 2, x1 - x0 - 4, 4, { fill: lighten(tone, 0.12), opacity: 0.6 }));
      if (rng.chance(0.08))
        out.push(
          path(`M${x + w * 0.3},${y + 4}l8,${rowH * 0.4}l-5,${rowH * 0.3}`, {
            stroke: darken(tone, 0.4),
            fill: 'none',
            'stroke-width': 1.2,
          }),
        );
      x += w;
    }
  }
  return out.join('');
}

function woodPanels(p: Palette, rng: Rng): string {
  const out: string[] = [rect(BACK.left, BACK.top, BW, BH, { fill: p.wall })];
  for (let x = BACK.left; x < BACK.right; x += 38) {
    out.push(rect(x, BACK.top, 38, BH, { fill: mix(p.wall, p.pattern, rng.next()), opacity: 0.8 }));
    out.push(rect(x, BACK.top, 2, BH, { fill: darken(p.wall, 0.35) }));
  }
  // raised panels along the lower wall
  const panelTop = BACK.bottom - 120;
  out.push(rect(BACK.left, panelTop - 8, BW, 128, { fill: darken(p.wall, 0.15) }));
  for (let x = BACK.left + 10; x + 100 < BACK.right; x += 112) {
    out.push(
      rect(x, panelTop, 100, 96, { fill: mix(p.wall, p.trim, 0.15), stroke: darken(p.wall, 0.45), 'stroke-width': 3 }),
    );
    out.push(
      rect(x + 10, panelTop + 10, 80, 76, {
        fill: 'none',
        stroke: lighten(p.wall, 0.15),
        'stroke-width': 1.5,
        opacity: 0.7,
      }),
    );
  }
  out.push(rect(BACK.left, panelTop - 12, BW, 6, { fill: p.trim }));
  return out.join('');
}

function wallpaper(p: Palette): string {
  const pat =
    `<pattern id="paper-pat" patternUnits="userSpaceOnUse" width="48" height="56">` +
    rect(0, 0, 48, 56, { fill: p.wall }) +
    rect(22, 0, 4, 56, { fill: p.pattern, opacity: 0.6 }) +
    path('M0,28 L10,18 L20,28 L10,38Z', { fill: p.pattern }) +
    path('M34,0 L44,10 L34,20 L24,10Z M34,36 L44,46 L34,56 L24,46Z', { fill: p.pattern, opacity: 0.7 }) +
    `</pattern>`;
  return `<defs>${pat}</defs>` + rect(BACK.left, BACK.top, BW, BH, { fill: 'url(#paper-pat)' });
}

function metalPanels(p: Palette, rng: Rng): string {
  const out: string[] = [rect(BACK.left, BACK.top, BW, BH, { fill: darken(p.wall, 0.3) })];
  const cols = 6,
    rows = 3;
  const pw = BW / cols,
    ph = BH / rows;
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const x = BACK.left + c * pw + 3,
        y = BACK.top + r * ph + 3;
      const tone = mix(p.wall, p.pattern, rng.next() * 0.6);
      out.push(rect(x, y, pw - 6, ph - 6, { fill: tone, rx: 6 }));
      out.push(rect(x + 6, y + 6, pw - 18, 3, { fill: lighten(tone, 0.25), opacity: 0.6 }));
      for (const [rx, ry] of [
        [x + 8, y + 10],
        [x + pw - 14, y + 10],
        [x + 8, y + ph - 14],
        [x + pw - 14, y + ph - 14],
      ]) {
        out.push(rect(rx - 2.5, ry - 2.5, 5, 5, { fill: lighten(tone, 0.3), rx: 2.5 }));
      }
    }
  }
  return out.join('');
}

function tiles(p: Palette): string {
  const pat =
    `<pattern id="tile-pat" patternUnits="userSpaceOnUse" width="38" height="38">` +
    rect(0, 0, 38, 38, { fill: p.trim }) +
    rect(1.5, 1.5, 35, 35, { fill: p.wall }) +
    rect(3, 3, 30, 4, { fill: lighten(p.wall, 0.4), opacity: 0.5 }) +
    `</pattern>`;
  return (
    `<defs>${pat}</defs>` +
    rect(BACK.left, BACK.top, BW, BH, { fill: 'url(#tile-pat)' }) +
    rect(BACK.left, BACK.bottom - 150, BW, 10, { fill: p.accent, opacity: 0.8 })
  );
}

function concrete(p: Palette, rng: Rng): string {
  const out: string[] = [rect(BACK.left, BACK.top, BW, BH, { fill: p.wall })];
  for (let x = BACK.left; x < BACK.right; x += 114) out.push(rect(x, BACK.top, 2, BH, { fill: darken(p.wall, 0.4) }));
  out.push(rect(BACK.left, BACK.top + BH / 2, BW, 2, { fill: darken(p.wall, 0.4) }));
  for (let i = 0; i < 14; i++) {
    out.push(
      `<ellipse cx="${(BACK.left + rng.next() * BW).toFixed(0)}" cy="${(BACK.top + rng.next() * BH).toFixed(0)}" rx="${rng.int(10, 40)}" ry="${rng.int(20, 70)}" fill="${darken(p.wall, 0.25)}" fill-opacity="0.3"/>`,
    );
  }
  // drips and streaks
  for (let i = 0; i < 10; i++) {
    const x = BACK.left + rng.next() * BW;
    out.push(rect(x, BACK.top + rng.next() * 60, 2, rng.range(40, 160), { fill: darken(p.wall, 0.3), opacity: 0.5 }));
  }
  return out.join('');
}

export function drawBackWall(kind: WallSurface, p: Palette, rng: Rng): string {
  const surface = {
    'wood-panels': () => woodPanels(p, rng),
    wallpaper: () => wallpaper(p),
    'metal-panels': () => metalPanels(p, rng),
    'stone-blocks': () => blocks(p, rng, 38, 60, 110, darken(p.wall, 0.45)),
    tiles: () => tiles(p),
    sandstone: () => blocks(p, rng, 54, 90, 170, darken(p.wall, 0.3)),
    concrete: () => concrete(p, rng),
  }[kind]();
  const skirting = rect(BACK.left, BACK.bottom - 14, BW, 14, { fill: darken(p.trim, 0.25) });
  const crown = rect(BACK.left, BACK.top, BW, 8, { fill: p.trim, opacity: 0.85 });
  const shade = `<linearGradient id="back-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>`;
  return `<defs>${shade}</defs>${surface}${skirting}${crown}${rect(BACK.left, BACK.top, BW, BH, { fill: 'url(#back-shade)' })}`;
}

/** Side walls: the wall colour in shade, with courses or seams running to the vanishing point. */
export function drawSideWalls(kind: WallSurface, p: Palette, lightFromLeft: boolean): string {
  const out: string[] = [];
  const rowsBy: Record<WallSurface, number> = {
    'wood-panels': 0,
    wallpaper: 0,
    'metal-panels': 3,
    'stone-blocks': 9,
    tiles: 9,
    sandstone: 6,
    concrete: 2,
  };
  const colsBy: Record<WallSurface, number> = {
    'wood-panels': 10,
    wallpaper: 12,
    'metal-panels': 4,
    'stone-blocks': 6,
    tiles: 9,
    sandstone: 4,
    concrete: 3,
  };
  for (const side of ['left', 'right'] as const) {
    const lit = (side === 'left') === lightFromLeft;
    const tone = darken(p.wall, lit ? 0.12 : 0.3);
    out.push(poly(side === 'left' ? LEFT_WALL : RIGHT_WALL, { fill: tone }));
    let d = '';
    const nr = rowsBy[kind],
      nc = colsBy[kind];
    for (let i = 1; i < nr; i++) {
      const [a, b] = [sidePoint(side, 0, i / nr), sidePoint(side, 1, i / nr)];
      d += `M${a[0].toFixed(1)},${a[1].toFixed(1)}L${b[0].toFixed(1)},${b[1].toFixed(1)}`;
    }
    for (let j = 0; j < nc; j++) {
      const u = j / nc;
      const [a, b] = [sidePoint(side, u, 0), sidePoint(side, u, 1)];
      d += `M${a[0].toFixed(1)},${a[1].toFixed(1)}L${b[0].toFixed(1)},${b[1].toFixed(1)}`;
    }
    out.push(path(d, { stroke: darken(tone, 0.35), 'stroke-width': 2, fill: 'none', opacity: 0.7 }));
    // skirting along the floor edge
    const s0 = sidePoint(side, 0, 1),
      s1 = sidePoint(side, 1, 1),
      s2 = sidePoint(side, 1, 0.96),
      s3 = sidePoint(side, 0, 0.96);
    out.push(poly([s0, s1, s2, s3], { fill: darken(p.trim, 0.35) }));
  }
  const grad = (id: string, x1: number, x2: number) =>
    `<linearGradient id="${id}" x1="${x1}" y1="0" x2="${x2}" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.75" stop-color="#000" stop-opacity="0"/></linearGradient>`;
  return (
    `<defs>${grad('side-l', 0, 1)}${grad('side-r', 1, 0)}</defs>${out.join('')}` +
    poly(LEFT_WALL, { fill: 'url(#side-l)' }) +
    poly(RIGHT_WALL, { fill: 'url(#side-r)' })
  );
}
