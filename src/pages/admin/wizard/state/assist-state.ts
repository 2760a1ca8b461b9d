/**
 * The AI assistance part of the creation wizard's state (issue 10): one call at a time
 * (rewrite, add a scene, validate, change a picture), its error or offline notice, the
 * one-step undo of the last rewrite and the last validation. Pure; wizard-state.ts
 * hands these actions here.
 */
import { AI_FALLBACK_MESSAGES, type AiEngine, type ValidateRoomAnswer } from '@core';
import { WIZARD_AI_MESSAGES } from '@core/content/messages';
import {
  appendScene,
  applyRewrite,
  editableStoryboard,
  removeScene,
  targetLabel,
  undoAfterRemoval,
  undoRewrite,
  type RewriteTarget,
  type StoryboardScene,
} from './storyboard-edits';
import { STEP } from './wizard-steps';
import type { AssistState, AssistTask, WizardState } from './wizard-types';

export const initialAssistState: AssistState = {
  pending: null,
  error: null,
  notice: null,
  undo: null,
  validation: null,
  changedPicture: null,
};

interface AnswerMeta {
  engine: AiEngine;
  notice?: string;
}

export type AssistAction =
  | { type: 'assistStart'; task: AssistTask }
  | { type: 'assistFail'; error: string }
  | {
      type: 'rewritten';
      target: RewriteTarget;
      content: string;
      scene: StoryboardScene | null;
      summary?: string;
      meta: AnswerMeta;
    }
  | { type: 'undoRewrite' }
  | { type: 'sceneAdded'; scene: StoryboardScene; meta: AnswerMeta }
  | { type: 'removeScene'; sceneIndex: number }
  | { type: 'validated'; answer: ValidateRoomAnswer }
  | {
      type: 'pictureChanged';
      sceneIndex: number;
      url: string;
      imageUrl: string;
      description: string;
      meta: AnswerMeta;
    };

const ASSIST_ACTIONS = new Set<string>([
  'assistStart',
  'assistFail',
  'rewritten',
  'undoRewrite',
  'sceneAdded',
  'removeScene',
  'validated',
  'pictureChanged',
]);
export const isAssistAction = (action: { type: string }): action is AssistAction => ASSIST_ACTIONS.has(action.type);

/** An AI call may start when nothing else runs; storyboard calls need an editable storyboard. */
export function canAssist(state: WizardState, task: AssistTask): boolean {
  if (state.busy !== null || state.assist.pending !== null || !state.room) return false;
  if (task.kind === 'changePicture') return state.step === STEP.images;
  return state.step === STEP.storyboard && editableStoryboard(state.storyboard) !== null;
}

/** The progress line of a pending call. */
export function assistProgress(task: AssistTask): string {
  switch (task.kind) {
    case 'rewrite':
      return WIZARD_AI_MESSAGES.rewriting(targetLabel(task.target));
    case 'addScene':
      return WIZARD_AI_MESSAGES.addingScene;
    case 'validate':
      return WIZARD_AI_MESSAGES.validating;
    case 'changePicture':
      return WIZARD_AI_MESSAGES.changingPicture(task.sceneIndex + 1);
  }
}

const noticeOf = (meta: AnswerMeta) => (meta.engine === 'offline' && meta.notice ? meta.notice : null);
const settled = (assist: AssistState, meta: AnswerMeta): AssistState => ({
  ...assist,
  pending: null,
  error: null,
  notice: noticeOf(meta),
});

/** A storyboard change: the old validation no longer holds, and scenes must be made again. */
const edited = (state: WizardState, storyboard: WizardState['storyboard'], assist: AssistState): WizardState => ({
  ...state,
  storyboard,
  storyboardDirty: true,
  assist: { ...assist, validation: null },
});

export function assistReducer(state: WizardState, action: AssistAction): WizardState {
  const { assist } = state;
  const storyboard = editableStoryboard(state.storyboard);
  switch (action.type) {
    case 'assistStart':
      if (!canAssist(state, action.task)) return state;
      return { ...state, error: null, assist: { ...assist, pending: action.task, error: null, notice: null } };
    case 'assistFail':
      return { ...state, assist: { ...assist, pending: null, error: action.error } };
    case 'rewritten': {
      const done = storyboard && applyRewrite(storyboard, action.target, action);
      if (!done) return { ...state, assist: { ...assist, pending: null, error: AI_FALLBACK_MESSAGES.editStoryboard } };
      return edited(state, done.storyboard, { ...settled(assist, action.meta), undo: done.undo });
    }
    case 'undoRewrite':
      if (!storyboard || !assist.undo || assist.pending || state.busy) return state;
      return edited(state, undoRewrite(storyboard, assist.undo), { ...assist, undo: null, error: null });
    case 'sceneAdded': {
      const next = storyboard && appendScene(storyboard, action.scene);
      if (!next) return { ...state, assist: { ...assist, pending: null, error: AI_FALLBACK_MESSAGES.generateScene } };
      return edited(state, next, settled(assist, action.meta));
    }
    case 'removeScene': {
      if (assist.pending || state.busy) return state;
      const next = storyboard && removeScene(storyboard, action.sceneIndex);
      if (!next) return state;
      return edited(state, next, { ...assist, error: null, undo: undoAfterRemoval(assist.undo, action.sceneIndex) });
    }
    case 'validated':
      return { ...state, assist: { ...settled(assist, action.answer), validation: action.answer } };
    case 'pictureChanged':
      if (!action.imageUrl.trim())
        return { ...state, assist: { ...assist, pending: null, error: AI_FALLBACK_MESSAGES.editSceneImage } };
      return {
        ...state,
        scenes: state.scenes.map((s) =>
          s.sceneIndex === action.sceneIndex
            ? {
                ...s,
                description: action.description || s.description,
                urls: s.urls.map((u) => (u === action.url ? action.imageUrl : u)),
              }
            : s,
        ),
        assist: {
          ...settled(assist, action.meta),
          changedPicture: { sceneIndex: action.sceneIndex, description: action.description },
        },
      };
  }
}
