/**
 * The scene editor's element edits: change any field of an element (a moved element becomes
 * manually positioned), create one (from the dialog or a grid tile), delete one. Config
 * fields are written back into the room's design; references to a deleted element stay, so
 * the checker names what it broke.
 */
import {
  clampPosition,
  DEFAULT_POINTS_AWARDED,
  type EditorElement,
  type ElementConfigInput,
  type ElementCreate,
  type ElementType,
  type ElementUpdate,
} from '@core';
import type { ArtKind, DesignedElement, Placement, RoomDesign } from '../../model/room-design';
import { placeElements } from '../../model/assemble-package';
import { ELEMENT_NOT_FOUND, editorElement, requireElement, requireScene, sceneMedia } from './scene-editor-view';
import { editRoom, type EditDraft, type EditOutcome } from './scene-editor-edit';

/** How an element placed by hand is positioned, and how sure that is. */
export const MANUAL_METHOD = 'manual';
const MANUAL_CONFIDENCE = 1;
const NEW_ELEMENT_SIZE = 64;

const ART_OF_TYPE: Record<ElementType, ArtKind> = {
  clickable_object: 'crate',
  combination_lock: 'lockbox',
  key: 'key',
  door: 'door',
  hidden_item: 'gem',
  puzzle_piece: 'gear',
};

/** Writes the editor's config fields into the designed element (and the room's solutions). */
function applyConfig(design: RoomDesign, element: DesignedElement, config: ElementConfigInput): void {
  const c = config;
  if (c.description !== undefined) element.description = c.description;
  if (c.puzzle_state !== undefined) element.initial_state = c.puzzle_state;
  if (c.points_awarded !== undefined) element.points_awarded = c.points_awarded;
  if (c.visual_clues !== undefined) element.visual_clues = c.visual_clues;
  if (c.clue_sources !== undefined) element.requires.clue_from = c.clue_sources[0] || undefined;
  if (c.hints !== undefined) element.hints = c.hints;
  if (c.required_key !== undefined) {
    const others = element.requires.items.slice(1);
    element.requires.items = c.required_key
      ? [c.required_key, ...others.filter((id) => id !== c.required_key)]
      : others;
  }
  if (c.interaction_type !== undefined) element.interaction_type = c.interaction_type;
  if (c.success_message !== undefined) element.success_message = c.success_message;
  if (c.failure_message !== undefined) element.failure_message = c.failure_message;
  if (c.clue_text !== undefined) element.clue_text = c.clue_text;
  if (c.solution !== undefined) {
    if (c.solution === null) delete design.solutions[element.id];
    else design.solutions[element.id] = c.solution.trim();
  }
  if (c.grid_coordinates !== undefined) element.grid_coordinates = c.grid_coordinates;
  if (c.created_from_grid !== undefined) element.created_from_grid = c.created_from_grid;
}

function sceneOf(draft: EditDraft, sceneIndex: number) {
  return requireScene(draft.design, draft.scenes, sceneIndex);
}

/** Places the element by hand at (x, y) clamped, keeping its size unless given. */
function placeByHand(
  draft: EditDraft,
  sceneIndex: number,
  elementId: string,
  spot: { x: number; y: number; width: number; height: number },
): void {
  const { record } = sceneOf(draft, sceneIndex);
  const { x, y } = clampPosition(spot.x, spot.y);
  const placement: Placement = {
    element_id: elementId,
    x,
    y,
    width: spot.width,
    height: spot.height,
    confidence: MANUAL_CONFIDENCE,
    method: MANUAL_METHOD,
  };
  record.placements = [...(record.placements ?? []).filter((p) => p.element_id !== elementId), placement];
}

export type ElementEditOutcome = EditOutcome<{ element: EditorElement }>;

export async function updateElement(
  roomId: string,
  elementId: string,
  update: ElementUpdate,
): Promise<ElementEditOutcome> {
  return editRoom(
    roomId,
    async (draft) => {
      const { element, scene } = requireElement(draft.design, elementId);
      if (update.name !== undefined) element.name = update.name.trim();
      if (update.element_type !== undefined) element.element_type = update.element_type;
      if (update.visible !== undefined) element.visible = update.visible;
      if (update.interaction_type !== undefined) element.interaction_type = update.interaction_type;
      if (update.config) applyConfig(draft.design, element, update.config);
      const moved = [update.x_position, update.y_position, update.width, update.height].some((v) => v !== undefined);
      if (moved) {
        const edited = sceneOf(draft, scene.scene_index);
        const current = placeElements(edited.designed, sceneMedia(edited.record)).get(elementId)!;
        placeByHand(draft, scene.scene_index, elementId, {
          x: update.x_position ?? current.x,
          y: update.y_position ?? current.y,
          width: update.width ?? Math.round(current.width),
          height: update.height ?? Math.round(current.height),
        });
      }
      return {
        label: `${moved ? 'Move' : 'Edit'} ${element.name}`,
        sceneIndex: scene.scene_index,
        result: () => ({ element: editorElement(draft.design, sceneOf(draft, scene.scene_index), elementId) }),
      };
    },
    { missingDesign: ELEMENT_NOT_FOUND },
  );
}

/** A new id for an element named `name`, unused in the room. */
function newElementId(design: RoomDesign, name: string): string {
  const used = new Set(design.scenes.flatMap((s) => s.elements.map((e) => e.id)));
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 32) || 'element';
  for (let n = 1; ; n += 1) {
    const id = `${slug}-${n}`;
    if (!used.has(id)) return id;
  }
}

export async function createElement(
  roomId: string,
  sceneIndex: number,
  input: ElementCreate,
): Promise<ElementEditOutcome> {
  return editRoom(roomId, async (draft) => {
    const { designed } = sceneOf(draft, sceneIndex);
    const name = input.name.trim();
    const id = newElementId(draft.design, name);
    const collectible = ['key', 'hidden_item', 'puzzle_piece'].includes(input.element_type);
    const element: DesignedElement = {
      id,
      name,
      element_type: input.element_type,
      interaction_type: input.interaction_type ?? (collectible ? 'collect' : 'examine'),
      art: ART_OF_TYPE[input.element_type],
      visible: input.visible,
      initial_state: 'available',
      description: '',
      clue_text: '',
      success_message: '',
      failure_message: '',
      points_awarded: DEFAULT_POINTS_AWARDED,
      hints: [],
      icon: ART_OF_TYPE[input.element_type],
      requires: { items: [], solved: [], clue_sources: [] },
      yields: { collect: collectible, reveals: [], unlocks: [], escape: false },
      created_from_grid: false,
      grid_coordinates: null,
    };
    if (input.config) applyConfig(draft.design, element, input.config);
    designed.elements.push(element);
    placeByHand(draft, sceneIndex, id, {
      x: input.x_position,
      y: input.y_position,
      width: NEW_ELEMENT_SIZE,
      height: NEW_ELEMENT_SIZE,
    });
    return {
      label: `Create ${name}`,
      sceneIndex,
      result: () => ({ element: editorElement(draft.design, sceneOf(draft, sceneIndex), id) }),
    };
  });
}

export async function deleteElement(
  roomId: string,
  elementId: string,
): Promise<EditOutcome<{ deleted_element_id: string; scene_index: number }>> {
  return editRoom(
    roomId,
    async (draft) => {
      const { element, scene } = requireElement(draft.design, elementId);
      scene.elements = scene.elements.filter((e) => e.id !== elementId);
      delete draft.design.solutions[elementId];
      const { record } = sceneOf(draft, scene.scene_index);
      record.placements = (record.placements ?? []).filter((p) => p.element_id !== elementId);
      return {
        label: `Delete ${element.name}`,
        sceneIndex: scene.scene_index,
        result: () => ({ deleted_element_id: elementId, scene_index: scene.scene_index }),
      };
    },
    { missingDesign: ELEMENT_NOT_FOUND },
  );
}
