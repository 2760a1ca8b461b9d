/**
 * Palettes and room styles. A style says how the room is built (wall and floor surfaces,
 * ceiling, background decoration); a palette says which colours it is painted in.
 * Settings pick both; unknown settings fall back on the theme, then on a hash of the text.
 */
import { shift } from './color';
import { hashString, type Rng } from './rng';

export type WallSurface =
  | 'wood-panels'
  | 'wallpaper'
  | 'metal-panels'
  | 'stone-blocks'
  | 'tiles'
  | 'sandstone'
  | 'concrete';
export type FloorSurface = 'planks' | 'flagstones' | 'tiles' | 'grating' | 'sand' | 'checker';
export type CeilingKind = 'beams' | 'panels' | 'vault' | 'dark';
export type DecorId =
  | 'side-bookshelves'
  | 'arched-window'
  | 'moon-windows'
  | 'cobwebs'
  | 'chandelier'
  | 'space-portholes'
  | 'light-strips'
  | 'warning-stripes'
  | 'torches'
  | 'banners'
  | 'fluoro-lights'
  | 'side-shelves'
  | 'water-portholes'
  | 'pipes'
  | 'bubbles'
  | 'hieroglyphs'
  | 'columns'
  | 'light-shaft'
  | 'neon-signs'
  | 'city-window'
  | 'cables'
  | 'wall-gears'
  | 'wainscot';

export interface Palette {
  wall: string;
  wallShade: string;
  trim: string;
  pattern: string;
  floor: string;
  floorAlt: string;
  floorLine: string;
  ceiling: string;
  light: string;
  ambient: string;
  wood: string;
  woodDark: string;
  metal: string;
  metalDark: string;
  gold: string;
  stone: string;
  fabric: string;
  fabricAlt: string;
  accent: string;
  glow: string;
  paper: string;
}

export interface RoomStyle {
  id: string;
  wall: WallSurface;
  floor: FloorSurface;
  ceiling: CeilingKind;
  decor: DecorId[];
  /** 0 (dim, moody) .. 1 (bright). */
  brightness: number;
  palette: Palette;
}

const P = (p: Palette): Palette => p;

const STYLES: Record<string, RoomStyle> = {
  'ancient library': {
    id: 'library',
    wall: 'wood-panels',
    floor: 'planks',
    ceiling: 'beams',
    brightness: 0.55,
    decor: ['side-bookshelves', 'arched-window', 'chandelier'],
    palette: P({
      wall: '#6b4a2f',
      wallShade: '#3b2616',
      trim: '#a27b45',
      pattern: '#553720',
      floor: '#7a5330',
      floorAlt: '#6a4526',
      floorLine: '#3f2815',
      ceiling: '#2e1d10',
      light: '#ffd58a',
      ambient: '#140a04',
      wood: '#8a5a32',
      woodDark: '#4f3019',
      metal: '#9a8f80',
      metalDark: '#4b463f',
      gold: '#d9a93f',
      stone: '#8d8577',
      fabric: '#7d1f24',
      fabricAlt: '#c59b3c',
      accent: '#2f5d50',
      glow: '#ffcf70',
      paper: '#efe0b9',
    }),
  },
  'haunted mansion': {
    id: 'mansion',
    wall: 'wallpaper',
    floor: 'planks',
    ceiling: 'dark',
    brightness: 0.3,
    decor: ['wainscot', 'moon-windows', 'cobwebs', 'chandelier'],
    palette: P({
      wall: '#3d2d48',
      wallShade: '#1d1424',
      trim: '#6d5a4a',
      pattern: '#4d3a5c',
      floor: '#3e2a22',
      floorAlt: '#33221b',
      floorLine: '#1a100c',
      ceiling: '#140e18',
      light: '#b9d4ff',
      ambient: '#05030a',
      wood: '#5a3a2a',
      woodDark: '#2e1c14',
      metal: '#8a8a92',
      metalDark: '#3c3c44',
      gold: '#b89344',
      stone: '#6e6a72',
      fabric: '#5e1a2a',
      fabricAlt: '#2f4a3a',
      accent: '#6fe0a0',
      glow: '#9be8c0',
      paper: '#d9d0b8',
    }),
  },
  'space station': {
    id: 'space',
    wall: 'metal-panels',
    floor: 'grating',
    ceiling: 'panels',
    brightness: 0.65,
    decor: ['space-portholes', 'light-strips', 'warning-stripes'],
    palette: P({
      wall: '#7d8a99',
      wallShade: '#3c4652',
      trim: '#c4ccd6',
      pattern: '#66727f',
      floor: '#4a525c',
      floorAlt: '#3c434b',
      floorLine: '#23282e',
      ceiling: '#2a3038',
      light: '#bfe6ff',
      ambient: '#03060c',
      wood: '#6f7a86',
      woodDark: '#3d454f',
      metal: '#aeb8c4',
      metalDark: '#4a535e',
      gold: '#f2b134',
      stone: '#9aa3ad',
      fabric: '#2d5d8f',
      fabricAlt: '#e0653a',
      accent: '#2fd0ff',
      glow: '#6ff3ff',
      paper: '#e8eef4',
    }),
  },
  'medieval castle': {
    id: 'castle',
    wall: 'stone-blocks',
    floor: 'flagstones',
    ceiling: 'beams',
    brightness: 0.45,
    decor: ['torches', 'banners', 'arched-window'],
    palette: P({
      wall: '#7b7468',
      wallShade: '#3e3a33',
      trim: '#5c564c',
      pattern: '#69635a',
      floor: '#6b655b',
      floorAlt: '#5c564d',
      floorLine: '#2f2b26',
      ceiling: '#2b221a',
      light: '#ffb35c',
      ambient: '#0d0703',
      wood: '#7a4f2a',
      woodDark: '#442a14',
      metal: '#8f9296',
      metalDark: '#45484c',
      gold: '#d4a63a',
      stone: '#8c867b',
      fabric: '#8c1c1c',
      fabricAlt: '#1f3f7a',
      accent: '#c9a227',
      glow: '#ffb14a',
      paper: '#e8d9b0',
    }),
  },
  'modern laboratory': {
    id: 'lab',
    wall: 'tiles',
    floor: 'tiles',
    ceiling: 'panels',
    brightness: 0.85,
    decor: ['fluoro-lights', 'side-shelves', 'warning-stripes'],
    palette: P({
      wall: '#d9e2e6',
      wallShade: '#8fa0a8',
      trim: '#a9b8bf',
      pattern: '#c6d1d6',
      floor: '#b9c4c9',
      floorAlt: '#a6b2b8',
      floorLine: '#7c8a91',
      ceiling: '#c9d2d6',
      light: '#f2fbff',
      ambient: '#1c2a33',
      wood: '#c9ced2',
      woodDark: '#7d878e',
      metal: '#b7c2c9',
      metalDark: '#5c6870',
      gold: '#e0b23a',
      stone: '#d0d6da',
      fabric: '#2f7fb0',
      fabricAlt: '#3ab08a',
      accent: '#19a974',
      glow: '#7dffcf',
      paper: '#ffffff',
    }),
  },
  'underwater base': {
    id: 'underwater',
    wall: 'metal-panels',
    floor: 'grating',
    ceiling: 'panels',
    brightness: 0.5,
    decor: ['water-portholes', 'pipes', 'bubbles'],
    palette: P({
      wall: '#2f6470',
      wallShade: '#123038',
      trim: '#7fa9a8',
      pattern: '#285663',
      floor: '#2b4a52',
      floorAlt: '#223e45',
      floorLine: '#0f2227',
      ceiling: '#112a31',
      light: '#8ff2ea',
      ambient: '#01090d',
      wood: '#4d6a70',
      woodDark: '#25393e',
      metal: '#8fb1b3',
      metalDark: '#3a5558',
      gold: '#e2b04a',
      stone: '#6d8f92',
      fabric: '#d0683a',
      fabricAlt: '#2b86a8',
      accent: '#ffcf4a',
      glow: '#5ff5e0',
      paper: '#e3efe9',
    }),
  },
  'desert temple': {
    id: 'temple',
    wall: 'sandstone',
    floor: 'sand',
    ceiling: 'vault',
    brightness: 0.6,
    decor: ['columns', 'hieroglyphs', 'torches', 'light-shaft'],
    palette: P({
      wall: '#c09155',
      wallShade: '#6b4a25',
      trim: '#e2b770',
      pattern: '#a87a44',
      floor: '#d2a867',
      floorAlt: '#c29657',
      floorLine: '#8a6534',
      ceiling: '#4a3218',
      light: '#ffd98a',
      ambient: '#1a0d03',
      wood: '#8a5a2b',
      woodDark: '#4e3116',
      metal: '#c8a35a',
      metalDark: '#6e5425',
      gold: '#f0c24a',
      stone: '#b89a6e',
      fabric: '#1e6f8c',
      fabricAlt: '#b8322a',
      accent: '#2aa6a0',
      glow: '#ffd36a',
      paper: '#ecd9a6',
    }),
  },
  'cyberpunk city': {
    id: 'cyberpunk',
    wall: 'concrete',
    floor: 'checker',
    ceiling: 'dark',
    brightness: 0.35,
    decor: ['city-window', 'neon-signs', 'cables'],
    palette: P({
      wall: '#2a2440',
      wallShade: '#110e1e',
      trim: '#ff3fa4',
      pattern: '#352d52',
      floor: '#201b33',
      floorAlt: '#2b2442',
      floorLine: '#0b0914',
      ceiling: '#0e0b18',
      light: '#ff5ec8',
      ambient: '#020108',
      wood: '#3b3550',
      woodDark: '#1c1829',
      metal: '#7b7f99',
      metalDark: '#343650',
      gold: '#ffd23f',
      stone: '#5d5a70',
      fabric: '#00c2d1',
      fabricAlt: '#ff3fa4',
      accent: '#00f0ff',
      glow: '#ff4fd8',
      paper: '#d8f7ff',
    }),
  },
};

/** Theme fallbacks: a known shell re-painted in the theme's mood. */
const THEMES: Record<string, { base: string; decor?: DecorId[]; tint: Partial<Palette>; brightness?: number }> = {
  mystery: {
    base: 'ancient library',
    decor: ['side-bookshelves', 'moon-windows', 'chandelier'],
    tint: { wall: '#2f4150', wallShade: '#141e27', pattern: '#38505f', light: '#cfe0ff', fabric: '#3b2a5c' },
    brightness: 0.4,
  },
  horror: {
    base: 'haunted mansion',
    tint: { wall: '#3a3a2a', pattern: '#45452f', light: '#d6ffb0', accent: '#b21f1f', fabric: '#5a0f12' },
    brightness: 0.25,
  },
  'sci-fi': { base: 'space station', tint: { wall: '#5f6f86', accent: '#7cff6b', glow: '#9dff7a' } },
  fantasy: {
    base: 'medieval castle',
    decor: ['banners', 'torches', 'arched-window', 'chandelier'],
    tint: {
      wall: '#6d6486',
      wallShade: '#2f2840',
      light: '#e6b8ff',
      glow: '#d08cff',
      fabric: '#4b2a8c',
      accent: '#57e0c7',
    },
  },
  adventure: {
    base: 'desert temple',
    decor: ['columns', 'torches', 'light-shaft'],
    tint: {
      wall: '#7f8a5a',
      wallShade: '#353b22',
      pattern: '#6a7548',
      floor: '#8a7a52',
      floorAlt: '#7a6b45',
      fabric: '#a33a1f',
    },
  },
  steampunk: {
    base: 'ancient library',
    decor: ['pipes', 'wall-gears', 'arched-window', 'chandelier'],
    tint: {
      wall: '#5e4030',
      pattern: '#4a3024',
      metal: '#c08a46',
      metalDark: '#6a4524',
      gold: '#e0a440',
      light: '#ffc476',
      accent: '#b86b2a',
    },
  },
  egyptian: { base: 'desert temple', tint: { fabric: '#1d4fa0', accent: '#2fb3c9', gold: '#ffd24a' } },
  victorian: {
    base: 'haunted mansion',
    decor: ['wainscot', 'moon-windows', 'chandelier'],
    tint: {
      wall: '#5a2a32',
      wallShade: '#2a1217',
      pattern: '#6a3540',
      light: '#ffd8a0',
      floor: '#5a3a24',
      floorAlt: '#4d311e',
    },
    brightness: 0.45,
  },
};

/** Words that identify a setting or theme in free text. */
const KEYWORDS: Record<string, string[]> = {
  'ancient library': ['library', 'archive', 'study', 'scriptorium'],
  'haunted mansion': ['mansion', 'haunted', 'manor', 'ghost'],
  'space station': ['space', 'station', 'orbit', 'starship'],
  'medieval castle': ['castle', 'medieval', 'keep', 'dungeon'],
  'modern laboratory': ['laboratory', 'lab', 'research'],
  'underwater base': ['underwater', 'ocean', 'submarine', 'deep sea'],
  'desert temple': ['temple', 'desert', 'tomb', 'pyramid'],
  'cyberpunk city': ['cyberpunk', 'neon', 'cyber'],
  mystery: ['mystery', 'detective', 'noir'],
  horror: ['horror', 'scary', 'terror'],
  'sci-fi': ['sci-fi', 'scifi', 'science fiction', 'future'],
  fantasy: ['fantasy', 'magic', 'wizard'],
  adventure: ['adventure', 'jungle', 'explorer'],
  steampunk: ['steampunk', 'clockwork', 'steam'],
  egyptian: ['egyptian', 'egypt', 'pharaoh'],
  victorian: ['victorian', 'gaslight'],
};

function findKey<T>(table: Record<string, T>, text: string): string | undefined {
  const t = text.trim().toLowerCase();
  if (!t) return undefined;
  if (table[t]) return t;
  return Object.keys(table).find((k) => (KEYWORDS[k] ?? [k]).some((w) => t.includes(w)));
}

/** Picks the style for a setting, or the theme, or (as a last resort) a hash of both. */
export function resolveStyle(setting: string, theme: string): RoomStyle {
  const s = findKey(STYLES, setting);
  if (s) return STYLES[s];
  const t = findKey(THEMES, theme);
  if (t) {
    const th = THEMES[t];
    const base = STYLES[th.base];
    return {
      ...base,
      id: `${base.id}-${t}`,
      decor: th.decor ?? base.decor,
      brightness: th.brightness ?? base.brightness,
      palette: { ...base.palette, ...th.tint },
    };
  }
  const keys = Object.keys(STYLES);
  return STYLES[keys[hashString(`${setting}|${theme}`) % keys.length]];
}

export const SETTING_NAMES = Object.keys(STYLES);

/** Seeded variation: a small hue drift and lightness change so rooms of one setting differ. */
export function varyPalette(p: Palette, rng: Rng): Palette {
  const hue = rng.range(-14, 14);
  const light = rng.range(-0.05, 0.05);
  const accentHue = rng.chance(0.35) ? rng.range(-40, 40) : 0;
  const out = {} as Palette;
  for (const [k, v] of Object.entries(p) as Array<[keyof Palette, string]>) {
    const isAccent = k === 'accent' || k === 'fabric' || k === 'fabricAlt';
    out[k] = shift(v, isAccent ? hue + accentHue : hue, k === 'ambient' ? 0 : light);
  }
  return out;
}
