/**
 * The wizard's AI assistance calls (issue 10): rewrite a storyboard field or scene by a
 * sentence, add a scene, validate the room, change a scene's picture. One call at a time;
 * each outcome (or the AI wrapper's message) goes to the reducer.
 */
import { useMemo, type Dispatch, type RefObject } from 'react';
import { AI_FALLBACK_MESSAGES } from '@core';
import { AiCallError, editSceneImage, editStoryboard, generateScene, validateRoom } from '../../../../data/ai/ai-api';
import { canAssist } from './assist-state';
import { editableStoryboard, type RewriteTarget } from './storyboard-edits';
import type { WizardAction } from './wizard-state';
import type { AssistTask, WizardState } from './wizard-types';
import type { Exclusive } from './useExclusive';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof AiCallError || (error instanceof Error && error.message) ? error.message : fallback;

export interface WizardAssist {
  rewrite: (target: RewriteTarget, prompt: string) => void;
  undoRewrite: () => void;
  addScene: (prompt: string) => void;
  removeScene: (sceneIndex: number) => void;
  validate: () => void;
  changePicture: (sceneIndex: number, url: string, prompt: string) => void;
}

/** Starts `task` when allowed, runs `call`, and reports a failure with the wrapper's message. */
type RunAssist = (task: AssistTask, fallback: string, call: (state: WizardState) => Promise<void>) => Promise<void>;

export function useWizardAssist(
  stateRef: RefObject<WizardState>,
  dispatch: Dispatch<WizardAction>,
  exclusive: Exclusive,
): WizardAssist {
  return useMemo(() => {
    const run: RunAssist = (task, fallback, call) =>
      exclusive(async () => {
        const state = stateRef.current;
        if (!canAssist(state, task)) return;
        dispatch({ type: 'assistStart', task });
        try {
          await call(state);
        } catch (error) {
          dispatch({ type: 'assistFail', error: messageOf(error, fallback) });
        }
      })();

    return { ...storyboardAssist(run, dispatch), ...roomAssist(run, dispatch) };
  }, [stateRef, dispatch, exclusive]);
}

/** Rewriting a storyboard field or scene (and its undo), adding and removing scenes. */
function storyboardAssist(
  run: RunAssist,
  dispatch: Dispatch<WizardAction>,
): Pick<WizardAssist, 'rewrite' | 'undoRewrite' | 'addScene' | 'removeScene'> {
  return {
    rewrite: (target, prompt) => {
      if (!prompt.trim()) return;
      void run({ kind: 'rewrite', target }, AI_FALLBACK_MESSAGES.editStoryboard, async (state) => {
        const storyboard = editableStoryboard(state.storyboard);
        if (!storyboard) throw new Error(AI_FALLBACK_MESSAGES.editStoryboard);
        const answer = await editStoryboard({
          prompt: prompt.trim(),
          storyboard,
          field: target.field,
          scene_index: target.sceneIndex,
        });
        dispatch({
          type: 'rewritten',
          target,
          content: answer.content,
          scene: answer.scene,
          summary: answer.summary,
          meta: answer,
        });
      });
    },
    undoRewrite: () => dispatch({ type: 'undoRewrite' }),
    addScene: (prompt) => {
      void run({ kind: 'addScene' }, AI_FALLBACK_MESSAGES.generateScene, async (state) => {
        const storyboard = editableStoryboard(state.storyboard);
        if (!storyboard) throw new Error(AI_FALLBACK_MESSAGES.generateScene);
        const answer = await generateScene({ storyboard_context: storyboard, prompt: prompt.trim() });
        dispatch({ type: 'sceneAdded', scene: answer.scene, meta: answer });
      });
    },
    removeScene: (sceneIndex) => dispatch({ type: 'removeScene', sceneIndex }),
  };
}

/** Validating the room and changing a scene's picture. */
function roomAssist(
  run: RunAssist,
  dispatch: Dispatch<WizardAction>,
): Pick<WizardAssist, 'validate' | 'changePicture'> {
  return {
    validate: () => {
      void run({ kind: 'validate' }, AI_FALLBACK_MESSAGES.validateRoom, async (state) => {
        const storyboard = editableStoryboard(state.storyboard);
        if (!storyboard || !state.room) throw new Error(AI_FALLBACK_MESSAGES.validateRoom);
        const answer = await validateRoom({ storyboard, room_id: state.room.id });
        dispatch({ type: 'validated', answer });
      });
    },
    changePicture: (sceneIndex, url, prompt) => {
      if (!prompt.trim()) return;
      void run({ kind: 'changePicture', sceneIndex, url }, AI_FALLBACK_MESSAGES.editSceneImage, async (state) => {
        const scene = state.scenes.find((s) => s.sceneIndex === sceneIndex);
        if (!scene || !state.room) throw new Error(AI_FALLBACK_MESSAGES.editSceneImage);
        const answer = await editSceneImage({
          prompt: prompt.trim(),
          image_url: url,
          scene_data: {
            room_id: state.room.id,
            scene_index: sceneIndex,
            title: scene.title,
            description: scene.description,
          },
        });
        dispatch({
          type: 'pictureChanged',
          sceneIndex,
          url,
          imageUrl: answer.image_url,
          description: answer.description,
          meta: answer,
        });
      });
    },
  };
}
