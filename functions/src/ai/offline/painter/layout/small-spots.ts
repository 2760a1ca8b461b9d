/**
 * Where a small item goes: on a piece of furniture, on a wall shelf or a stand of its own,
 * on the floor, or (when something reveals it) right by the thing that reveals it.
 */
import { BACK, DESIGN_H, floorSpan } from '../drawing/geometry';
import { KIND_SPECS } from './kinds';
import { GAP, depthScale, search, steps, type Found, type LayoutInput, type Occupancy, type Slot } from './occupancy';
import type { Rng } from '../drawing/rng';

/** One small item being placed: its size, the room so far and how much each host already carries. */
interface SmallItem {
  rng: Rng;
  el: LayoutInput;
  w: number;
  h: number;
  occ: Occupancy;
  slots: Slot[];
  used: Map<string, number>;
}

const fitsAll = (occ: Occupancy, f: Found) => occ.fits(f.box) && (!f.extra || occ.fits(f.extra));

function onFurniture({ rng, w, h, occ, slots, used }: SmallItem): Found | null {
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
}

function onShelf({ rng, w, h, occ }: SmallItem): Found | null {
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
}

function onStand({ rng, w, h, occ }: SmallItem): Found | null {
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
}

function onGround({ rng, w, h, occ }: SmallItem): Found | null {
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
}

/** The spots beside the revealer (left and right), each on a shelf of its own when the revealer is on the wall. */
function besideRevealer({ w, h, slots }: SmallItem, host: Slot): Found[] {
  const hb = host.box;
  // on a wall nothing floats: an item beside a wall thing (or one on a wall shelf) gets a shelf of its own
  const onWall = host.zone === 'wall' || host.support.on === 'wall' || host.support.on === 'shelf';
  const y = hb.y + hb.h - h; // level with the revealer's bottom
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
  if (host.support.on === 'stand') return [];
  return [at(hb.x + hb.w + side), at(hb.x - side - w)].filter(onTop);
}

/** On the thing that reveals the item, beside it, or below it: the first of those that is free. */
function byRevealer(item: SmallItem): Found | null {
  const { el, w, h, occ, slots, used } = item;
  const host = el.near ? slots.find((s) => s.id === el.near) : undefined;
  if (!host) return null;
  const hb = host.box;
  const cap = KIND_SPECS[host.art].carries ?? 0;
  const taken = used.get(host.id) ?? 0;
  const candidates: Found[] = [];
  if (taken < cap)
    candidates.push({
      box: { x: hb.x + hb.w / 2 - w / 2, y: hb.y - GAP - 1 - h, w, h },
      support: { on: 'furniture', hostId: host.id },
    });
  candidates.push(...besideRevealer(item, host));
  if (host.zone !== 'small') {
    const below = { x: hb.x + hb.w / 2 - w / 2, y: hb.y + hb.h + GAP + 2, w, h };
    candidates.push({ box: below, support: { on: below.y + h > BACK.bottom ? 'ground' : 'wall' } });
  }
  const fit = candidates.find((f) => fitsAll(occ, f)) ?? null;
  if (fit?.support.on === 'furniture') used.set(host.id, taken + 1);
  return fit;
}

export function placeSmall(
  rng: Rng,
  el: LayoutInput,
  w: number,
  h: number,
  occ: Occupancy,
  slots: Slot[],
  used: Map<string, number>,
): Found | null {
  const item: SmallItem = { rng, el, w, h, occ, slots, used };
  const order = el.near
    ? [byRevealer, onFurniture, onGround, onStand]
    : el.visible
      ? [onFurniture, ...(rng.chance(0.5) ? [onShelf, onStand] : [onStand, onShelf]), onGround]
      : rng.chance(0.6)
        ? [onGround, onFurniture, onStand]
        : [onFurniture, onGround, onShelf];
  for (const attempt of order) {
    const f = attempt(item);
    if (f) return f;
  }
  return null;
}
