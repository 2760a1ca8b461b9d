/**
 * Each scene of a room gets its own look, read from its title and description: a library is
 * panelled and shelved, a laboratory tiled and lit by strip lights, a vault steel or stone.
 * The room's style stays the base (its era, its colours), so the scenes still belong together.
 */
import { mix, shift } from '../drawing/color';
import type { CeilingKind, DecorId, FloorSurface, Palette, RoomStyle, WallSurface } from './style-types';
import type { ArtKind } from '../../../../model/room-design';

interface Build {
  wall: WallSurface;
  floor: FloorSurface;
  ceiling: CeilingKind;
  decor: DecorId[];
}

interface SceneKind {
  id: string;
  words: RegExp;
  /** For rooms of an old era (library, mansion, castle, temple) and of a modern one. */
  old: Build;
  modern: Build;
  tint: Partial<Palette>;
  brightness?: number;
}

const b = (wall: WallSurface, floor: FloorSurface, ceiling: CeilingKind, decor: DecorId[]): Build => ({
  wall,
  floor,
  ceiling,
  decor,
});

const KINDS: SceneKind[] = [
  {
    id: 'library',
    words: /\b(library|reading|stacks?|archives?|study|scriptorium|bindery|books?|catalogue)\b/,
    old: b('wood-panels', 'planks', 'beams', ['side-bookshelves', 'chandelier', 'arched-window']),
    modern: b('wood-panels', 'tiles', 'panels', ['side-bookshelves', 'fluoro-lights']),
    tint: { wall: '#6b4a2f', pattern: '#553720', floor: '#7a5330', light: '#ffd58a', fabric: '#7d1f24' },
  },
  {
    id: 'lab',
    words: /\b(lab|laboratory|clinic|medical|infirmary|research|alchemist'?s?|apothecary|specimens?)\b/,
    old: b('stone-blocks', 'planks', 'beams', ['side-shelves', 'torches']),
    modern: b('tiles', 'tiles', 'panels', ['fluoro-lights', 'side-shelves', 'warning-stripes']),
    tint: { wall: '#cfdcdf', pattern: '#b7c8cc', floor: '#aebcc1', light: '#f2fbff', accent: '#2f9e8f' },
    brightness: 0.75,
  },
  {
    id: 'vault',
    words: /\b(vault|strongroom|treasury|bank|armou?ry|reliquary)\b/,
    old: b('stone-blocks', 'checker', 'vault', ['torches', 'columns']),
    modern: b('metal-panels', 'grating', 'panels', ['warning-stripes', 'light-strips']),
    tint: { wall: '#5c6470', pattern: '#4a515c', floor: '#3f454d', light: '#e8eef8', gold: '#e0b84a' },
    brightness: 0.45,
  },
  {
    id: 'crypt',
    words: /\b(crypt|catacombs?|tomb|cellar|dungeon|basement|sewers?|ossuary|oubliette|cells?)\b/,
    old: b('stone-blocks', 'flagstones', 'vault', ['cobwebs', 'torches']),
    modern: b('concrete', 'grating', 'dark', ['pipes', 'cables']),
    tint: { wall: '#4f4a44', wallShade: '#1c1916', pattern: '#423d38', floor: '#3e3a35', light: '#ffb865' },
    brightness: 0.25,
  },
  {
    id: 'hall',
    words: /\b(hall|ballroom|gallery|foyer|parlou?r|salon|dining|lobby|throne|banquet|drawing room)\b/,
    old: b('wallpaper', 'checker', 'beams', ['wainscot', 'chandelier', 'arched-window']),
    modern: b('concrete', 'tiles', 'panels', ['light-strips', 'city-window']),
    tint: { wall: '#6a2f3a', pattern: '#7a3a47', floor: '#d8cfc0', floorAlt: '#3a3030', light: '#ffe2a8' },
    brightness: 0.6,
  },
  {
    id: 'bedroom',
    words: /\b(bedroom|bedchamber|nursery|quarters|cabin|bunks?|dormitory|bedchambers)\b/,
    old: b('wallpaper', 'planks', 'beams', ['wainscot', 'moon-windows']),
    modern: b('metal-panels', 'tiles', 'panels', ['space-portholes', 'light-strips']),
    tint: { wall: '#3f5a6e', pattern: '#4b6a80', floor: '#6b4b35', light: '#c8dcff', fabric: '#3a5f8a' },
    brightness: 0.4,
  },
  {
    id: 'engine',
    words: /\b(engine|machine|machinery|reactor|boiler|workshop|forge|generator|pump|mill|foundry|winch|power)\b/,
    old: b('stone-blocks', 'planks', 'beams', ['wall-gears', 'pipes']),
    modern: b('metal-panels', 'grating', 'panels', ['pipes', 'cables', 'warning-stripes']),
    tint: { wall: '#6b5a48', pattern: '#5a4a3a', floor: '#4a4038', light: '#ffb060', accent: '#d86a1f' },
    brightness: 0.45,
  },
  {
    id: 'control',
    words: /\b(control|bridge|command|server|comms|cockpit|navigation|operations|security)\b/,
    old: b('wood-panels', 'planks', 'vault', ['arched-window', 'chandelier']),
    modern: b('metal-panels', 'grating', 'panels', ['light-strips', 'space-portholes']),
    tint: { wall: '#2e3f58', pattern: '#34496a', floor: '#283346', light: '#9fd8ff', accent: '#3fd0ff' },
    brightness: 0.5,
  },
  {
    id: 'observatory',
    words: /\b(observatory|loft|tower|astronomer'?s?|attic|belfry|dome|stars?|constellations)\b/,
    old: b('wood-panels', 'planks', 'vault', ['arched-window', 'moon-windows']),
    modern: b('metal-panels', 'tiles', 'vault', ['space-portholes', 'light-strips']),
    tint: { wall: '#2c2f5a', wallShade: '#141630', pattern: '#363a6e', ceiling: '#10122a', light: '#d8dcff' },
    brightness: 0.35,
  },
  {
    id: 'shrine',
    words: /\b(chapel|temple|shrine|sanctum|sanctuary|altar|crypt of|hall of judgement|burial)\b/,
    old: b('sandstone', 'flagstones', 'vault', ['columns', 'light-shaft', 'torches']),
    modern: b('concrete', 'tiles', 'vault', ['columns', 'light-shaft']),
    tint: { wall: '#b89466', pattern: '#a07c50', floor: '#c9a66e', light: '#ffe3a0', accent: '#2f6f8f' },
    brightness: 0.55,
  },
  {
    id: 'garden',
    words: /\b(garden|greenhouse|conservatory|hydroponics?|orangery|courtyard|arboretum)\b/,
    old: b('stone-blocks', 'flagstones', 'vault', ['arched-window', 'light-shaft']),
    modern: b('tiles', 'tiles', 'panels', ['light-shaft', 'fluoro-lights']),
    tint: { wall: '#4f6b48', pattern: '#5d7d55', floor: '#6b5a40', light: '#f2ffd0', accent: '#8fd04f' },
    brightness: 0.65,
  },
  {
    id: 'water',
    words: /\b(flooded|dock|pool|aquarium|moon ?pool|submarine|airlock|ballast|tank|trench)\b/,
    old: b('stone-blocks', 'flagstones', 'vault', ['water-portholes', 'bubbles']),
    modern: b('metal-panels', 'grating', 'panels', ['water-portholes', 'bubbles', 'pipes']),
    tint: { wall: '#25606b', pattern: '#2d7380', floor: '#224a52', light: '#9ff0ff', accent: '#3fe0c0' },
    brightness: 0.4,
  },
  {
    id: 'street',
    words: /\b(street|alley|market|bazaar|rooftop|bar|club|arcade|plaza|stall)\b/,
    old: b('stone-blocks', 'flagstones', 'dark', ['torches', 'banners']),
    modern: b('concrete', 'checker', 'dark', ['neon-signs', 'city-window', 'cables']),
    tint: { wall: '#2a2440', pattern: '#3a3058', floor: '#201b33', light: '#ff7ad9', accent: '#3ff0ff' },
    brightness: 0.35,
  },
  {
    id: 'passage',
    words: /\b(tunnel|passage|shaft|corridor|stairs?|stairwell|gatehouse|hallway)\b/,
    old: b('stone-blocks', 'flagstones', 'vault', ['torches', 'cobwebs']),
    modern: b('metal-panels', 'grating', 'dark', ['pipes', 'light-strips']),
    tint: { wall: '#56504a', pattern: '#48433e', floor: '#3f3b36', light: '#ffd08a' },
    brightness: 0.3,
  },
];

const MODERN_STYLES = ['space', 'lab', 'underwater', 'cyberpunk'];

export interface SceneText {
  title: string;
  description: string;
  scene_index: number;
}

/** The scene's kind: a word of its title first, then of its description; null when neither names one. */
export function sceneKindOf(scene: Pick<SceneText, 'title' | 'description'>): string | null {
  // the description's first sentence says what the place is; later ones often list its objects
  const sentence = /^[^.!?]*[.!?]?/.exec(scene.description)?.[0] ?? '';
  for (const text of [scene.title, sentence, scene.description.slice(sentence.length)]) {
    const lower = text.toLowerCase();
    const kind = KINDS.find((k) => k.words.test(lower));
    if (kind) return kind.id;
  }
  return null;
}

/**
 * The style of one scene: the room's style, rebuilt and recoloured for the scene's kind. A scene
 * that names no kind still differs from its neighbours: its colours turn and its decor rotates.
 */
export function sceneStyle(room: RoomStyle, scene: SceneText): RoomStyle {
  const kindId = sceneKindOf(scene);
  const kind = KINDS.find((k) => k.id === kindId);
  const turn = ((scene.scene_index * 47) % 120) - 60;
  if (!kind) {
    const decor = room.decor.length > 1 ? rotate(room.decor, scene.scene_index) : room.decor;
    return {
      ...room,
      decor,
      brightness: clamp(room.brightness + ((scene.scene_index % 3) - 1) * 0.12),
      palette: turnPalette(room.palette, scene.scene_index === 0 ? 0 : turn),
    };
  }
  const modern = MODERN_STYLES.some((m) => room.id.startsWith(m));
  const build = modern ? kind.modern : kind.old;
  const palette = { ...room.palette };
  for (const [key, colour] of Object.entries(kind.tint) as Array<[keyof Palette, string]>) {
    palette[key] = mix(room.palette[key], colour, 0.6);
  }
  return {
    ...room,
    id: `${room.id}-${kind.id}`,
    ...build,
    brightness: clamp(kind.brightness === undefined ? room.brightness : (room.brightness + kind.brightness * 2) / 3),
    palette,
  };
}

/** Background props the description names (tables, shelves, plants...): decor, never puzzles. */
const PROP_WORDS: Array<[ArtKind, RegExp]> = [
  ['bookshelf', /\b(shelves|shelf|bookcases?|books)\b/],
  ['desk', /\b(tables?|desks?|workbench|benches|counters?|bureau)\b/],
  ['candle', /\b(candles?|lamps?|lanterns?|candelabra)\b/],
  ['vase', /\b(vases?|urns?|jars?|pots?|bottles?|jugs?)\b/],
  ['plant', /\b(plants?|ferns?|flowers?|vines?|kelp|moss)\b/],
  ['rug', /\b(rugs?|carpets?)\b/],
  ['crate', /\b(crates?|barrels?|boxes|sacks?|presses|supplies)\b/],
  ['statue', /\b(statues?|busts?|armou?r|idols?)\b/],
  ['console', /\b(consoles?|machines?|controls?|instruments?)\b/],
];

export function descriptionProps(description: string, max = 3): ArtKind[] {
  const lower = description.toLowerCase();
  return PROP_WORDS.filter(([, words]) => words.test(lower))
    .map(([art]) => art)
    .slice(0, max);
}

function rotate<T>(list: T[], by: number): T[] {
  const k = by % list.length;
  return [...list.slice(k), ...list.slice(0, k)].filter((_, i) => i < list.length - (by % 2));
}

function turnPalette(p: Palette, hue: number): Palette {
  if (hue === 0) return p;
  const out = { ...p };
  for (const key of ['wall', 'wallShade', 'pattern', 'trim', 'fabric', 'fabricAlt', 'accent', 'light'] as const) {
    out[key] = shift(p[key], hue, 0);
  }
  return out;
}

const clamp = (v: number) => Math.max(0.05, Math.min(1, v));
