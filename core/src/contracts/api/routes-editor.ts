/**
 * The scene editor's routes (rooms-and-play-spec §7 known paths, creators on their own rooms, admins on all), the edits
 * the editor adds in the same style (create, delete, undo, puzzle graph, assistant).
 * Every edit answers with the checker's verdict.
 */
import { z } from 'zod';
import {
  AssistantRequestSchema,
  EditorElementSchema,
  EditorRoomSchema,
  EditorSceneSchema,
  EditProposalSchema,
  ElementCreateSchema,
  ElementUpdateSchema,
  ModifySceneRequestSchema,
  PuzzleGraphSchema,
  SceneParamsSchema,
  SolvabilityVerdictSchema,
  UndoInfoSchema,
} from '../scene-editor';
import { defineRoute, ElementParamsSchema, IdParamSchema, success } from './contract';

/** Every edit answers with the verdict on the whole room and what can be undone. */
const edited = <T extends z.ZodRawShape>(shape: T) =>
  success({ ...shape, verdict: SolvabilityVerdictSchema, ...UndoInfoSchema.shape });
const ok = <T extends z.ZodRawShape>(shape: T) => z.object({ success: z.literal(true), ...shape }).passthrough();

export const editorApi = {
  scene: defineRoute({
    name: 'editor.scene',
    method: 'GET',
    path: '/escape_rooms/:id/edit_scene/:sceneIndex',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    params: SceneParamsSchema,
    response: success({
      scene: EditorSceneSchema,
      elements: z.array(EditorElementSchema),
      room: EditorRoomSchema,
      verdict: SolvabilityVerdictSchema,
      ...UndoInfoSchema.shape,
    }),
  }),
  updateElement: defineRoute({
    name: 'editor.updateElement',
    method: 'PUT',
    path: '/escape_rooms/:id/update_element/:elementId',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    params: ElementParamsSchema,
    body: ElementUpdateSchema,
    response: edited({ element: EditorElementSchema, updated_visualization_url: z.string().nullable() }),
  }),
  createElement: defineRoute({
    name: 'editor.createElement',
    method: 'POST',
    path: '/escape_rooms/:id/scene/:sceneIndex/create_element',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    params: SceneParamsSchema,
    body: ElementCreateSchema,
    response: edited({ element: EditorElementSchema, updated_visualization_url: z.string().nullable() }),
  }),
  deleteElement: defineRoute({
    name: 'editor.deleteElement',
    method: 'DELETE',
    path: '/escape_rooms/:id/delete_element/:elementId',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    params: ElementParamsSchema,
    response: edited({ deleted_element_id: z.string(), updated_visualization_url: z.string().nullable() }),
  }),
  undo: defineRoute({
    name: 'editor.undo',
    method: 'POST',
    path: '/escape_rooms/:id/undo_edit',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    params: IdParamSchema,
    response: edited({ message: z.string(), scene_index: z.number().int() }),
  }),
  regenerateVisualization: defineRoute({
    name: 'editor.regenerateVisualization',
    method: 'POST',
    path: '/escape_rooms/:id/scene/:sceneIndex/regenerate_visualization',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    params: SceneParamsSchema,
    response: success({ visualization_image_url: z.string() }),
  }),
  gridImage: defineRoute({
    name: 'editor.gridImage',
    method: 'POST',
    path: '/escape_rooms/:id/scene/:sceneIndex/generate_grid_image',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    params: SceneParamsSchema,
    response: ok({ grid_image: z.string(), grid_image_url: z.string() }),
  }),
  modifyScene: defineRoute({
    name: 'editor.modifyScene',
    method: 'POST',
    path: '/escape_rooms/:id/scene/:sceneIndex/modify_scene',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    limit: 'ai',
    params: SceneParamsSchema,
    body: ModifySceneRequestSchema,
    response: ok({
      modified_image: z.string(),
      new_image_url: z.string(),
      description: z.string(),
      verdict: SolvabilityVerdictSchema,
      ...UndoInfoSchema.shape,
    }),
  }),
  graph: defineRoute({
    name: 'editor.graph',
    method: 'GET',
    path: '/escape_rooms/:id/puzzle_graph',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    params: IdParamSchema,
    response: success({ graph: PuzzleGraphSchema, verdict: SolvabilityVerdictSchema }),
  }),
  assistant: defineRoute({
    name: 'editor.assistant',
    method: 'POST',
    path: '/escape_rooms/:id/scene/:sceneIndex/assistant',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    limit: 'ai',
    params: SceneParamsSchema,
    body: AssistantRequestSchema,
    response: ok({ content: z.string(), response: z.string(), proposal: EditProposalSchema.nullable() }),
  }),
};
