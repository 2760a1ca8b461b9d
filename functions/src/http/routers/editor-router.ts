/** The scene editor (admin only): the scene view, element edits, undo, pictures, the puzzle graph and AI help. */
import { Router } from 'express';
import { aiAssistApi, editorApi } from '@core';
import { EDITOR_MESSAGES } from '@core/content/messages';
import { createElement, deleteElement, updateElement } from '../../domain/editor/scene-editor-elements';
import { undoLastEdit } from '../../domain/editor/scene-editor-edit';
import { generateGridImage, modifyScene, regenerateVisualization } from '../../domain/editor/scene-editor-images';
import { askAssistant, puzzleGraph, suggestPuzzleElements } from '../../domain/editor/scene-editor-ai';
import { loadSceneEditor } from '../../domain/editor/scene-editor-view';
import { mount } from '../route';
import { errorMessage, log } from '../../structured-log';

/** The visualization after an element edit, when asked for; a drawing failure does not undo the edit. */
async function visualizationAfterEdit(roomId: string, sceneIndex: number, wanted: boolean): Promise<string | null> {
  if (!wanted) return null;
  try {
    return await regenerateVisualization(roomId, sceneIndex);
  } catch (error) {
    log.error('visualization after an edit failed', { roomId, sceneIndex, error: errorMessage(error) });
    return null;
  }
}

export function editorRouter(): Router {
  const router = Router();

  mount(router, editorApi.scene, async ({ params }) => ({
    status: 'success',
    ...(await loadSceneEditor(params.id, params.sceneIndex)),
  }));

  mount(router, editorApi.updateElement, async ({ params, body }) => {
    const { result, ...edit } = await updateElement(params.id, params.elementId, body);
    const url = await visualizationAfterEdit(params.id, result.element.scene_index, body.regenerate_visualization);
    return { status: 'success', element: result.element, updated_visualization_url: url, ...edit };
  });

  mount(router, editorApi.createElement, async ({ params, body }) => {
    const { result, ...edit } = await createElement(params.id, params.sceneIndex, body);
    return { status: 'success', element: result.element, updated_visualization_url: null, ...edit };
  });

  mount(router, editorApi.deleteElement, async ({ params }) => {
    const { result, ...edit } = await deleteElement(params.id, params.elementId);
    return {
      status: 'success',
      deleted_element_id: result.deleted_element_id,
      updated_visualization_url: null,
      ...edit,
    };
  });

  mount(router, editorApi.undo, async ({ params }) => {
    const { result, ...edit } = await undoLastEdit(params.id);
    return { status: 'success', ...result, ...edit };
  });

  mount(router, editorApi.regenerateVisualization, async ({ params }) => ({
    status: 'success',
    message: EDITOR_MESSAGES.visualizationRegenerated,
    visualization_image_url: await regenerateVisualization(params.id, params.sceneIndex),
  }));

  mount(router, editorApi.gridImage, async ({ params }) => {
    const url = await generateGridImage(params.id, params.sceneIndex);
    return { success: true, message: EDITOR_MESSAGES.gridOverlayGenerated, grid_image: url, grid_image_url: url };
  });

  mount(router, editorApi.modifyScene, async ({ params, body }) => {
    const { url, ...modified } = await modifyScene(params.id, params.sceneIndex, body.modification_prompt);
    return { success: true, modified_image: url, new_image_url: url, ...modified };
  });

  mount(router, editorApi.graph, async ({ params }) => ({ status: 'success', ...(await puzzleGraph(params.id)) }));

  mount(router, editorApi.assistant, async ({ params, body }) => {
    const { content, proposal } = await askAssistant(params.id, params.sceneIndex, body);
    return { success: true, content, response: content, proposal };
  });

  mount(router, aiAssistApi.suggestElements, async ({ body }) => ({
    success: true,
    ...(await suggestPuzzleElements(body)),
  }));

  return router;
}
