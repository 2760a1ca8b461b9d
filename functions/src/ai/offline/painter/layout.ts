/**
 * Where each element goes. Doors and tall pieces stand against the back wall, pictures
 * hang on it, furniture stands on the floor (larger when nearer), and small items sit on
 * furniture, on a stand or wall shelf, or on the floor. Boxes never intersect and always
 * stay inside the picture.
 */
import type { ArtKind } from '../../../model/room-design';
import { BACK, DESIGN_H, DESIGN_W, floorSpan, intersects, type Box } from './geometry';
import { KIND_SPECS, MAX_BOX, MIN_BOX, type Zone } from './kinds';
import type { Rng } from './rng';

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

const MARGIN = 6;
const GAP = 4;
const ZONE_ORDER: Zone[] = ['backline', 'floor', 'flat', 'wall', 'small'];

const clampSize = (v: number) => Math.max(MIN_BOX, Math.min(MAX_BOX, v));
/** Things nearer the viewer (lower feet) are drawn larger. */
const depthScale = (foot: number) => 0.84 + 0.28 * Math.max(0, Math.min(1, (foot - 470) / 290));

class Occupancy {
  readonly boxes: Box[] = [];
  fits(b: Box): boolean {
    if (b.x < MARGIN || b.y < MARGIN || b.x + b.w > DESIGN_W - MARGIN || b.y + b.h > DESIGN_H - MARGIN) return false;
    return !this.boxes.some((o) => intersects(o, b, GAP));
  }
  add(...b: Box[]): void {
    this.boxes.push(...b);
  }
}

function baseSize(art: ArtKind, zone: Zone): { w: number; h: number } {
  if (art === 'clock' && zone === 'wall') return { w: 100, h: 100 };
  const s = KIND_SPECS[art];
  return { w: s.w, h: s.h };
}

type Found = { box: Box; support: Support; extra?: Box };

/** Random tries first (variety), then an ordered sweep (so a fit is never missed). */
function search(
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

function* steps(from: number, to: number, step: number): Iterable<number> {
  for (let v = from; v <= to; v += step) yield v;
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

function placeSmall(
  rng: Rng,
  el: LayoutInput,
  w: number,
  h: number,
  occ: Occupancy,
  slots: Slot[],
  used: Map<string, number>,
): Found | null {
  const onFurniture = (): Found | null => {
    for (const host of slots) {
      const cap = KIND_SPECS[host.art].carries ?? 0;
      const taken = used.get(host.id) ?? 0;
      if (taken >= cap) continue;
      const fracs = cap >= 2 ? (rng.chance(0.5) ? [0.27, 0.73] : [0.73, 0.27]) : [0.5];
      for (const f of fracs) {
        const box = { x: host.box.x + host.box.w * f - w / 2, y: host.box.y - GAP - 1 - h, w, h };
        if (occ.fits(box)) {
          used.set(host.id, taken + 1);
          return { box, support: { on: 'furniture', hostId: host.id } };
        }
      }
    }
    return null;
  };
  const onShelf = (): Found | null => {
    const at = (x: number, y: number): Found => {
      const shelf = { x: x - 8, y: y + h + GAP + 1, w: w + 16, h: 14 };
      return { box: { x, y, w, h }, support: { on: 'shelf', shelf }, extra: shelf };
    };
    const lo = BACK.left + 16,
      hi = BACK.right - 16 - w,
      y0 = BACK.top + 30,
      y1 = BACK.bottom - 60 - h;
    return search(
      30,
      () => at(rng.range(lo, hi), rng.range(y0, y1)),
      function* () {
        for (const y of steps(y0, y1, 12)) for (const x of steps(lo, hi, 10)) yield at(x, y);
      },
      occ,
    );
  };
  const onStand = (): Found | null => {
    const at = (foot: number, fx: number): Found | null => {
      const s = depthScale(foot);
      const sh = 64 * s,
        sw = 84 * s;
      const [l, r] = floorSpan(foot);
      const cx = l + 10 + sw / 2 + fx * (r - l - 20 - sw);
      const stand = { x: cx - sw / 2, y: foot - sh, w: sw, h: sh };
      return { box: { x: cx - w / 2, y: stand.y - GAP - 1 - h, w, h }, support: { on: 'stand', stand }, extra: stand };
    };
    return search(
      40,
      () => at(rng.range(480, DESIGN_H - 8), rng.next()),
      function* () {
        for (const foot of steps(480, DESIGN_H - 8, 12)) for (const fx of steps(0, 1, 0.05)) yield at(foot, fx);
      },
      occ,
    );
  };
  const onGround = (): Found | null => {
    const at = (foot: number, fx: number): Found | null => {
      const [l, r] = floorSpan(foot);
      const x = l + 10 + fx * (r - l - 20 - w);
      return { box: { x, y: foot - h, w, h }, support: { on: 'ground' } };
    };
    return search(
      40,
      () => at(rng.range(500, DESIGN_H - 8), rng.next()),
      function* () {
        for (const foot of steps(480, DESIGN_H - 8, 10)) for (const fx of steps(0, 1, 0.04)) yield at(foot, fx);
      },
      occ,
    );
  };
  const byRevealer = (): Found | null => {
    const host = el.near ? slots.find((s) => s.id === el.near) : undefined;
    if (!host) return null;
    const hb = host.box;
    const cap = KIND_SPECS[host.art].carries ?? 0;
    const taken = used.get(host.id) ?? 0;
    const foot = hb.y + hb.h;
    const candidates: Found[] = [];
    if (taken < cap)
      candidates.push({
        box: { x: hb.x + hb.w / 2 - w / 2, y: hb.y - GAP - 1 - h, w, h },
        support: { on: 'furniture', hostId: host.id },
      });
    // on a wall nothing floats: an item beside a wall thing (or one on a wall shelf) gets a shelf of its own
    const onWall = host.zone === 'wall' || host.support.on === 'wall' || host.support.on === 'shelf';
    const y = host.zone === 'wall' ? hb.y + hb.h - h : foot - h;
    const at = (x: number): Found => {
      if (!onWall) return { box: { x, y, w, h }, support: host.support };
      const shelf = { x: x - 8, y: y + h + GAP + 1, w: w + 16, h: 14 };
      return { box: { x, y, w, h }, support: { on: 'shelf', shelf }, extra: shelf };
    };
    const side = onWall ? 22 : GAP + 2; // room for both shelves' overhang
    // beside a thing on a table only while still on the table; never beside a thing on a stand (mid-air)
    const under =
      host.support.on === 'furniture'
        ? slots.find((s) => s.id === (host.support as { hostId: string }).hostId)
        : undefined;
    const onTop = (f: Found) => !under || (f.box.x >= under.box.x && f.box.x + f.box.w <= under.box.x + under.box.w);
    if (host.support.on !== 'stand') candidates.push(...[at(hb.x + hb.w + side), at(hb.x - side - w)].filter(onTop));
    if (host.zone !== 'small') {
      const below = { x: hb.x + hb.w / 2 - w / 2, y: foot + GAP + 2, w, h };
      candidates.push({ box: below, support: { on: below.y + h > BACK.bottom ? 'ground' : 'wall' } });
    }
    const fit = candidates.find((f) => occ.fits(f.box) && (!f.extra || occ.fits(f.extra))) ?? null;
    if (fit?.support.on === 'furniture') used.set(host.id, taken + 1);
    return fit;
  };
  const order = el.near
    ? [byRevealer, onFurniture, onGround, onStand]
    : el.visible
      ? [onFurniture, ...(rng.chance(0.5) ? [onShelf, onStand] : [onStand, onShelf]), onGround]
      : rng.chance(0.6)
        ? [onGround, onFurniture, onStand]
        : [onFurniture, onGround, onShelf];
  for (const attempt of order) {
    const f = attempt();
    if (f) return f;
  }
  return null;
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
