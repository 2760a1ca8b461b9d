/**
 * The scene editor's calls (rooms-and-play-spec §7, editorApi and aiAssistApi), each turning
 * a failure into the spec's message (§8): the server's words when it sent some, else the fallback.
 */
import {
  aiAssistApi,
  editorApi,
  type EditorElement,
  type ElementCreateInput,
  type ElementSuggestion,
  type ElementUpdateInput,
  type ResponseOf,
} from '@core';
import { EDITOR_MESSAGES, ROOM_MESSAGES, AI_MESSAGES } from '@core/content/messages';
import { ApiError } from '../http/api';
import { callApi, failureMessage } from '../http/api-client';

export type SceneLoad = ResponseOf<typeof editorApi.scene>;
export type ElementEdit = ResponseOf<typeof editorApi.updateElement>;
export type DeleteEdit = ResponseOf<typeof editorApi.deleteElement>;
export type UndoEdit = ResponseOf<typeof editorApi.undo>;
export type SceneModification = ResponseOf<typeof editorApi.modifyScene>;
export type GraphLoad = ResponseOf<typeof editorApi.graph>;
export type AssistantAnswer = ResponseOf<typeof editorApi.assistant>;

const sceneParams = (roomId: string, sceneIndex: number) => ({ id: roomId, sceneIndex: String(sceneIndex) });

async function attempt<T>(call: () => Promise<T>, fallback: (error: unknown) => string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(fallback(error));
  }
}

export const loadScene = (roomId: string, sceneIndex: number): Promise<SceneLoad> =>
  attempt(
    () => callApi(editorApi.scene, { params: sceneParams(roomId, sceneIndex) }),
    () => ROOM_MESSAGES.loadSceneFailed,
  );

export const updateElement = (
  roomId: string,
  elementId: string,
  body: ElementUpdateInput,
  fallback: string = ROOM_MESSAGES.updateElementFailed,
): Promise<ElementEdit> =>
  attempt(
    () => callApi(editorApi.updateElement, { params: { id: roomId, elementId }, body }),
    (e) => failureMessage(e, fallback),
  );

export const moveElement = (roomId: string, element: Pick<EditorElement, 'id'>, x: number, y: number) =>
  updateElement(
    roomId,
    element.id,
    { x_position: x, y_position: y, regenerate_visualization: true },
    EDITOR_MESSAGES.updatePositionFailed,
  );

export const createElement = (
  roomId: string,
  sceneIndex: number,
  body: ElementCreateInput,
  failure: (message: string) => string = (m) => m,
): Promise<ElementEdit> =>
  attempt(
    () => callApi(editorApi.createElement, { params: sceneParams(roomId, sceneIndex), body }),
    (e) => failure(failureMessage(e, e instanceof Error ? e.message : ROOM_MESSAGES.updateElementFailed)),
  );

export const deleteElement = (roomId: string, elementId: string): Promise<DeleteEdit> =>
  attempt(
    () => callApi(editorApi.deleteElement, { params: { id: roomId, elementId } }),
    (e) => failureMessage(e, ROOM_MESSAGES.updateElementFailed),
  );

export const undoEdit = (roomId: string): Promise<UndoEdit> =>
  attempt(
    () => callApi(editorApi.undo, { params: { id: roomId } }),
    (e) => failureMessage(e, 'Nothing to undo'),
  );

export const regenerateVisualization = (roomId: string, sceneIndex: number): Promise<string> =>
  attempt(
    async () =>
      (await callApi(editorApi.regenerateVisualization, { params: sceneParams(roomId, sceneIndex) }))
        .visualization_image_url,
    () => EDITOR_MESSAGES.regenerateVisualizationFailed,
  );

/** The grid image's URL (the editor's helper reads grid_image_url, §7). */
export const generateGridImage = (roomId: string, sceneIndex: number): Promise<string> =>
  attempt(
    async () => {
      const body = await callApi(editorApi.gridImage, { params: sceneParams(roomId, sceneIndex) });
      return body.grid_image_url || body.grid_image;
    },
    () => EDITOR_MESSAGES.gridOverlayFailed,
  );

export const modifyScene = (roomId: string, sceneIndex: number, prompt: string): Promise<SceneModification> =>
  attempt(
    () =>
      callApi(editorApi.modifyScene, {
        params: sceneParams(roomId, sceneIndex),
        body: { modification_prompt: prompt },
      }),
    (e) => failureMessage(e, ROOM_MESSAGES.modifySceneFailed),
  );

export const loadGraph = (roomId: string): Promise<GraphLoad> =>
  attempt(
    () => callApi(editorApi.graph, { params: { id: roomId } }),
    (e) => failureMessage(e, 'Failed to load the puzzle graph'),
  );

export interface ChatLine {
  type: 'user' | 'ai';
  content: string;
  timestamp: string;
}

/** One assistant turn. A server error reads 'Failed to get AI response: …', a lost call 'Failed to communicate…'. */
export const askAssistant = (
  roomId: string,
  sceneIndex: number,
  prompt: string,
  messages: ChatLine[],
): Promise<AssistantAnswer> =>
  attempt(
    () =>
      callApi(editorApi.assistant, {
        params: sceneParams(roomId, sceneIndex),
        body: { prompt, messages: messages.slice(-50) },
      }),
    (e) =>
      e instanceof ApiError
        ? EDITOR_MESSAGES.aiResponseFailed(failureMessage(e, AI_MESSAGES.generateResponseFailed))
        : EDITOR_MESSAGES.aiCommunicationFailed(e instanceof Error ? e.message : String(e)),
  );

export const suggestElements = (
  scene: { title: string; description: string },
  elements: Array<Pick<EditorElement, 'name' | 'element_type' | 'x_position' | 'y_position'>>,
  cell: { x: number; y: number },
): Promise<ElementSuggestion[]> =>
  attempt(
    async () =>
      (
        await callApi(aiAssistApi.suggestElements, {
          body: {
            scene_data: {
              title: scene.title,
              description: scene.description,
              elements: elements.slice(0, 100).map((e) => ({
                name: e.name,
                element_type: e.element_type,
                x_position: e.x_position,
                y_position: e.y_position,
              })),
            },
            grid_position: cell,
          },
        })
      ).suggestions,
    (e) => failureMessage(e, AI_MESSAGES.suggestionsFailed),
  );
