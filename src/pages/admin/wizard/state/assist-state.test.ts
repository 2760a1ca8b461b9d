import { describe, expect, it } from 'vitest';
import type { RoomSummary, Storyboard, ValidateRoomAnswer } from '@core';
import { assistProgress, canAssist } from './assist-state';
import { fieldTarget, sceneTarget } from './storyboard-edits';
import { canFinalize, canGoBack, initialWizardState, needsScenes, STEP, wizardReducer } from './wizard-state';
import type { WizardState } from './wizard-types';

const room = { id: '6f1c1f7e-8a4e-4a36-9d7e-3a3f0e4b6c11', title: 'Vault' } as RoomSummary;
const board: Storyboard = {
  title: 'The Clockmaker',
  story_premise: 'You are locked in a tower.',
  backstory: 'Long ago a clockmaker vanished.',
  scenes: [
    { title: 'Workshop', description: 'Gears everywhere.' },
    { title: 'Belfry', description: 'A giant bell.' },
  ],
};
const onStoryboard = (extra: Partial<WizardState> = {}): WizardState => ({
  ...initialWizardState,
  step: STEP.storyboard,
  room,
  storyboard: board,
  ...extra,
});
const gemini = { engine: 'gemini' as const };
const verdict: ValidateRoomAnswer = {
  success: true,
  engine: 'offline',
  notice: 'Gemini took too long',
  solvable: true,
  reason: null,
  depth: 2,
  steps: 7,
  states_explored: 40,
  checked: 'storyboard',
  critique: {
    pacing: 'Even.',
    fairness: 'Fair.',
    theme_fit: 'Fits.',
    scores: { pacing: 4, fairness: 5, theme_fit: 3 },
    suggestions: ['Add a red herring'],
  },
};
const run = (state: WizardState, ...actions: Parameters<typeof wizardReducer>[1][]) =>
  actions.reduce(wizardReducer, state);

describe('wizard AI assistance state', () => {
  it('when a rewrite is pending then no other call, Back or Finalize may start', () => {
    const pending = run(onStoryboard(), {
      type: 'assistStart',
      task: { kind: 'rewrite', target: fieldTarget('title') },
    });
    expect(pending.assist.pending).toEqual({ kind: 'rewrite', target: fieldTarget('title') });
    expect(canAssist(pending, { kind: 'validate' })).toBe(false);
    expect(run(pending, { type: 'assistStart', task: { kind: 'addScene' } }).assist.pending?.kind).toBe('rewrite');
    expect(canGoBack(pending)).toBe(false);
    expect(run(pending, { type: 'back' }).step).toBe(STEP.storyboard);
    expect(run(pending, { type: 'removeScene', sceneIndex: 0 }).storyboard).toBe(board);
    expect(assistProgress(pending.assist.pending!)).toBe('Ermie is rewriting the title…');
  });

  it('when the wizard is busy or the storyboard is raw text then storyboard calls do not start', () => {
    expect(canAssist(onStoryboard({ busy: 'images' }), { kind: 'addScene' })).toBe(false);
    expect(canAssist(onStoryboard({ storyboard: 'Once upon a time' }), { kind: 'validate' })).toBe(false);
    expect(canAssist(onStoryboard(), { kind: 'changePicture', sceneIndex: 0, url: 'u' })).toBe(false);
  });

  it('when a rewrite answers then the field is replaced, the old verdict dropped, and undo restores it', () => {
    const target = sceneTarget(1);
    const done = run(
      onStoryboard({ assist: { ...initialWizardState.assist, validation: verdict } }),
      { type: 'assistStart', task: { kind: 'rewrite', target } },
      {
        type: 'rewritten',
        target,
        content: 'A cracked bell.',
        scene: { title: 'Bell tower', description: 'A cracked bell.' },
        meta: gemini,
      },
    );
    expect((done.storyboard as Storyboard).scenes[1]).toEqual({ title: 'Bell tower', description: 'A cracked bell.' });
    expect(done.assist).toMatchObject({ pending: null, error: null, notice: null, validation: null });
    expect(done.storyboardDirty).toBe(true);
    const undone = run(done, { type: 'undoRewrite' });
    expect(undone.storyboard).toEqual(board);
    expect(undone.assist.undo).toBeNull();
  });

  it('when a rewrite answer is empty then the fallback message shows and nothing changes', () => {
    const done = run(
      onStoryboard(),
      { type: 'assistStart', task: { kind: 'rewrite', target: fieldTarget('title') } },
      { type: 'rewritten', target: fieldTarget('title'), content: ' ', scene: null, meta: gemini },
    );
    expect(done.storyboard).toBe(board);
    expect(done.assist).toMatchObject({ pending: null, error: 'Failed to process AI request' });
  });

  it('when a call fails then the wrapper message shows in the step and the step stays usable', () => {
    const failed = run(
      onStoryboard(),
      { type: 'assistStart', task: { kind: 'addScene' } },
      { type: 'assistFail', error: 'Failed to generate new scene' },
    );
    expect(failed.assist).toMatchObject({ pending: null, error: 'Failed to generate new scene' });
    expect(canAssist(failed, { kind: 'addScene' })).toBe(true);
    expect(run(failed, { type: 'assistStart', task: { kind: 'validate' } }).assist.error).toBeNull();
  });

  it('when the offline engine answers with a notice then the notice is kept; a Gemini answer clears it', () => {
    const added = run(
      onStoryboard(),
      { type: 'assistStart', task: { kind: 'addScene' } },
      {
        type: 'sceneAdded',
        scene: { title: 'Cellar', description: 'Damp stairs.' },
        meta: { engine: 'offline', notice: 'Gemini answered malformed JSON' },
      },
    );
    expect((added.storyboard as Storyboard).scenes.map((s) => s.title)).toEqual(['Workshop', 'Belfry', 'Cellar']);
    expect(added.assist.notice).toBe('Gemini answered malformed JSON');
    const next = run(
      added,
      { type: 'assistStart', task: { kind: 'addScene' } },
      { type: 'sceneAdded', scene: { title: 'Attic', description: 'Dust.' }, meta: gemini },
    );
    expect(next.assist.notice).toBeNull();
  });

  it('removes a scene while more than two remain', () => {
    const three = { ...board, scenes: [...board.scenes, { title: 'Roof', description: 'Stars.' }] };
    const removed = run(onStoryboard({ storyboard: three }), { type: 'removeScene', sceneIndex: 0 });
    expect((removed.storyboard as Storyboard).scenes.map((s) => s.title)).toEqual(['Belfry', 'Roof']);
    expect(run(removed, { type: 'removeScene', sceneIndex: 0 }).storyboard).toBe(removed.storyboard);
  });

  it('when validated then the verdict and critique are kept with the notice', () => {
    const done = run(
      onStoryboard(),
      { type: 'assistStart', task: { kind: 'validate' } },
      { type: 'validated', answer: verdict },
    );
    expect(done.assist).toMatchObject({ pending: null, validation: verdict, notice: 'Gemini took too long' });
    expect(done.storyboardDirty).toBe(false);
  });

  it('when the storyboard was edited after the scenes were made then they are made again, without old pictures', () => {
    const scenes = [{ sceneIndex: 0, title: 'Workshop', description: 'd', urls: ['/api/v1/media/a'] }];
    const painted = onStoryboard({ scenes });
    expect(needsScenes(painted)).toBe(false);
    const edited = run(
      painted,
      { type: 'assistStart', task: { kind: 'addScene' } },
      { type: 'sceneAdded', scene: { title: 'Cellar', description: 'Damp.' }, meta: gemini },
    );
    expect(needsScenes(edited)).toBe(true);
    const remade = run(edited, {
      type: 'scenesCreated',
      scenes: [{ sceneIndex: 0, title: 'Workshop', description: 'd' }],
      design: { engine: 'offline' },
    });
    expect(remade.scenes[0].urls).toEqual([]);
    expect(remade).toMatchObject({ storyboardDirty: false, credits: { design: { engine: 'offline' } } });
  });

  it('when a picture is changed then that picture is replaced and its description shown', () => {
    const scenes = [
      { sceneIndex: 0, title: 'Workshop', description: 'Gears.', urls: ['/api/v1/media/a'] },
      { sceneIndex: 1, title: 'Belfry', description: 'Bell.', urls: ['/api/v1/media/b'] },
    ];
    const onImages = onStoryboard({ step: STEP.images, scenes });
    const task = { kind: 'changePicture' as const, sceneIndex: 1, url: '/api/v1/media/b' };
    const pending = run(onImages, { type: 'assistStart', task });
    expect(canFinalize(pending)).toBe(false);
    const changed = run(pending, {
      type: 'pictureChanged',
      sceneIndex: 1,
      url: '/api/v1/media/b',
      imageUrl: '/api/v1/media/c',
      description: 'A bell at dawn.',
      meta: gemini,
    });
    expect(changed.scenes[1]).toMatchObject({ urls: ['/api/v1/media/c'], description: 'A bell at dawn.' });
    expect(changed.scenes[0].urls).toEqual(['/api/v1/media/a']);
    expect(changed.assist.changedPicture).toEqual({ sceneIndex: 1, description: 'A bell at dawn.' });
    expect(canFinalize(changed)).toBe(true);
    const empty = run(pending, {
      ...changed,
      type: 'pictureChanged',
      sceneIndex: 1,
      url: '/api/v1/media/b',
      imageUrl: '',
      description: '',
      meta: gemini,
    });
    expect(empty.assist.error).toBe('Failed to process AI image request');
  });

  it('when a new storyboard is created then earlier edits, verdicts and notices are gone', () => {
    const old = onStoryboard({
      assist: { ...initialWizardState.assist, validation: verdict, notice: 'n', error: 'e' },
    });
    const fresh = run(old, { type: 'storyboardCreated', room, storyboard: board, writing: { engine: 'gemini' } });
    expect(fresh.assist).toEqual(initialWizardState.assist);
    expect(fresh.credits).toEqual({ writing: { engine: 'gemini' } });
  });
});
