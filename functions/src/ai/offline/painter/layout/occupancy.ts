/**
 * The space a scene's layout fills: the slot each element gets, the boxes already taken,
 * and the search that finds a free box (random tries, then an ordered sweep).
 */
import type { ArtKind } from '../../../../model/room-design';
import { DESIGN_H, DESIGN_W, intersects, type Box } from '../drawing/geometry';
import { MAX_BOX, MIN_BOX, type Zone } from './kinds';

export type Support =
  | { on: 'ground' }
  | { on: 'wall' }
  | { on: 'furniture'; hostId: string }
  | { on: 'stand'; stand: Box }
  | { on: 'shelf'; shelf: Box };

export interface Slot {
  id: string;
  art: ArtKind;
  visible: boolean;
  zone: Zone;
  box: Box;
  support: Support;
}

export interface LayoutInput {
  id: string;
  art: ArtKind;
  visible: boolean;
  /** The element that reveals this hidden one: it is put right by it (on it, beside it, under it). */
  near?: string;
}

export const MARGIN = 6;
export const GAP = 4;
export const clampSize = (v: number) => Math.max(MIN_BOX, Math.min(MAX_BOX, v));
/** Things nearer the viewer (lower feet) are drawn larger. */
export const depthScale = (foot: number) => 0.84 + 0.28 * Math.max(0, Math.min(1, (foot - 470) / 290));

export class Occupancy {
  readonly boxes: Box[] = [];
  fits(b: Box): boolean {
    if (b.x < MARGIN || b.y < MARGIN || b.x + b.w > DESIGN_W - MARGIN || b.y + b.h > DESIGN_H - MARGIN) return false;
    return !this.boxes.some((o) => intersects(o, b, GAP));
  }
  add(...b: Box[]): void {
    this.boxes.push(...b);
  }
}

export type Found = { box: Box; support: Support; extra?: Box };

/** Random tries first (variety), then an ordered sweep (so a fit is never missed). */
export function search(
  tries: number,
  sample: () => Found | null,
  sweep: () => Iterable<Found | null>,
  occ: Occupancy,
): Found | null {
  for (let i = 0; i < tries; i++) {
    const f = sample();
    if (f && occ.fits(f.box) && (!f.extra || occ.fits(f.extra))) return f;
  }
  for (const f of sweep()) {
    if (f && occ.fits(f.box) && (!f.extra || occ.fits(f.extra))) return f;
  }
  return null;
}

export function* steps(from: number, to: number, step: number): Iterable<number> {
  for (let v = from; v <= to; v += step) yield v;
}
