import { describe, expect, it } from 'vitest';
import type { RoomSummary } from '@core';
import { canFinalize, canGoBack, initialWizardState, isDetailsComplete, STEP, wizardReducer } from './wizard-state';
import type { WizardState } from './wizard-types';

const room: RoomSummary = {
  id: 'r1',
  title: 'Vault',
  description: 'd',
  difficulty: 'medium',
  theme: 'Heist',
  agent_id: 'a1',
  enabled: false,
  published: false,
  owner_name: 'Ada Lovelace',
  owner_email: 'a@b.c',
  created_at: '2025-01-01T00:00:00Z',
  scene_count: 0,
  cover_image_url: null,
  allow_remix: true,
  remix_of: null,
};
const filled = wizardReducer(initialWizardState, {
  type: 'details',
  patch: { title: 'Vault', description: 'A bank', theme: 'Heist' },
});
const at = (step: number, extra: Partial<WizardState> = {}): WizardState => ({ ...filled, step, ...extra });

describe('creation wizard state', () => {
  it('starts on Room Details with difficulty medium', () => {
    expect(initialWizardState.step).toBe(STEP.details);
    expect(initialWizardState.details.difficulty).toBe('medium');
  });

  it('when title, description or theme is blank then Next does nothing', () => {
    for (const blank of ['title', 'description', 'theme'] as const) {
      const state = wizardReducer(filled, { type: 'details', patch: { [blank]: '   ' } });
      expect(isDetailsComplete(state.details)).toBe(false);
      expect(wizardReducer(state, { type: 'next' }).step).toBe(STEP.details);
    }
    expect(wizardReducer(filled, { type: 'next' }).step).toBe(STEP.agent);
  });

  it('when the storyboard is created then moves to the storyboard step', () => {
    const started = wizardReducer(at(STEP.agent, { agentId: 'a1' }), {
      type: 'start',
      task: 'storyboard',
      progress: 'x',
    });
    expect(started.busy).toBe('storyboard');
    const done = wizardReducer(started, { type: 'storyboardCreated', room, storyboard: 'raw' });
    expect(done).toMatchObject({ step: STEP.storyboard, busy: null, room, storyboard: 'raw' });
  });

  it('when a call fails then stays on the step with the error and not busy', () => {
    const started = wizardReducer(at(STEP.agent), { type: 'start', task: 'storyboard', progress: 'x' });
    const failed = wizardReducer(started, { type: 'fail', error: 'Failed to create escape room' });
    expect(failed).toMatchObject({ step: STEP.agent, busy: null, error: 'Failed to create escape room' });
  });

  it('goes back only on steps 1 to 3 and never while busy', () => {
    expect(canGoBack(at(STEP.details))).toBe(false);
    expect(wizardReducer(at(STEP.agent), { type: 'back' }).step).toBe(STEP.details);
    expect(wizardReducer(at(STEP.images), { type: 'back' }).step).toBe(STEP.storyboard);
    expect(wizardReducer(at(STEP.finalize), { type: 'back' }).step).toBe(STEP.finalize);
    expect(wizardReducer(at(STEP.storyboard, { busy: 'images' }), { type: 'back' }).step).toBe(STEP.storyboard);
  });

  it('allows Finalize only once an image exists', () => {
    let state = wizardReducer(at(STEP.storyboard, { room, busy: 'images' }), {
      type: 'scenesCreated',
      scenes: [
        { sceneIndex: 0, title: 'A', description: 'a' },
        { sceneIndex: 1, title: 'B', description: 'b' },
      ],
    });
    expect(state.step).toBe(STEP.images);
    state = wizardReducer(state, { type: 'imagesDone' });
    expect(canFinalize(state)).toBe(false);
    state = wizardReducer(state, { type: 'sceneImages', sceneIndex: 1, urls: ['/api/v1/media/x'] });
    expect(canFinalize(state)).toBe(true);
    expect(state.scenes[0].urls).toEqual([]);
  });

  it('keeps painted images when the scenes are listed again (retry)', () => {
    const withImage = wizardReducer(
      wizardReducer(at(STEP.storyboard), {
        type: 'scenesCreated',
        scenes: [{ sceneIndex: 0, title: 'A', description: 'a' }],
      }),
      { type: 'sceneImages', sceneIndex: 0, urls: ['u'] },
    );
    const again = wizardReducer(withImage, {
      type: 'scenesCreated',
      scenes: [{ sceneIndex: 0, title: 'A', description: 'a' }],
    });
    expect(again.scenes[0].urls).toEqual(['u']);
  });

  it('when finalized then shows the last step with the solvability', () => {
    const done = wizardReducer(at(STEP.images, { busy: 'finalize' }), {
      type: 'finalized',
      message: 'Escape room finalized and published!',
      solvability: { solvable: true, steps: 9 },
    });
    expect(done).toMatchObject({ step: STEP.finalize, busy: null, solvability: { solvable: true, steps: 9 } });
  });
});
