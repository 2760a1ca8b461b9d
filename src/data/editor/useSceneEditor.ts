/**
 * The scene editor's state (rooms-and-play-spec §4 Scene editor): loading, error or loaded;
 * the scene, its elements, the room's verdict and undo, and every edit, each of which
 * answers with the verdict on the whole room. The loaded scene is useSceneLoad's; the edits
 * of elements and of the scene are the two hooks below.
 */
import { useCallback } from 'react';
import type { EditorElement, ElementCreateInput, ElementUpdateInput } from '@core';
import { EDITOR_MESSAGES } from '@core/content/messages';
import * as api from './scene-editor-api';
import { replaceElement, useSceneLoad, withVisualization, type SceneLoadState } from './useSceneLoad';

export type { EditorState } from './useSceneLoad';

/** Moving, saving, creating and deleting the scene's elements. */
function useElementEdits(roomId: string, sceneIndex: number, { applyAnswer, notify, placeElement }: SceneLoadState) {
  /** Drag or arrow-key move: clamped by the caller, saved with a new visualization. */
  const move = useCallback(
    async (element: EditorElement, x: number, y: number) => {
      placeElement(element, x, y);
      try {
        const answer = await api.moveElement(roomId, element, x, y);
        applyAnswer(answer, (d) => ({
          elements: replaceElement(d.elements, answer.element),
          scene: withVisualization(d, answer.updated_visualization_url),
        }));
        notify(EDITOR_MESSAGES.moved(element.name));
      } catch (error) {
        placeElement(element, element.x_position, element.y_position);
        notify((error as Error).message);
      }
    },
    [roomId, applyAnswer, notify, placeElement],
  );

  const save = useCallback(
    async (elementId: string, body: ElementUpdateInput) => {
      const answer = await api.updateElement(roomId, elementId, { ...body, regenerate_visualization: true });
      applyAnswer(answer, (d) => ({
        elements: replaceElement(d.elements, answer.element).filter((e) => e.scene_index === d.scene.scene_index),
        scene: withVisualization(d, answer.updated_visualization_url),
      }));
      return answer.element;
    },
    [roomId, applyAnswer],
  );

  const create = useCallback(
    async (body: ElementCreateInput, failure?: (message: string) => string) => {
      const answer = await api.createElement(roomId, sceneIndex, body, failure);
      applyAnswer(answer, (d) => ({
        elements: replaceElement(d.elements, answer.element),
        scene: withVisualization(d, answer.updated_visualization_url),
      }));
      return answer.element;
    },
    [roomId, sceneIndex, applyAnswer],
  );

  const remove = useCallback(
    async (elementId: string) => {
      const answer = await api.deleteElement(roomId, elementId);
      applyAnswer(answer, (d) => ({
        elements: d.elements.filter((e) => e.id !== answer.deleted_element_id),
        scene: withVisualization(d, answer.updated_visualization_url),
      }));
    },
    [roomId, applyAnswer],
  );

  return { move, save, create, remove };
}

/** Undoing the room's last edit, regenerating the visualization and re-describing the scene. */
function useSceneEdits(roomId: string, sceneIndex: number, load: SceneLoadState) {
  const { setState, latest, reload, notify, applyAnswer } = load;

  /** Undoes the room's last edit; answers the scene it touched (the caller may switch to it). */
  const undo = useCallback(async (): Promise<number | null> => {
    try {
      const answer = await api.undoEdit(roomId);
      notify(answer.message);
      setState((s) => ({ ...s, revision: s.revision + 1 }));
      await reload();
      return answer.scene_index;
    } catch (error) {
      notify((error as Error).message);
      return null;
    }
  }, [roomId, notify, reload, setState]);

  const regenerate = useCallback(async () => {
    try {
      const url = await api.regenerateVisualization(roomId, sceneIndex);
      applyAnswer(latest.current.data!, (d) => ({ scene: withVisualization(d, url) }));
      notify(EDITOR_MESSAGES.visualizationRegenerated);
    } catch (error) {
      notify((error as Error).message);
    }
  }, [roomId, sceneIndex, applyAnswer, notify, latest]);

  /** Re-describes the scene; the answer's new image becomes the player view. */
  const modify = useCallback(
    async (prompt: string) => {
      const answer = await api.modifyScene(roomId, sceneIndex, prompt);
      applyAnswer(answer, (d) => ({
        scene: {
          ...d.scene,
          modified_image_url: answer.new_image_url,
          modification_prompt: prompt,
          description: answer.description || d.scene.description,
          scene_data: { description: answer.description || d.scene.scene_data.description },
        },
      }));
      return answer.new_image_url;
    },
    [roomId, sceneIndex, applyAnswer],
  );

  return { undo, regenerate, modify };
}

export function useSceneEditor(roomId: string, sceneIndex: number) {
  const load = useSceneLoad(roomId, sceneIndex);
  const { move, save, create, remove } = useElementEdits(roomId, sceneIndex, load);
  const { undo, regenerate, modify } = useSceneEdits(roomId, sceneIndex, load);
  const { state, reload, notify } = load;
  return { ...state, reload, notify, move, save, create, remove, undo, regenerate, modify };
}

export type SceneEditor = ReturnType<typeof useSceneEditor>;
