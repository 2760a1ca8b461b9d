/**
 * What a room style is made of: how the room is built (wall and floor surfaces, ceiling,
 * background decoration) and the palette it is painted in. The eight styles are in
 * room-styles.ts; palettes.ts picks and varies them.
 */
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
