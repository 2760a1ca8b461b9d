/**
 * The wizard's own steps as calls: write the storyboard, create and paint the scenes, finalize
 * the room. Each reads the state as it is when it starts and feeds its outcome to the reducer.
 */
import type { Dispatch } from 'react';
import type { CreationStepInfo } from '@core';
import { ROOM_MESSAGES, WIZARD_MESSAGES } from '@core/content/messages';
import { createRoom, createScenes, finalizeRoom, generateSceneImage } from '../../../../data/rooms/useRooms';
import { editableStoryboard } from './storyboard-edits';
import { needsScenes, type WizardAction } from './wizard-state';
import type { SceneImages, WizardState } from './wizard-types';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export async function writeStoryboard(state: WizardState, dispatch: Dispatch<WizardAction>) {
  const { details, agentId, busy } = state;
  if (busy || state.assist.pending) return;
  if (!agentId) {
    dispatch({ type: 'fail', error: ROOM_MESSAGES.selectAgent });
    return;
  }
  dispatch({ type: 'start', task: 'storyboard', progress: WIZARD_MESSAGES.writingStoryboard });
  try {
    const { puzzle, storyboard, writing } = await createRoom({ ...details, agent_id: agentId });
    dispatch({ type: 'storyboardCreated', room: puzzle, storyboard, writing });
  } catch (error) {
    dispatch({ type: 'fail', error: messageOf(error, ROOM_MESSAGES.createRoomFailed) });
  }
}

/** The scenes to paint: as they are, or created anew from the storyboard as the creator left it. */
async function scenesOf(current: WizardState, roomId: string) {
  let scenes: SceneImages[] = current.scenes;
  let design: CreationStepInfo | undefined;
  if (needsScenes(current)) {
    const created = await createScenes(roomId, editableStoryboard(current.storyboard) ?? undefined);
    if (created.scenes.length === 0) throw new Error('the storyboard has no scenes');
    design = created.design;
    scenes = created.scenes.map((r) => ({
      sceneIndex: r.scene_index,
      title: r.title,
      description: r.description,
      urls: [],
    }));
  }
  return { scenes, design };
}

/**
 * Creates the scene records from the storyboard as the creator left it (again when it was
 * edited since), then paints every scene that has no image yet, one by one.
 */
export async function paintScenes(current: WizardState, dispatch: Dispatch<WizardAction>) {
  if (current.busy || current.assist.pending || !current.room) return;
  const roomId = current.room.id;
  dispatch({ type: 'start', task: 'images', progress: WIZARD_MESSAGES.creatingScenes });
  try {
    const { scenes, design } = await scenesOf(current, roomId);
    dispatch({ type: 'scenesCreated', scenes, design });
    const todo = scenes.filter((s) => s.urls.length === 0);
    for (const scene of todo) {
      dispatch({
        type: 'progress',
        progress: WIZARD_MESSAGES.paintingScene(scenes.indexOf(scene) + 1, scenes.length),
      });
      const painted = await generateSceneImage(roomId, scene.description, scene.sceneIndex);
      dispatch({ type: 'sceneImages', sceneIndex: scene.sceneIndex, ...painted });
    }
    dispatch({ type: 'imagesDone' });
  } catch (error) {
    const message = messageOf(error, 'unknown error');
    dispatch({
      type: 'fail',
      error: message.startsWith(ROOM_MESSAGES.generateImagesFailed(''))
        ? message
        : ROOM_MESSAGES.generateImagesFailed(message),
    });
  }
}

export async function finalizeWizardRoom(current: WizardState, dispatch: Dispatch<WizardAction>) {
  if (current.busy || current.assist.pending || !current.room) return;
  dispatch({ type: 'start', task: 'finalize', progress: WIZARD_MESSAGES.finalizing });
  try {
    const result = await finalizeRoom(current.room.id);
    dispatch({ type: 'finalized', message: result.message, solvability: result.solvability });
  } catch (error) {
    dispatch({ type: 'fail', error: messageOf(error, ROOM_MESSAGES.finalizeFailed) });
  }
}
