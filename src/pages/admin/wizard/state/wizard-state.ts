/**
 * The creation wizard's state machine (rooms-and-play-spec §2, §4): pure, so the
 * transitions are unit-tested without a browser.
 */
import { DEFAULT_DIFFICULTY, type CreationStepInfo, type RoomSummary, type Storyboard } from '@core';
import { assistReducer, initialAssistState, isAssistAction, type AssistAction } from './assist-state';
import { STEP } from './wizard-steps';
import type { AssistState, RoomDetails, SceneImages, Solvability, WizardState, WizardTask } from './wizard-types';

export { STEP, WIZARD_STEP_LABELS } from './wizard-steps';

export const initialWizardState: WizardState = {
  step: STEP.details,
  details: { title: '', description: '', difficulty: DEFAULT_DIFFICULTY, theme: '' },
  agentId: null,
  room: null,
  storyboard: null,
  storyboardDirty: false,
  credits: {},
  scenes: [],
  finalMessage: null,
  solvability: null,
  busy: null,
  progress: null,
  error: null,
  assist: initialAssistState,
};

export type WizardAction =
  | { type: 'details'; patch: Partial<RoomDetails> }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'selectAgent'; agentId: string }
  | { type: 'start'; task: WizardTask; progress: string }
  | { type: 'progress'; progress: string }
  | { type: 'fail'; error: string }
  | { type: 'clearError' }
  | { type: 'storyboardCreated'; room: RoomSummary; storyboard: Storyboard | string; writing?: CreationStepInfo }
  | { type: 'scenesCreated'; scenes: Omit<SceneImages, 'urls'>[]; design?: CreationStepInfo }
  | {
      type: 'sceneImages';
      sceneIndex: number;
      urls: string[];
      painting?: CreationStepInfo;
      placement?: CreationStepInfo;
    }
  | { type: 'imagesDone' }
  | { type: 'finalized'; message: string; solvability: Solvability | null }
  | AssistAction;

export const isDetailsComplete = (d: RoomDetails): boolean =>
  d.title.trim() !== '' && d.description.trim() !== '' && d.theme.trim() !== '';

export const imageCount = (state: WizardState): number => state.scenes.reduce((n, s) => n + s.urls.length, 0);
export const canFinalize = (state: WizardState): boolean =>
  imageCount(state) > 0 && state.busy === null && state.assist.pending === null;
/** Back moves one step back on steps 1 to 3 (not while a call is running). */
export const canGoBack = (state: WizardState): boolean =>
  state.step >= STEP.agent && state.step <= STEP.images && state.busy === null && state.assist.pending === null;
/** Scenes are made (again) when there are none yet or the storyboard was edited since. */
export const needsScenes = (state: WizardState): boolean => state.scenes.length === 0 || state.storyboardDirty;
/** A step change leaves the last call's error and notice behind (the undo and verdict stay). */
const leaveStep = (assist: AssistState): AssistState => ({ ...assist, error: null, notice: null });
export const scenesMissingImages = (state: WizardState): SceneImages[] =>
  state.scenes.filter((s) => s.urls.length === 0);

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  if (isAssistAction(action)) return assistReducer(state, action);
  switch (action.type) {
    case 'details':
      return { ...state, details: { ...state.details, ...action.patch } };
    case 'next':
      if (state.step !== STEP.details || !isDetailsComplete(state.details)) return state;
      return { ...state, step: STEP.agent, error: null };
    case 'back':
      return canGoBack(state)
        ? { ...state, step: state.step - 1, error: null, assist: leaveStep(state.assist) }
        : state;
    case 'selectAgent':
      return { ...state, agentId: action.agentId, error: null };
    case 'start':
      return { ...state, busy: action.task, progress: action.progress, error: null };
    case 'progress':
      return { ...state, progress: action.progress };
    case 'fail':
      return { ...state, busy: null, progress: null, error: action.error };
    case 'clearError':
      return { ...state, error: null };
    case 'storyboardCreated':
      return {
        ...state,
        room: action.room,
        storyboard: action.storyboard,
        storyboardDirty: false,
        credits: { writing: action.writing },
        scenes: [],
        assist: initialAssistState,
        busy: null,
        progress: null,
        step: STEP.storyboard,
      };
    case 'scenesCreated': {
      // Pictures painted for the same storyboard are kept (a retry); an edited storyboard starts over.
      const previous = new Map(state.storyboardDirty ? [] : state.scenes.map((s) => [s.sceneIndex, s]));
      const scenes = action.scenes.map((s) => {
        const { urls = [], painting, placement } = previous.get(s.sceneIndex) ?? {};
        return { ...s, urls, painting, placement };
      });
      const design = action.design ?? (state.storyboardDirty ? undefined : state.credits.design);
      return {
        ...state,
        scenes,
        step: STEP.images,
        storyboardDirty: false,
        credits: { ...state.credits, design },
        assist: leaveStep(state.storyboardDirty ? { ...state.assist, changedPicture: null } : state.assist),
      };
    }
    case 'sceneImages': {
      const { urls, painting, placement } = action;
      return {
        ...state,
        scenes: state.scenes.map((s) => (s.sceneIndex === action.sceneIndex ? { ...s, urls, painting, placement } : s)),
      };
    }
    case 'imagesDone':
      return { ...state, busy: null, progress: null };
    case 'finalized':
      return {
        ...state,
        busy: null,
        progress: null,
        finalMessage: action.message,
        solvability: action.solvability,
        step: STEP.finalize,
      };
    default:
      return state;
  }
}
