/** Builds the whole scene as SVG and records where each element was drawn. */
import type { ComposedScene, SceneArtSpec } from '../scene-art';
import type { Placement } from '../../../model/room-design';
import { drawDecor } from './room/decor';
import { sharedDefs } from './room/defs';
import { isMetallic, type DrawCtx } from './objects/draw-context';
import { DESIGN_H, DESIGN_W } from './drawing/geometry';
import { KIND_SPECS } from './layout/kinds';
import { layoutElements, placeExtras } from './layout/layout';
import type { Slot } from './layout/occupancy';
import { modificationOverlay, modificationProps, modifiedPalette, modifiedStyle } from './style/modification';
import { DRAWERS } from './objects/drawers';
import { resolveStyle, varyPalette } from './style/palettes';
import { drawShelf, drawStand, groundShadow } from './objects/props';
import { createRng, hashString } from './drawing/rng';
import { drawShell } from './room/room-shell';
import { isPainted } from './scene-elements';
import { descriptionProps, sceneStyle } from './style/scene-look';
import { esc } from './drawing/svg';
import { drawPicture } from './objects/pictures';
import { describePicture } from '@core';

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Bigger and brighter things are found with more certainty. */
function confidence(slot: Slot): number {
  const size = Math.max(0, Math.min(1, (Math.min(slot.box.w, slot.box.h) - 80) / 120));
  const contrast = KIND_SPECS[slot.art].contrast;
  return round2(Math.min(0.97, 0.85 + 0.07 * size + 0.05 * contrast));
}

/** Back to front: flat things first, then by where they touch the floor. */
function drawOrder(a: Slot, b: Slot): number {
  const flat = (s: Slot) => (s.zone === 'flat' ? 0 : 1);
  return flat(a) - flat(b) || a.box.y + a.box.h - (b.box.y + b.box.h);
}

/** An element as its art kind looks, or, for a clue read from the picture, exactly what the clue needs. */
function drawElement(slot: Slot, spec: SceneArtSpec, c: DrawCtx): string {
  const picture = spec.elements.find((e) => e.id === slot.id)?.picture;
  return picture ? drawPicture(slot.box, picture, c) : DRAWERS[slot.art](slot.box, c);
}

/**
 * The scene's description without what its pictures show (puzzle-designer's withPictures): the jars,
 * bottles and rug a picture clue names are drawn by the clue itself, never again as background props.
 */
function withoutPictures(spec: SceneArtSpec): string {
  let text = spec.description;
  for (const e of spec.elements) if (e.picture) text = text.replace(describePicture(e.picture, `the ${e.name}`), '');
  return text;
}

/**
 * The scene as SVG. Only what is always there is painted (furniture, containers, fixtures, locks,
 * doors, clue surfaces); collectible and hidden elements get a place in the picture (on a table,
 * near what reveals them) but are drawn by the play screen, by state, over the image.
 */
export function composeScene(spec: SceneArtSpec): ComposedScene {
  const unknown = spec.elements.find((e) => !(e.art in DRAWERS));
  if (unknown) throw new Error(`Unknown art kind "${String(unknown.art)}" for element ${unknown.id}`);
  const rng = createRng(hashString(`${spec.seed}|${spec.scene_index}|${spec.setting}|${spec.theme}|${spec.title}`));
  const change = spec.modification;
  const style = modifiedStyle(sceneStyle(resolveStyle(spec.setting, spec.theme), spec), change);
  const p = modifiedPalette(varyPalette(style.palette, rng.fork('palette')), change);
  const glow: string[] = [];
  const ctx = (label: string): DrawCtx => ({ p, style, rng: rng.fork(label), metallic: isMetallic(style), glow });

  const slots = layoutElements(
    spec.elements.map((e) => ({ id: e.id, art: e.art, visible: e.visible, near: e.revealed_by })),
    rng.fork('layout'),
  );
  const taken = slots.flatMap((s) => [
    s.box,
    ...(s.support.on === 'stand' ? [s.support.stand] : s.support.on === 'shelf' ? [s.support.shelf] : []),
  ]);
  const shell = drawShell(style, p, rng.fork('shell'));
  const decorTaken = [...taken];
  const decor = drawDecor(style, p, rng.fork('decor'), decorTaken, shell.lamp, glow);
  const scenery = placeExtras(descriptionProps(withoutPictures(spec)), decorTaken, rng.fork('scenery'));
  decorTaken.push(...scenery.map((s) => s.box));
  const extras = placeExtras(modificationProps(change), decorTaken, rng.fork('extras'));

  const painted = new Set(spec.elements.filter(isPainted).map((e) => e.id));
  const body: string[] = [];
  const placements = new Map<string, Placement>();
  const sx = spec.width / DESIGN_W,
    sy = spec.height / DESIGN_H;
  const props = [...scenery.map((s) => ({ ...s, id: `scenery-${s.id}` })), ...extras];
  for (const slot of props.sort(drawOrder)) {
    const c = ctx(`extra:${slot.id}`);
    if (slot.support.on === 'stand') body.push(drawStand(slot.support.stand, c));
    if (slot.support.on === 'shelf') body.push(drawShelf(slot.support.shelf, c));
    const kind = slot.id.startsWith('scenery-') ? 'data-scenery-prop' : 'data-extra-prop';
    body.push(groundShadow(slot), `<g ${kind}="${slot.art}">${DRAWERS[slot.art](slot.box, c)}</g>`);
  }
  for (const slot of [...slots].sort(drawOrder)) {
    const c = ctx(`el:${slot.id}`);
    // the stand or shelf a client-drawn item rests on is part of the room
    if (slot.support.on === 'stand') body.push(drawStand(slot.support.stand, c));
    if (slot.support.on === 'shelf') body.push(drawShelf(slot.support.shelf, c));
    if (painted.has(slot.id)) {
      body.push(groundShadow(slot));
      // small things resting on a surface sink a few pixels into it, so they sit rather than float
      const rest = slot.zone === 'small' && slot.support.on !== 'wall' ? ' transform="translate(0,5)"' : '';
      body.push(`<g data-element-id="${esc(slot.id)}" data-art="${slot.art}"${rest}>${drawElement(slot, spec, c)}</g>`);
    }
    const b = slot.box;
    placements.set(slot.id, {
      element_id: slot.id,
      x: Math.round((b.x + b.w / 2) * sx),
      y: Math.round((b.y + b.h / 2) * sy),
      width: Math.round(b.w * sx),
      height: Math.round(b.h * sy),
      confidence: confidence(slot),
    });
  }

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${DESIGN_W} ${DESIGN_H}" preserveAspectRatio="none">` +
    `<defs>${sharedDefs(p)}</defs>` +
    shell.room +
    decor.back +
    body.join('') +
    decor.front +
    shell.light +
    modificationOverlay(change) +
    `<g data-layer="glow">${glow.join('')}</g></svg>`;
  return {
    svg,
    width: spec.width,
    height: spec.height,
    placements: spec.elements.map((e) => placements.get(e.id) as Placement),
    extra_props: extras.map((slot) => slot.art),
  };
}
