/**
 * Turns a room design plus the painted scenes into the playable room package: every
 * combination is stored as a salted hash (never in clear text), every element gets the
 * position the painter reported (or a deterministic grid slot when it has none), and the
 * result is validated against the shared RoomPackageSchema.
 */
import {
  POSITIONING_METHODS,
  DEFAULT_IMAGE_HEIGHT,
  DEFAULT_IMAGE_WIDTH,
  RoomPackageSchema,
  type Difficulty,
  type PlayElementInput,
  type RoomPackage,
} from '@core';
import { hashCode } from '@core/engine/code';
import type { DesignedElement, DesignedScene, Placement, RoomDesign } from './room-design';

export interface SceneMedia {
  image_url: string;
  width: number;
  height: number;
  placements: Placement[];
  positioning_method?: string;
}

export interface AssembleArgs {
  roomId: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  theme: string;
  version: string;
  design: RoomDesign;
  /** By scene_index. */
  media: Record<number, SceneMedia>;
  /** PBKDF2 rounds of the code hashes (default: the real CODE_KDF_ITERATIONS; the bot trial uses 1). */
  kdfIterations?: number;
}

/** Confidence and method of an element placed by the fallback grid instead of the painter. */
export const FALLBACK_CONFIDENCE = 0.5;
/** Nobody located these elements in the picture: labelled as estimated, never as AI or hand placed. */
export const FALLBACK_METHOD = POSITIONING_METHODS.estimatedLayout;
const DEFAULT_METHOD = 'ai_vision_analysis';

export function assemblePackage(args: AssembleArgs): RoomPackage {
  const { design } = args;
  const pkg = {
    id: args.roomId,
    title: args.title,
    description: args.description,
    difficulty: args.difficulty,
    theme: args.theme,
    version: args.version,
    salt: design.salt,
    start_scene_id: design.start_scene_id,
    scenes: design.scenes.map((scene) =>
      assembleScene(scene, args.media[scene.scene_index], design, args.kdfIterations),
    ),
  };
  return RoomPackageSchema.parse(pkg);
}

function assembleScene(
  scene: DesignedScene,
  media: SceneMedia | undefined,
  design: RoomDesign,
  kdfIterations?: number,
) {
  const { width, height } = imageSize(media);
  const spots = placeElements(scene, media);
  return {
    id: scene.id,
    name: scene.title,
    description: scene.description,
    image_url: media?.image_url ?? '',
    order_index: scene.scene_index,
    image_resolution: { width, height },
    elements: scene.elements.map((element) => playElement(element, design, spots.get(element.id)!, kdfIterations)),
  };
}

function imageSize(media: SceneMedia | undefined): { width: number; height: number } {
  return {
    width: media?.width && media.width > 0 ? media.width : DEFAULT_IMAGE_WIDTH,
    height: media?.height && media.height > 0 ? media.height : DEFAULT_IMAGE_HEIGHT,
  };
}

/**
 * Where each element of the scene is: where the painter (or the editor) placed it, with that
 * placement's method or else the scene's; elements without a usable placement get a grid slot.
 */
export function placeElements(scene: DesignedScene, media: SceneMedia | undefined): Map<string, Spot> {
  const { width, height } = imageSize(media);
  const byId = new Map((media?.placements ?? []).map((p) => [p.element_id, p]));
  const unplaced = scene.elements.filter((e) => !usable(byId.get(e.id)));
  const grid = gridLayout(unplaced.length, width, height);
  return new Map(
    scene.elements.map((element) => {
      const placement = byId.get(element.id);
      if (usable(placement)) {
        const method = placement.method || media?.positioning_method || DEFAULT_METHOD;
        const { x, y } = placement;
        return [
          element.id,
          { x, y, width: placement.width, height: placement.height, confidence: clamp01(placement.confidence), method },
        ];
      }
      const slot = grid[unplaced.indexOf(element)];
      return [element.id, { ...slot, confidence: FALLBACK_CONFIDENCE, method: FALLBACK_METHOD }];
    }),
  );
}

function usable(p: Placement | undefined): p is Placement {
  return !!p && [p.x, p.y, p.width, p.height, p.confidence].every(Number.isFinite) && p.width > 0 && p.height > 0;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

export interface Spot {
  x: number;
  y: number;
  width: number;
  height: number;
  confidence: number;
  method: string;
}

function playElement(
  element: DesignedElement,
  design: RoomDesign,
  spot: Spot,
  kdfIterations?: number,
): PlayElementInput {
  const solution = design.solutions[element.id];
  const requires = { ...element.requires, items: [...element.requires.items], solved: [...element.requires.solved] };
  if (element.element_type === 'combination_lock' || solution !== undefined) {
    if (solution === undefined) throw new Error(`Combination lock ${element.id} has no solution`);
    requires.code_hash = hashCode(design.salt, element.id, solution, kdfIterations);
  }
  return {
    id: element.id,
    name: element.name,
    element_type: element.element_type,
    interaction_type: element.interaction_type,
    x_position: Math.round(spot.x),
    y_position: Math.round(spot.y),
    width: Math.max(1, Math.round(spot.width)),
    height: Math.max(1, Math.round(spot.height)),
    visible: element.visible,
    initial_state: element.initial_state,
    description: element.description,
    clue_text: element.clue_text,
    success_message: element.success_message,
    failure_message: element.failure_message,
    points_awarded: element.points_awarded,
    hints: element.hints.length > 0 ? element.hints : [''],
    position_confidence: spot.confidence,
    positioning_method: spot.method,
    icon: element.icon,
    art: element.art,
    requires,
    yields: { ...element.yields, reveals: [...element.yields.reveals], unlocks: [...element.yields.unlocks] },
  };
}

/**
 * `count` centres on a grid inside the image, rows on the lower two thirds (where the
 * floor and furniture are), each cell with a margin so hotspots never touch.
 */
export function gridLayout(
  count: number,
  width: number,
  height: number,
): Array<{ x: number; y: number; width: number; height: number }> {
  if (count === 0) return [];
  const cols = Math.ceil(Math.sqrt(count * (width / height)));
  const rows = Math.ceil(count / cols);
  const top = height / 3;
  const cellW = width / cols;
  const cellH = (height - top) / rows;
  const size = Math.max(24, Math.min(120, Math.floor(Math.min(cellW, cellH) * 0.6)));
  return Array.from({ length: count }, (_, i) => ({
    x: cellW * (i % cols) + cellW / 2,
    y: top + cellH * Math.floor(i / cols) + cellH / 2,
    width: size,
    height: size,
  }));
}
