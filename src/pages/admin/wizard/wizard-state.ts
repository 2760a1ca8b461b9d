/**
 * The creation wizard's state machine (rooms-and-play-spec §2, §4): pure, so the
 * transitions are unit-tested without a browser.
 */
import { DEFAULT_DIFFICULTY, type Difficulty, type RoomSummary, type Storyboard } from '@core';

export const WIZARD_STEP_LABELS = [
  'Room Details',
  'AI Agent & Theme',
  'Storyboard',
  'Scene Images',
  'Finalize',
] as const;
export const STEP = { details: 0, agent: 1, storyboard: 2, images: 3, finalize: 4 } as const;

export interface RoomDetails {
  title: string;
  description: string;
  difficulty: Difficulty;
  theme: string;
}

export interface SceneImages {
  sceneIndex: number;
  title: string;
  description: string;
  urls: string[];
}

export interface Solvability {
  solvable: boolean;
  steps: number;
}

export type WizardTask = 'storyboard' | 'images' | 'finalize';

export interface WizardState {
  step: number;
  details: RoomDetails;
  agentId: string | null;
  room: RoomSummary | null;
  storyboard: Storyboard | string | null;
  scenes: SceneImages[];
  finalMessage: string | null;
  solvability: Solvability | null;
  busy: WizardTask | null;
  progress: string | null;
  error: string | null;
}

export const initialWizardState: WizardState = {
  step: STEP.details,
  details: { title: '', description: '', difficulty: DEFAULT_DIFFICULTY, theme: '' },
  agentId: null,
  room: null,
  storyboard: null,
  scenes: [],
  finalMessage: null,
  solvability: null,
  busy: null,
  progress: null,
  error: null,
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
  | { type: 'storyboardCreated'; room: RoomSummary; storyboard: Storyboard | string }
  | { type: 'scenesCreated'; scenes: Omit<SceneImages, 'urls'>[] }
  | { type: 'sceneImages'; sceneIndex: number; urls: string[] }
  | { type: 'imagesDone' }
  | { type: 'finalized'; message: string; solvability: Solvability | null };

export const isDetailsComplete = (d: RoomDetails): boolean =>
  d.title.trim() !== '' && d.description.trim() !== '' && d.theme.trim() !== '';

export const imageCount = (state: WizardState): number => state.scenes.reduce((n, s) => n + s.urls.length, 0);
export const canFinalize = (state: WizardState): boolean => imageCount(state) > 0 && state.busy === null;
/** Back moves one step back on steps 1 to 3 (not while a call is running). */
export const canGoBack = (state: WizardState): boolean =>
  state.step >= STEP.agent && state.step <= STEP.images && state.busy === null;
export const scenesMissingImages = (state: WizardState): SceneImages[] =>
  state.scenes.filter((s) => s.urls.length === 0);

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'details':
      return { ...state, details: { ...state.details, ...action.patch } };
    case 'next':
      if (state.step !== STEP.details || !isDetailsComplete(state.details)) return state;
      return { ...state, step: STEP.agent, error: null };
    case 'back':
      return canGoBack(state) ? { ...state, step: state.step - 1, error: null } : state;
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
        scenes: [],
        busy: null,
        progress: null,
        step: STEP.storyboard,
      };
    case 'scenesCreated': {
      const previous = new Map(state.scenes.map((s) => [s.sceneIndex, s.urls]));
      const scenes = action.scenes.map((s) => ({ ...s, urls: previous.get(s.sceneIndex) ?? [] }));
      return { ...state, scenes, step: STEP.images };
    }
    case 'sceneImages':
      return {
        ...state,
        scenes: state.scenes.map((s) => (s.sceneIndex === action.sceneIndex ? { ...s, urls: action.urls } : s)),
      };
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
