/**
 * Where each element goes. Doors and tall pieces stand against the back wall, pictures
 * hang on it, furniture stands on the floor (larger when nearer), and small items sit on
 * furniture, on a stand or wall shelf, or on the floor. Boxes never intersect and always
 * stay inside the picture.
 */
import type { ArtKind } from '../../../../model/room-design';
import { BACK, DESIGN_H, DESIGN_W, floorSpan, type Box } from '../drawing/geometry';
import { KIND_SPECS, type Zone } from './kinds';
import {
  MARGIN,
  Occupancy,
  clampSize,
  depthScale,
  search,
  steps,
  type Found,
  type LayoutInput,
  type Slot,
} from './occupancy';
import type { Rng } from '../drawing/rng';
import { placeSmall } from './small-spots';

const ZONE_ORDER: Zone[] = ['backline', 'floor', 'flat', 'wall', 'small'];

function baseSize(art: ArtKind, zone: Zone): { w: number; h: number } {
  if (art === 'clock' && zone === 'wall') return { w: 100, h: 100 };
  const s = KIND_SPECS[art];
  return { w: s.w, h: s.h };
}

function placeBackline(rng: Rng, w: number, h: number, occ: Occupancy): Found | null {
  const y = BACK.bottom + 6 - h;
  const lo = BACK.left + 8,
    hi = BACK.right - 8 - w;
  const at = (x: number): Found => ({ box: { x, y, w, h }, support: { on: 'ground' } });
  return search(
    30,
    () => at(rng.range(lo, hi)),
    function* () {
      for (const x of steps(lo, hi, 8)) yield at(x);
    },
    occ,
  );
}

function placeWall(rng: Rng, art: ArtKind, w: number, h: number, occ: Occupancy): Found | null {
  const low = art === 'lever' || art === 'keypad';
  const top0 = BACK.top + (low ? 90 : 16),
    top1 = BACK.bottom - 36 - h;
  const lo = BACK.left + 10,
    hi = BACK.right - 10 - w;
  const at = (x: number, y: number): Found => ({ box: { x, y, w, h }, support: { on: 'wall' } });
  return search(
    40,
    () => at(rng.range(lo, hi), rng.range(top0, Math.max(top0, top1))),
    function* () {
      for (const y of steps(BACK.top + 12, top1, 10)) for (const x of steps(lo, hi, 8)) yield at(x, y);
    },
    occ,
  );
}

function floorBox(w0: number, h0: number, foot: number, fx: number): Box | null {
  const s = depthScale(foot);
  const w = clampSize(w0 * s),
    h = clampSize(h0 * s);
  const [l, r] = floorSpan(foot);
  const x = l + 10 + fx * (r - l - 20 - w);
  if (r - l - 20 < w) return null;
  return { x, y: foot - h, w, h };
}

function placeFloor(rng: Rng, w: number, h: number, occ: Occupancy, minFoot: number): Found | null {
  const at = (foot: number, fx: number): Found | null => {
    const box = floorBox(w, h, foot, fx);
    return box && { box, support: { on: 'ground' } };
  };
  return search(
    50,
    () => at(rng.range(minFoot, DESIGN_H - 8), rng.next()),
    function* () {
      for (const foot of steps(minFoot, DESIGN_H - 8, 12)) for (const fx of steps(0, 1, 0.04)) yield at(foot, fx);
    },
    occ,
  );
}

/** Last resort for crowded rooms: the first free spot anywhere, scanning the picture. */
function placeAnywhere(w: number, h: number, occ: Occupancy): Found | null {
  for (let y = DESIGN_H - MARGIN - h; y >= MARGIN; y -= 8) {
    for (let x = MARGIN; x <= DESIGN_W - MARGIN - w; x += 8) {
      const box = { x, y, w, h };
      if (occ.fits(box)) return { box, support: { on: y + h > BACK.bottom ? 'ground' : 'wall' } };
    }
  }
  return null;
}

/** The first zone and size (full, then shrunk) where the element fits, or null. */
function placeInZones(
  el: LayoutInput,
  zones: Zone[],
  r: Rng,
  occ: Occupancy,
  slots: Slot[],
  used: Map<string, number>,
): { found: Found; zone: Zone } | null {
  for (const shrink of [1, 0.85, 0.72]) {
    for (const z of zones) {
      const base = baseSize(el.art, z);
      const w = clampSize(base.w * shrink),
        h = clampSize(base.h * shrink);
      let found: Found | null;
      if (z === 'backline') found = placeBackline(r, w, h, occ);
      else if (z === 'wall') found = placeWall(r, el.art, w, h, occ);
      else if (z === 'floor') found = placeFloor(r, w, h, occ, 470);
      else if (z === 'flat') found = placeFloor(r, w, h, occ, 590) ?? placeFloor(r, w, h, occ, 470);
      else found = placeSmall(r, el, w, h, occ, slots, used);
      if (found) return { found, zone: z };
    }
  }
  return null;
}

export function layoutElements(elements: LayoutInput[], rng: Rng): Slot[] {
  const occ = new Occupancy();
  const slots: Slot[] = [];
  const used = new Map<string, number>();
  const ordered = elements
    .map((el, i) => ({ el, i, zones: chooseZones(el, rng) }))
    .sort(
      (a, b) =>
        ZONE_ORDER.indexOf(a.zones[0]) - ZONE_ORDER.indexOf(b.zones[0]) ||
        Number(!!a.el.near) - Number(!!b.el.near) ||
        a.i - b.i,
    );

  for (const { el, zones } of ordered) {
    const placed = placeInZones(el, zones, rng.fork(`place:${el.id}`), occ, slots, used);
    let found = placed?.found ?? null;
    if (!found) {
      const base = baseSize(el.art, zones[0]);
      found = placeAnywhere(clampSize(base.w * 0.6), clampSize(base.h * 0.6), occ);
    }
    if (!found) throw new Error(`No room left in the scene for element ${el.id}`);
    occ.add(found.box, ...(found.extra ? [found.extra] : []));
    const zone = placed?.zone ?? zones[0];
    slots.push({ id: el.id, art: el.art, visible: el.visible, zone, box: found.box, support: found.support });
  }
  return slots;
}

/**
 * Free spots for extra decor (a scene modification's props) around everything already in
 * the picture; a prop with no free spot is left out. Small props may sit on added furniture.
 */
export function placeExtras(arts: readonly ArtKind[], occupied: Box[], rng: Rng): Slot[] {
  const occ = new Occupancy();
  occ.add(...occupied);
  const slots: Slot[] = [];
  const used = new Map<string, number>();
  const ordered = arts.map((art, i) => ({ art, i })).sort((a, b) => zoneRank(a.art) - zoneRank(b.art) || a.i - b.i);
  for (const { art, i } of ordered) {
    const el = { id: `extra-${i}`, art, visible: true };
    const placed = placeInZones(el, KIND_SPECS[art].zones, rng.fork(`extra:${i}`), occ, slots, used);
    if (!placed) continue;
    occ.add(placed.found.box, ...(placed.found.extra ? [placed.found.extra] : []));
    slots.push({ ...el, zone: placed.zone, box: placed.found.box, support: placed.found.support });
  }
  return slots;
}

const zoneRank = (art: ArtKind) => ZONE_ORDER.indexOf(KIND_SPECS[art].zones[0]);

function chooseZones(el: LayoutInput, rng: Rng): Zone[] {
  const zones = [...KIND_SPECS[el.art].zones];
  if (zones.length > 1 && rng.chance(0.3)) zones.reverse();
  return zones;
}
