/**
 * The creation wizard's state, as types: the room details, the scenes and their pictures,
 * the AI assistance part and the whole. The reducers (wizard-state.ts, assist-state.ts)
 * and the steps read and write it.
 */
import type { CreationStepInfo, Difficulty, RoomSummary, Storyboard, ValidateRoomAnswer } from '@core';
import type { RewriteTarget, RewriteUndo } from './storyboard-edits';

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
  /** Who painted this scene's picture and who placed its elements, when the server says. */
  painting?: CreationStepInfo;
  placement?: CreationStepInfo;
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
  /** The storyboard changed since the scenes were made from it (they are made again). */
  storyboardDirty: boolean;
  /** Who wrote the storyboard and who designed the puzzles, when the server says. */
  credits: { writing?: CreationStepInfo; design?: CreationStepInfo };
  scenes: SceneImages[];
  finalMessage: string | null;
  solvability: Solvability | null;
  busy: WizardTask | null;
  progress: string | null;
  error: string | null;
  assist: AssistState;
}

export type AssistTask =
  | { kind: 'rewrite'; target: RewriteTarget }
  | { kind: 'addScene' }
  | { kind: 'validate' }
  | { kind: 'changePicture'; sceneIndex: number; url: string };

export interface AssistState {
  pending: AssistTask | null;
  error: string | null;
  /** Why the offline engine answered the last call although Gemini is configured. */
  notice: string | null;
  undo: RewriteUndo | null;
  validation: ValidateRoomAnswer | null;
  /** The description of the last changed picture, shown under the grid. */
  changedPicture: { sceneIndex: number; description: string } | null;
}
