/**
 * The scene editor's pure rules: image pixels ↔ displayed pixels for the markers, grid tile
 * math (16 × 16, §9), a grid tile action → the create-element body, and the verdict's text.
 */
import {
  GRID_SIZE,
  LOW_CONFIDENCE_THRESHOLD,
  clampPosition,
  isAiPositioned,
  gridToPixel,
  type ElementCreateInput,
  type ElementType,
  type SolvabilityVerdict,
} from '@core';
import { EDITOR_LABELS } from '@core/content/labels';

export interface Size {
  width: number;
  height: number;
}

/** Where an element (image pixels) sits on the image as displayed. */
export function imageToDisplay(point: { x: number; y: number }, image: Size, shown: Size): { x: number; y: number } {
  if (!image.width || !image.height) return { x: 0, y: 0 };
  return { x: (point.x / image.width) * shown.width, y: (point.y / image.height) * shown.height };
}

/** The image pixel under a displayed point, clamped to the spec's range. */
export function displayToImage(point: { x: number; y: number }, image: Size, shown: Size): { x: number; y: number } {
  if (!shown.width || !shown.height) return clampPosition(0, 0);
  return clampPosition((point.x / shown.width) * image.width, (point.y / shown.height) * image.height);
}

/** An element dragged by (dx, dy) displayed pixels: its new, clamped image position. */
export function draggedPosition(
  start: { x: number; y: number },
  delta: [number, number],
  image: Size,
  shown: Size,
): { x: number; y: number } {
  const from = imageToDisplay(start, image, shown);
  return displayToImage({ x: from.x + delta[0], y: from.y + delta[1] }, image, shown);
}

/** An arrow key's step for a focused marker (Shift: 10 px), or null for other keys. */
export function keyStep(key: string, shift: boolean): { dx: number; dy: number } | null {
  const n = shift ? 10 : 1;
  const steps: Record<string, { dx: number; dy: number }> = {
    ArrowLeft: { dx: -n, dy: 0 },
    ArrowRight: { dx: n, dy: 0 },
    ArrowUp: { dx: 0, dy: -n },
    ArrowDown: { dx: 0, dy: n },
  };
  return steps[key] ?? null;
}

/** The tile (0..15 each way) under a displayed point. */
export function tileAt(point: { x: number; y: number }, shown: Size): { x: number; y: number } {
  const cell = (v: number, max: number) =>
    Math.min(GRID_SIZE - 1, Math.max(0, Math.floor((v / (max || 1)) * GRID_SIZE)));
  return { x: cell(point.x, shown.width), y: cell(point.y, shown.height) };
}

/** A tile's box in percent of the image (each tile 6.25 %). */
export function tileBox(cell: { x: number; y: number }): { left: string; top: string; size: string } {
  const unit = 100 / GRID_SIZE;
  return { left: `${cell.x * unit}%`, top: `${cell.y * unit}%`, size: `${unit}%` };
}

export const tileKey = (cell: { x: number; y: number }) => `${cell.x},${cell.y}`;

export const GRID_TRIGGER_EVENTS = ['click', 'hover', 'drag_drop', 'double_click'] as const;
export type GridTriggerEvent = (typeof GRID_TRIGGER_EVENTS)[number];
export type GridActionType = 'place_element' | 'trigger_event' | 'hotspot' | 'hidden_area';

/** A grid tile action (§3, client-side). */
export interface GridTileAction {
  elementName: string;
  actionType: GridActionType;
  elementType: ElementType;
  description: string;
  triggerEvent: GridTriggerEvent;
  coordinates: { x: number; y: number };
  timestamp: string;
  status: string;
  elementId?: string;
}

export function newGridAction(cell: { x: number; y: number }): GridTileAction {
  return {
    elementName: '',
    actionType: 'place_element',
    elementType: 'clickable_object',
    description: '',
    triggerEvent: 'click',
    coordinates: cell,
    timestamp: new Date().toISOString(),
    status: 'configured',
  };
}

/**
 * The create-element body for a grid action, placed at the tile's pixel (§9). A hidden area
 * becomes an invisible hidden item; hotspots and trigger events become clickable objects
 * that react to the chosen trigger; place_element keeps the chosen element type.
 */
export function gridActionToElement(action: GridTileAction, image: Partial<Size> = {}): ElementCreateInput {
  const at = gridToPixel(action.coordinates, image);
  const base = {
    name: action.elementName.trim(),
    x_position: at.x,
    y_position: at.y,
  };
  const config = {
    description: action.description.trim(),
    grid_coordinates: { ...action.coordinates },
    created_from_grid: true,
  };
  if (action.actionType === 'hidden_area')
    return { ...base, element_type: 'hidden_item', visible: false, config: { ...config, interaction_type: 'click' } };
  if (action.actionType === 'hotspot' || action.actionType === 'trigger_event')
    return {
      ...base,
      element_type: 'clickable_object',
      visible: true,
      interaction_type: action.triggerEvent,
      config: { ...config, interaction_type: action.triggerEvent },
    };
  return {
    ...base,
    element_type: action.elementType,
    visible: true,
    interaction_type: action.triggerEvent,
    config: { ...config, interaction_type: action.triggerEvent },
  };
}

/** The solvability badge's headline. */
export function verdictText(verdict: Pick<SolvabilityVerdict, 'solvable' | 'steps'>): string {
  return verdict.solvable ? `Solvable in ${verdict.steps} ${verdict.steps === 1 ? 'step' : 'steps'}` : 'Not solvable';
}

/** The subtitle (§2): AI positioning methods read 'AI Positioned', anything else 'Legacy'. */
export function sceneSubtitle(sceneIndex: number, positioningMethod: string | null): string {
  return EDITOR_LABELS.subtitle(sceneIndex + 1, isAiPositioned(positioningMethod));
}

/** Low confidence (§9): at or below the 0.7 threshold; the Edit Element dialog notes it. */
export const isLowConfidence = (confidence: number) => confidence <= LOW_CONFIDENCE_THRESHOLD;
/** The orange border (§3, §9) applies below 0.7. */
export const hasLowConfidenceBorder = (confidence: number) => confidence < LOW_CONFIDENCE_THRESHOLD;
/** The confidence chip (§9): green above 0.7, else amber. */
export const confidenceColor = (confidence: number) => (confidence > LOW_CONFIDENCE_THRESHOLD ? 'success' : 'warning');
export const confidencePercent = (confidence: number) => `${Math.round(confidence * 100)}%`;
