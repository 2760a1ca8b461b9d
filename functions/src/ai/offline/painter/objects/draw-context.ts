/** What every object drawer receives besides its box. */
import type { Palette, RoomStyle } from '../style/style-types';
import type { Rng } from '../drawing/rng';
import type { Box } from '../drawing/geometry';

export interface DrawCtx {
  p: Palette;
  style: RoomStyle;
  rng: Rng;
  /** True in metal rooms (space, lab, underwater, cyberpunk): doors slide, furniture is steel. */
  metallic: boolean;
  /** Light-emitting parts (flames, screens, signs) are added here and painted above the shading. */
  glow: string[];
}

export type Drawer = (b: Box, c: DrawCtx) => string;

const METAL_STYLES = ['space', 'lab', 'underwater', 'cyberpunk'];
export const isMetallic = (style: RoomStyle): boolean => METAL_STYLES.some((m) => style.id.startsWith(m));

/** A centred, bottom-aligned sub-box of the given size (clamped to the box). */
export function fit(b: Box, w: number, h: number): Box {
  const ww = Math.min(w, b.w),
    hh = Math.min(h, b.h);
  return { x: b.x + (b.w - ww) / 2, y: b.y + b.h - hh, w: ww, h: hh };
}
