/**
 * The room's perspective frame, in a fixed 1024x768 design space (the SVG viewBox;
 * the output size only scales it). One vanishing point; the back wall is a rectangle.
 */
export const DESIGN_W = 1024;
export const DESIGN_H = 768;

/** Back wall rectangle. */
export const BACK = { left: 170, right: 854, top: 95, bottom: 440 } as const;
/** Vanishing point: where the corner lines of the room meet. */
export const VP = { x: 512, y: 286 } as const;
/** Where the wall/floor and wall/ceiling edges leave the picture at x=0 and x=W. */
export const SIDE_FLOOR_Y = VP.y + ((BACK.bottom - VP.y) * VP.x) / (VP.x - BACK.left);
export const SIDE_CEIL_Y = VP.y - ((VP.y - BACK.top) * VP.x) / (VP.x - BACK.left);

export type Pt = [number, number];

export const CEILING: Pt[] = [
  [0, SIDE_CEIL_Y],
  [DESIGN_W, SIDE_CEIL_Y],
  [BACK.right, BACK.top],
  [BACK.left, BACK.top],
];
export const LEFT_WALL: Pt[] = [
  [0, SIDE_CEIL_Y],
  [BACK.left, BACK.top],
  [BACK.left, BACK.bottom],
  [0, SIDE_FLOOR_Y],
];
export const RIGHT_WALL: Pt[] = [
  [DESIGN_W, SIDE_CEIL_Y],
  [BACK.right, BACK.top],
  [BACK.right, BACK.bottom],
  [DESIGN_W, SIDE_FLOOR_Y],
];
export const FLOOR: Pt[] = [
  [BACK.left, BACK.bottom],
  [BACK.right, BACK.bottom],
  [DESIGN_W, SIDE_FLOOR_Y],
  [DESIGN_W, DESIGN_H],
  [0, DESIGN_H],
  [0, SIDE_FLOOR_Y],
];

/** Horizontal extent of the floor at image row y (the floor widens towards the viewer). */
export function floorSpan(y: number): [number, number] {
  if (y <= BACK.bottom) return [BACK.left, BACK.right];
  const t = (y - VP.y) / (BACK.bottom - VP.y);
  return [Math.max(0, VP.x - (VP.x - BACK.left) * t), Math.min(DESIGN_W, VP.x + (BACK.right - VP.x) * t)];
}

/** Image row of a floor line at depth z (1 = back wall, smaller = nearer the viewer). */
export const floorRowAt = (z: number): number => VP.y + (BACK.bottom - VP.y) / z;
/** Depth of the front edge of the picture. */
export const FRONT_Z = (BACK.bottom - VP.y) / (DESIGN_H - VP.y);

/**
 * A point on a side wall. u runs along the wall from the picture edge (0) to the back
 * corner (1), v from the ceiling (0) to the floor (1). Depth is foreshortened so equal
 * steps in u look equal in the room.
 */
export function sidePoint(side: 'left' | 'right', u: number, v: number): Pt {
  // Depth z runs linearly from the picture edge (z0) to the back corner (z=1); x and y follow 1/z.
  const z0 = (VP.x - BACK.left) / VP.x;
  const zu = z0 + (1 - z0) * u;
  const dx = (VP.x - BACK.left) / zu;
  const x = side === 'left' ? VP.x - dx : VP.x + dx;
  const top = VP.y - (VP.y - BACK.top) / zu;
  const bottom = VP.y + (BACK.bottom - VP.y) / zu;
  return [x, top + (bottom - top) * v];
}

/** A quad on a side wall between u0..u1 and v0..v1. */
export function sideQuad(side: 'left' | 'right', u0: number, u1: number, v0: number, v1: number): Pt[] {
  return [sidePoint(side, u0, v0), sidePoint(side, u1, v0), sidePoint(side, u1, v1), sidePoint(side, u0, v1)];
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const intersects = (a: Box, b: Box, gap = 0): boolean =>
  a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;
