import { describe, expect, it } from 'vitest';
import { initialEarlyAccessDraft, type EarlyAccessDraft } from '@core/contracts/early-access';
import { canGoBack, canGoForward, canSubmit, canVisitStep, progressOf, stepCountText } from './wizard-nav';

const stepZeroDone = (): EarlyAccessDraft => ({ ...initialEarlyAccessDraft(), escape_motivation: 'adrenaline rush' });
const allDone = (): EarlyAccessDraft => ({
  ...stepZeroDone(),
  escape_resume: 'Casual solver',
  sidekick_choice: 'clue sniper',
  first_move: 'start touching everything',
  ownership_interest: 'Maybe, tell me how it works',
  escape_room_changes: ['more replayable'],
  puzzle_rewards: ['credit and recognition'],
  play_rewards: ['badges and trophies'],
  token_usage: ['send to friends'],
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
});

describe('progress', () => {
  it('is (step + 1) / 5 with "Step N of 5"', () => {
    expect(progressOf(0)).toBe(0.2);
    expect(progressOf(4)).toBe(1);
    expect(stepCountText(2)).toBe('Step 3 of 5');
  });
});

describe('step headers', () => {
  it('when the current step is incomplete then only earlier steps can be visited', () => {
    const draft = initialEarlyAccessDraft();
    expect(canVisitStep(0, 0, draft)).toBe(true);
    expect(canVisitStep(1, 0, draft)).toBe(false);
    expect(canVisitStep(0, 2, draft)).toBe(true);
    expect(canVisitStep(1, 2, draft)).toBe(true);
    expect(canVisitStep(3, 2, draft)).toBe(false);
  });

  it('when the current step is complete then the next step opens, never one further', () => {
    const draft = stepZeroDone();
    expect(canVisitStep(1, 0, draft)).toBe(true);
    expect(canVisitStep(2, 0, draft)).toBe(false);
    expect(canVisitStep(4, 3, allDone())).toBe(true);
    expect(canVisitStep(5, 4, allDone())).toBe(false);
    expect(canVisitStep(-1, 0, allDone())).toBe(false);
  });
});

describe('Back, Continue and Submit', () => {
  it('hides Back on the first step only', () => {
    expect(canGoBack(0)).toBe(false);
    expect([1, 2, 3, 4].every(canGoBack)).toBe(true);
  });

  it('gates Continue on completeness and never goes past the last step', () => {
    expect(canGoForward(0, initialEarlyAccessDraft())).toBe(false);
    expect(canGoForward(0, stepZeroDone())).toBe(true);
    expect(canGoForward(1, stepZeroDone())).toBe(false);
    expect(canGoForward(4, allDone())).toBe(false);
  });

  it('submits only from a complete last step', () => {
    expect(canSubmit(4, allDone())).toBe(true);
    expect(canSubmit(3, allDone())).toBe(false);
    expect(canSubmit(4, { ...allDone(), email: '' })).toBe(false);
    expect(canSubmit(4, { ...allDone(), how_heard: 'Other' })).toBe(false);
    expect(canSubmit(4, { ...allDone(), how_heard: 'Other', how_heard_other: 'a podcast' })).toBe(true);
  });
});
