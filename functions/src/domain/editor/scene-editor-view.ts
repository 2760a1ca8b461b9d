/**
 * What the scene editor shows (rooms-and-play-spec §2 Scene editor, §3): a scene with its
 * images, its elements with every config field mapped from the room's design, the room,
 * the checker's verdict and what can be undone.
 */
import {
  DEFAULT_IMAGE_HEIGHT,
  DEFAULT_IMAGE_WIDTH,
  type EditorElement,
  type EditorScene,
  type SolvabilityVerdict,
} from '@core';
import { ROOM_MESSAGES } from '@core/content/messages';
import { placeElements, type SceneMedia } from '../../model/assemble-package';
import type { DesignedElement, DesignedScene, RoomDesign } from '../../model/room-design';
import { mediaUrl } from '../../db/media-repo';
import { getPool, type Queryable } from '../../db/pool';
import { lastEditLabel, rememberedElementNames } from '../../db/room-edits-repo';
import type { RoomRecord } from '../../db/rooms-repo';
import { listScenes, type SceneRecord } from '../../db/scenes-repo';
import { notFound } from '../../model/app-error';
import { playerImageUrl, verdictFor } from '../rooms/room-assembly';
import { requireRoom } from '../rooms/room-creation';

export const ELEMENT_NOT_FOUND = 'Element not found';

/** A scene of the design with its record. */
export interface EditedScene {
  designed: DesignedScene;
  record: SceneRecord;
}

export function requireDesign(room: RoomRecord, message: string = ROOM_MESSAGES.loadSceneFailed): RoomDesign {
  if (!room.design) throw notFound(message);
  return room.design;
}

export function requireScene(design: RoomDesign, scenes: SceneRecord[], sceneIndex: number): EditedScene {
  const designed = design.scenes.find((s) => s.scene_index === sceneIndex);
  const record = scenes.find((s) => s.scene_index === sceneIndex);
  if (!designed || !record) throw notFound(ROOM_MESSAGES.loadSceneFailed);
  return { designed, record };
}

/** The element and its scene, or 404 'Element not found'. */
export function requireElement(
  design: RoomDesign,
  elementId: string,
): { element: DesignedElement; scene: DesignedScene } {
  for (const scene of design.scenes) {
    const element = scene.elements.find((e) => e.id === elementId);
    if (element) return { element, scene };
  }
  throw notFound(ELEMENT_NOT_FOUND);
}

export function sceneMedia(record: SceneRecord): SceneMedia {
  return {
    image_url: playerImageUrl(record),
    width: record.image_width ?? DEFAULT_IMAGE_WIDTH,
    height: record.image_height ?? DEFAULT_IMAGE_HEIGHT,
    placements: record.placements ?? [],
    positioning_method: record.positioning_method ?? undefined,
  };
}

/** How the element is solved, from its type and what it needs and yields. */
export function solutionMethod(element: DesignedElement, solution: string | undefined): string {
  if (element.yields.escape) return 'exit';
  if (element.element_type === 'combination_lock' || solution !== undefined) return 'combination';
  if (element.requires.items.length > 0) return 'key';
  if (element.requires.solved.length > 0) return 'solve_first';
  if (element.yields.next_scene_id) return 'scene_transition';
  if (element.yields.collect) return 'collect';
  return 'inspect';
}

/** Every element of the scene as the editor shows it, positioned as players see it. */
export function editorElements(design: RoomDesign, scene: EditedScene): EditorElement[] {
  const spots = placeElements(scene.designed, sceneMedia(scene.record));
  return scene.designed.elements.map((element) => {
    const spot = spots.get(element.id)!;
    const solution = design.solutions[element.id];
    return {
      id: element.id,
      name: element.name,
      element_type: element.element_type,
      scene_index: scene.designed.scene_index,
      x_position: Math.round(spot.x),
      y_position: Math.round(spot.y),
      width: Math.max(1, Math.round(spot.width)),
      height: Math.max(1, Math.round(spot.height)),
      visible: element.visible,
      position_confidence: spot.confidence,
      positioning_method: spot.method,
      interaction_type: element.interaction_type,
      config: {
        description: element.description,
        puzzle_state: element.initial_state,
        points_awarded: element.points_awarded,
        visual_clues: element.visual_clues ?? [],
        clue_sources: element.requires.clue_from ? [element.requires.clue_from] : [],
        hints: element.hints,
        solution_method: solutionMethod(element, solution),
        required_key: element.requires.items[0] ?? null,
        interaction_type: element.interaction_type,
        success_message: element.success_message,
        failure_message: element.failure_message,
        grid_coordinates: element.grid_coordinates ?? null,
        created_from_grid: element.created_from_grid ?? false,
        clue_text: element.clue_text,
        solution: solution ?? null,
      },
    };
  });
}

export function editorElement(design: RoomDesign, scene: EditedScene, elementId: string): EditorElement {
  const element = editorElements(design, scene).find((e) => e.id === elementId);
  if (!element) throw notFound(ELEMENT_NOT_FOUND);
  return element;
}

const urlOf = (id: string | null) => (id ? mediaUrl(id) : null);

export function editorScene({ designed, record }: EditedScene): EditorScene {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    scene_index: record.scene_index,
    image_resolution: {
      width: record.image_width ?? DEFAULT_IMAGE_WIDTH,
      height: record.image_height ?? DEFAULT_IMAGE_HEIGHT,
    },
    original_image_url: urlOf(record.image_media_id),
    modified_image_url: urlOf(record.modified_media_id),
    visualization_image_url: urlOf(record.visualization_media_id),
    has_visualization: record.visualization_media_id !== null,
    grid_image_url: urlOf(record.grid_media_id),
    positioning_method: record.positioning_method,
    modification_prompt: record.modification_prompt,
    scene_data: { description: record.description || designed.description },
  };
}

export async function undoInfo(
  roomId: string,
  db: Queryable = getPool(),
): Promise<{ can_undo: boolean; undo_label: string | null }> {
  const label = await lastEditLabel(roomId, db);
  return { can_undo: label !== null, undo_label: label };
}

/** The verdict on the room as stored now. */
export async function currentVerdict(
  room: RoomRecord,
  design: RoomDesign,
  scenes: SceneRecord[],
  db: Queryable = getPool(),
) {
  return verdictFor({
    room,
    design,
    scenes,
    remembered: await rememberedElementNames(room.id, db),
    enabled: room.enabled,
    published: room.package !== null,
  });
}

export interface SceneEditorView {
  scene: EditorScene;
  elements: EditorElement[];
  room: { id: string; title: string; enabled: boolean; published: boolean; scene_titles: string[] };
  verdict: SolvabilityVerdict;
  can_undo: boolean;
  undo_label: string | null;
}

/** GET edit_scene: the scene, its elements, the room, the verdict and the undo state. */
export async function loadSceneEditor(roomId: string, sceneIndex: number): Promise<SceneEditorView> {
  const room = await requireRoom(roomId);
  const design = requireDesign(room);
  const scenes = await listScenes(roomId);
  const scene = requireScene(design, scenes, sceneIndex);
  const { verdict } = await currentVerdict(room, design, scenes);
  return {
    scene: editorScene(scene),
    elements: editorElements(design, scene),
    room: {
      id: room.id,
      title: room.title,
      enabled: room.enabled,
      published: room.package !== null,
      scene_titles: design.scenes.map((s) => s.title),
    },
    verdict,
    ...(await undoInfo(roomId)),
  };
}
