/**
 * Picking a room style and varying its palette. A style says how the room is built; a
 * palette says which colours it is painted in (style-types.ts). Settings pick both; unknown
 * settings fall back on the theme, then on a hash of the text.
 */
import { shift } from '../drawing/color';
import { hashString, type Rng } from '../drawing/rng';
import { STYLES } from './room-styles';
import type { DecorId, Palette, RoomStyle } from './style-types';

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
