/**
 * Converts between placements in image pixels (centre, width, height) and bounding
 * boxes in Gemini's detection format ([ymin, xmin, ymax, xmax], 0..1000), and fills
 * in what a vision model missed.
 */
import { POSITIONING_METHODS } from '@core';
import type { SceneArtSpec } from '../../offline/scene-art';
import type { Placement } from '../../../model/room-design';
import type { DetectedElements } from '../schemas';

export const BOX_SCALE = 1000;
/** Confidence of an element the model did not locate (placed at a fallback spot). */
export const FALLBACK_CONFIDENCE = 0.3;
/** Confidence assumed when a model gives a box but does not say how sure it is. */
export const UNSTATED_CONFIDENCE = 0.6;

type Box = [number, number, number, number];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round2 = (value: number) => Math.round(value * 100) / 100;

/** A pixel placement as a normalised box (fractions are kept, so the round trip is exact). */
export function placementToBox(placement: Placement, width: number, height: number): Box {
  const { x, y } = placement;
  const halfW = placement.width / 2;
  const halfH = placement.height / 2;
  return [
    ((y - halfH) / height) * BOX_SCALE,
    ((x - halfW) / width) * BOX_SCALE,
    ((y + halfH) / height) * BOX_SCALE,
    ((x + halfW) / width) * BOX_SCALE,
  ];
}

/** A normalised box as a pixel placement, clamped to the image; null when nothing is left of it. */
export function boxToPlacement(
  elementId: string,
  box: readonly number[],
  confidence: number,
  width: number,
  height: number,
): Placement | null {
  if (box.length !== 4 || box.some((n) => !Number.isFinite(n))) return null;
  const [a, b, c, d] = box.map((n) => clamp(n, 0, BOX_SCALE));
  const [ymin, ymax] = a <= c ? [a, c] : [c, a];
  const [xmin, xmax] = b <= d ? [b, d] : [d, b];
  const left = (xmin / BOX_SCALE) * width;
  const right = (xmax / BOX_SCALE) * width;
  const top = (ymin / BOX_SCALE) * height;
  const bottom = (ymax / BOX_SCALE) * height;
  if (right - left < 1 || bottom - top < 1) return null;
  return {
    element_id: elementId,
    x: round2((left + right) / 2),
    y: round2((top + bottom) / 2),
    width: round2(right - left),
    height: round2(bottom - top),
    confidence: round2(clamp(confidence, 0, 1)),
  };
}

/**
 * A deterministic spot for an element the model missed: the missing ones share a row
 * across the lower middle of the image, each a tenth of the width wide.
 */
export function fallbackPlacement(
  elementId: string,
  slot: number,
  slots: number,
  width: number,
  height: number,
): Placement {
  const boxW = Math.round(width / 10);
  const boxH = Math.round(height / 8);
  const x = Math.round(((slot + 1) / (slots + 1)) * width);
  return {
    element_id: elementId,
    x,
    y: Math.round(height * 0.62),
    width: boxW,
    height: boxH,
    confidence: FALLBACK_CONFIDENCE,
    // Nobody located it: labelled as an estimate, never as the model's placement.
    method: POSITIONING_METHODS.estimatedLayout,
  };
}

/**
 * One placement per element of the spec, in spec order: the model's box where it gave a
 * usable one (matched by id, else by name; the surest box wins a duplicate), a fallback otherwise.
 */
export function placementsFromDetections(
  spec: SceneArtSpec,
  detected: DetectedElements,
  width: number,
  height: number,
): Placement[] {
  const byKey = new Map<string, string>();
  for (const element of spec.elements) byKey.set(element.name.trim().toLowerCase(), element.id);
  for (const element of spec.elements) byKey.set(element.id.trim().toLowerCase(), element.id); // ids win over names
  const found = new Map<string, Placement>();
  for (const detection of detected.elements) {
    const id = byKey.get(detection.element_id.trim().toLowerCase());
    if (!id) continue;
    const placement = boxToPlacement(id, detection.box_2d, detection.confidence ?? UNSTATED_CONFIDENCE, width, height);
    const previous = found.get(id);
    if (placement && (!previous || placement.confidence > previous.confidence)) found.set(id, placement);
  }
  const missing = spec.elements.filter((element) => !found.has(element.id));
  return spec.elements.map(
    (element) =>
      found.get(element.id) ?? fallbackPlacement(element.id, missing.indexOf(element), missing.length, width, height),
  );
}
