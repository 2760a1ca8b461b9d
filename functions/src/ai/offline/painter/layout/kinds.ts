/** How big each art kind is, where it belongs in a room, and how much it can carry. */
import type { ArtKind } from '../../../../model/room-design';

/**
 * backline: stands on the floor against the back wall (doors, shelves, clocks).
 * wall: hangs on the back wall. floor: free-standing furniture. flat: lies on the floor.
 * small: sits on furniture, a stand or a wall shelf, or lies on the floor.
 */
export type Zone = 'backline' | 'wall' | 'floor' | 'flat' | 'small';

export interface KindSpec {
  zones: Zone[];
  w: number;
  h: number;
  /** How many small items fit on top of it. */
  carries?: number;
  /** 0..1: how much it stands out (glows, bright colours), raising placement confidence. */
  contrast: number;
}

export const KIND_SPECS: Record<ArtKind, KindSpec> = {
  door: { zones: ['backline'], w: 124, h: 200, contrast: 0.6 },
  exit_door: { zones: ['backline'], w: 136, h: 200, contrast: 1 },
  portal: { zones: ['backline', 'floor'], w: 160, h: 200, contrast: 1 },
  bookshelf: { zones: ['backline', 'floor'], w: 150, h: 200, carries: 1, contrast: 0.6 },
  clock: { zones: ['backline', 'wall'], w: 92, h: 196, contrast: 0.6 },
  statue: { zones: ['floor', 'backline'], w: 100, h: 186, contrast: 0.5 },
  sarcophagus: { zones: ['backline', 'floor'], w: 104, h: 200, contrast: 0.7 },
  painting: { zones: ['wall'], w: 140, h: 112, contrast: 0.7 },
  mirror: { zones: ['wall'], w: 96, h: 140, contrast: 0.7 },
  map: { zones: ['wall'], w: 150, h: 108, contrast: 0.6 },
  keypad: { zones: ['wall'], w: 80, h: 100, contrast: 0.8 },
  lever: { zones: ['wall'], w: 80, h: 120, contrast: 0.6 },
  desk: { zones: ['floor'], w: 200, h: 130, carries: 2, contrast: 0.5 },
  console: { zones: ['floor'], w: 190, h: 124, carries: 2, contrast: 0.9 },
  terminal: { zones: ['floor'], w: 120, h: 160, contrast: 0.9 },
  chest: { zones: ['floor'], w: 150, h: 110, carries: 1, contrast: 0.6 },
  crate: { zones: ['floor'], w: 120, h: 116, carries: 1, contrast: 0.4 },
  safe: { zones: ['floor'], w: 120, h: 130, carries: 1, contrast: 0.5 },
  vase: { zones: ['floor'], w: 90, h: 130, contrast: 0.5 },
  plant: { zones: ['floor'], w: 100, h: 150, contrast: 0.5 },
  rug: { zones: ['flat'], w: 200, h: 96, contrast: 0.5 },
  hatch: { zones: ['flat'], w: 170, h: 96, contrast: 0.5 },
  lockbox: { zones: ['small'], w: 100, h: 84, contrast: 0.6 },
  book: { zones: ['small'], w: 84, h: 80, contrast: 0.5 },
  key: { zones: ['small'], w: 80, h: 80, contrast: 0.7 },
  gem: { zones: ['small'], w: 80, h: 80, contrast: 0.9 },
  scroll: { zones: ['small'], w: 92, h: 80, contrast: 0.5 },
  gear: { zones: ['small'], w: 80, h: 80, contrast: 0.6 },
  card: { zones: ['small'], w: 80, h: 80, contrast: 0.7 },
  candle: { zones: ['small'], w: 80, h: 104, contrast: 0.8 },
};

export const MIN_BOX = 80;
export const MAX_BOX = 200;
