/**
 * The scene editor's state (rooms-and-play-spec §4 Scene editor): loading, error or loaded;
 * the scene, its elements, the room's verdict and undo, and every edit, each of which
 * answers with the verdict on the whole room.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorElement, ElementCreateInput, ElementUpdateInput, SolvabilityVerdict } from '@core';
import { EDITOR_MESSAGES } from '@core/content/messages';
import * as api from './scene-editor-api';

export interface EditorState {
  data: api.SceneLoad | null;
  loading: boolean;
  error: string | null;
  notice: string | null;
  /** Grows with every saved edit, so views that depend on the whole room (the graph) reload. */
  revision: number;
}

type Verdictful = { verdict: SolvabilityVerdict; can_undo: boolean; undo_label: string | null };

export function useSceneEditor(roomId: string, sceneIndex: number) {
  const [state, setState] = useState<EditorState>({
    data: null,
    loading: true,
    error: null,
    notice: null,
    revision: 0,
  });
  const latest = useRef(state);
  latest.current = state;

  const reload = useCallback(async () => {
    setState((s) => ({ ...s, loading: s.data === null, error: null }));
    try {
      const data = await api.loadScene(roomId, sceneIndex);
      setState((s) => ({ ...s, data, loading: false, error: null }));
    } catch (error) {
      setState((s) => ({ ...s, data: null, loading: false, error: (error as Error).message }));
    }
  }, [roomId, sceneIndex]);

  useEffect(() => {
    setState((s) => ({ ...s, data: null, loading: true, error: null }));
    void reload();
  }, [reload]);

  const notify = useCallback((notice: string | null) => setState((s) => ({ ...s, notice })), []);

  /** Folds an edit's answer in: the verdict, undo and (optionally) the scene and its elements. */
  const applyAnswer = useCallback(
    (
      answer: Verdictful,
      change: (data: api.SceneLoad) => Partial<Pick<api.SceneLoad, 'scene' | 'elements'>> = () => ({}),
    ) =>
      setState((s) => {
        if (!s.data) return s;
        const next = { ...s.data, ...change(s.data) };
        return {
          ...s,
          revision: s.revision + 1,
          data: { ...next, verdict: answer.verdict, can_undo: answer.can_undo, undo_label: answer.undo_label },
        };
      }),
    [],
  );

  const withVisualization = (data: api.SceneLoad, url: string | null) =>
    url ? { ...data.scene, visualization_image_url: url, has_visualization: true } : data.scene;

  const placeElement = useCallback((element: EditorElement, x: number, y: number) => {
    setState((s) =>
      s.data
        ? {
            ...s,
            data: {
              ...s.data,
              elements: s.data.elements.map((e) => (e.id === element.id ? { ...e, x_position: x, y_position: y } : e)),
            },
          }
        : s,
    );
  }, []);

  const replaceElement = (elements: EditorElement[], element: EditorElement) =>
    elements.some((e) => e.id === element.id)
      ? elements.map((e) => (e.id === element.id ? element : e))
      : [...elements, element];

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
  }, [roomId, notify, reload]);

  const regenerate = useCallback(async () => {
    try {
      const url = await api.regenerateVisualization(roomId, sceneIndex);
      applyAnswer(latest.current.data!, (d) => ({ scene: withVisualization(d, url) }));
      notify(EDITOR_MESSAGES.visualizationRegenerated);
    } catch (error) {
      notify((error as Error).message);
    }
  }, [roomId, sceneIndex, applyAnswer, notify]);

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

  return { ...state, reload, notify, move, save, create, remove, undo, regenerate, modify };
}

export type SceneEditor = ReturnType<typeof useSceneEditor>;
