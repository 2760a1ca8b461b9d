/**
 * The scene editor's loaded scene (rooms-and-play-spec §4 Scene editor): loading, error or loaded,
 * the notice to show, and how an edit's answer is folded in (the room's verdict, undo, and the
 * scene and its elements), each saved edit bumping `revision`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorElement, SolvabilityVerdict } from '@core';
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

/** The scene with a new visualization, when the answer brought one. */
export const withVisualization = (data: api.SceneLoad, url: string | null) =>
  url ? { ...data.scene, visualization_image_url: url, has_visualization: true } : data.scene;

/** The elements with `element` in its place, or added. */
export const replaceElement = (elements: EditorElement[], element: EditorElement) =>
  elements.some((e) => e.id === element.id)
    ? elements.map((e) => (e.id === element.id ? element : e))
    : [...elements, element];

export function useSceneLoad(roomId: string, sceneIndex: number) {
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

  /** Shows an element at (x, y) before the server answers (and back where it was if it fails). */
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

  return { state, setState, latest, reload, notify, applyAnswer, placeElement };
}

export type SceneLoadState = ReturnType<typeof useSceneLoad>;
