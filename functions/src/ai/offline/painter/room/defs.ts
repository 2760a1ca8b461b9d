/**
 * Shared gradients, referenced by id from the shell, the decoration and the objects
 * (fill="url(#wood)"). All use the bounding box of the shape they fill, so one
 * definition serves every size.
 */
import { darken, lighten, mix } from '../drawing/color';
import type { Palette } from '../style/style-types';

const stops = (list: Array<[number, string, number?]>): string =>
  list
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');

const linear = (id: string, list: Array<[number, string, number?]>, x2 = 0, y2 = 1): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;

const radial = (id: string, list: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;

/** Wood, metal and gold: the furniture, fittings and treasure. */
function woodAndMetalDefs(p: Palette): string[] {
  return [
    linear('wood', [
      [0, lighten(p.wood, 0.12)],
      [0.5, p.wood],
      [1, darken(p.wood, 0.25)],
    ]),
    linear(
      'wood-h',
      [
        [0, darken(p.wood, 0.2)],
        [0.4, lighten(p.wood, 0.1)],
        [1, darken(p.wood, 0.3)],
      ],
      1,
      0,
    ),
    linear('wood-dark', [
      [0, p.woodDark],
      [1, darken(p.woodDark, 0.35)],
    ]),
    linear(
      'metal',
      [
        [0, darken(p.metal, 0.3)],
        [0.35, lighten(p.metal, 0.25)],
        [0.6, p.metal],
        [1, darken(p.metal, 0.4)],
      ],
      1,
      0,
    ),
    linear('metal-v', [
      [0, lighten(p.metal, 0.2)],
      [1, darken(p.metal, 0.35)],
    ]),
    linear('metal-dark', [
      [0, p.metalDark],
      [1, darken(p.metalDark, 0.4)],
    ]),
    linear(
      'gold',
      [
        [0, lighten(p.gold, 0.35)],
        [0.45, p.gold],
        [1, darken(p.gold, 0.35)],
      ],
      1,
      1,
    ),
  ];
}

/** Stone, cloth, paper, glass and screens. */
function surfaceDefs(p: Palette): string[] {
  return [
    linear('stone', [
      [0, lighten(p.stone, 0.12)],
      [1, darken(p.stone, 0.3)],
    ]),
    linear('fabric', [
      [0, lighten(p.fabric, 0.1)],
      [1, darken(p.fabric, 0.35)],
    ]),
    linear('paper', [
      [0, p.paper],
      [1, darken(p.paper, 0.15)],
    ]),
    linear(
      'glass',
      [
        [0, lighten(p.light, 0.6), 0.9],
        [0.45, mix(p.wall, '#9fc3d6', 0.6), 0.85],
        [1, darken(p.wall, 0.4), 0.9],
      ],
      1,
      1,
    ),
    linear('screen', [
      [0, lighten(p.accent, 0.15)],
      [1, darken(p.accent, 0.55)],
    ]),
  ];
}

/** Light sources and shade: glows, flames, warm light and shadow. */
function lightDefs(p: Palette): string[] {
  return [
    radial('glow', [
      [0, p.glow, 0.85],
      [0.4, p.glow, 0.35],
      [1, p.glow, 0],
    ]),
    radial('glow-exit', [
      [0, '#5dff8f', 0.6],
      [0.5, '#3dff7a', 0.2],
      [1, '#3dff7a', 0],
    ]),
    radial('murk', [
      [0, p.ambient, 0.75],
      [0.6, p.ambient, 0.5],
      [1, p.ambient, 0],
    ]),
    radial(
      'flame',
      [
        [0, '#fffbe0'],
        [0.35, '#ffd24a'],
        [0.75, '#ff7a1a', 0.9],
        [1, '#ff4a00', 0],
      ],
      0.5,
      0.65,
      0.5,
    ),
    radial('warm', [
      [0, p.light, 0.55],
      [1, p.light, 0],
    ]),
    radial('shadow', [
      [0, '#000000', 0.55],
      [0.6, '#000000', 0.25],
      [1, '#000000', 0],
    ]),
  ];
}

/** Magic and mood: portals, gems and the vignette over the whole scene. */
function effectDefs(p: Palette): string[] {
  return [
    radial('portal', [
      [0, '#ffffff'],
      [0.25, lighten(p.glow, 0.3)],
      [0.6, p.accent],
      [0.9, darken(p.accent, 0.5)],
      [1, darken(p.accent, 0.7)],
    ]),
    radial(
      'gem',
      [
        [0, '#ffffff'],
        [0.3, lighten(p.accent, 0.3)],
        [1, darken(p.accent, 0.45)],
      ],
      0.35,
      0.3,
      0.8,
    ),
    radial(
      'vignette',
      [
        [0, p.ambient, 0],
        [0.55, p.ambient, 0.08],
        [0.85, p.ambient, 0.5],
        [1, p.ambient, 0.8],
      ],
      0.5,
      0.45,
      0.75,
    ),
  ];
}

export function sharedDefs(p: Palette): string {
  return [...woodAndMetalDefs(p), ...surfaceDefs(p), ...lightDefs(p), ...effectDefs(p)].join('');
}
