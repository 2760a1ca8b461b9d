import { describe, expect, it } from 'vitest';
import {
  ADVENTURE_VIBES,
  EARLY_ACCESS_STEPS,
  EOI_VALIDATION_MESSAGES as M,
  EoiResponseInputSchema,
  EoiSubmitRequestSchema,
  ESCAPE_ENERGY,
  FIRST_MOVES,
  PASSIVE_REWARDS,
  initialEarlyAccessDraft,
  isStepComplete,
  toEoiPayload,
  toggleOption,
  type EarlyAccessDraft,
} from './early-access';

function completeDraft(): EarlyAccessDraft {
  return {
    ...initialEarlyAccessDraft(),
    escape_motivation: 'adrenaline rush',
    escape_resume: 'I make them. Seriously!',
    sidekick_choice: 'clue sniper',
    first_move: 'scream "I found something!"',
    ownership_interest: 'Maybe, tell me how it works',
    escape_room_changes: ['more replayable'],
    puzzle_rewards: ['credit and recognition', 'nothing, just for fun'],
    play_rewards: ['badges and trophies'],
    token_usage: ['send to friends'],
    full_name: '  Ada Lovelace ',
    email: 'Ada@Example.com',
    how_heard: 'Other',
    how_heard_other: 'a friend',
  };
}

const messagesOf = (input: unknown) => {
  const result = EoiResponseInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('early-access constants', () => {
  it('keeps the spec texts and defaults', () => {
    expect(ADVENTURE_VIBES[0]).toBe('Solo stealth missions');
    expect(ADVENTURE_VIBES[4]).toBe('Laughing through chaos with friends');
    expect(FIRST_MOVES[4]).toBe('scream "I found something!"');
    expect(EARLY_ACCESS_STEPS).toEqual([
      'Adventure Vibe',
      'Escape Room DNA',
      'Ownership & Design',
      'Benefits',
      'Contact',
    ]);
    expect(ESCAPE_ENERGY.marks.map((m) => `${m.value} ${m.label}`)).toEqual(['1 Chill', '5 Balanced', '10 Overdrive']);
    expect([ESCAPE_ENERGY.default, PASSIVE_REWARDS.default, PASSIVE_REWARDS.max]).toEqual([5, 3, 5]);
  });
});

describe('EoiResponseInputSchema', () => {
  it('when the wizard is complete then its payload parses, trimmed, the email as typed and with "Other: " joined', () => {
    const parsed = EoiSubmitRequestSchema.parse(toEoiPayload(completeDraft()));
    expect(parsed.eoi_response.full_name).toBe('Ada Lovelace');
    expect(parsed.eoi_response.email).toBe('Ada@Example.com');
    expect(parsed.eoi_response.how_did_you_hear_about_us).toBe('Other: a friend');
    expect(parsed.eoi_response.passive_rewards).toBe(3);
  });

  it('when passive_rewards is missing then it defaults to 3, and how-heard to null', () => {
    const { passive_rewards: _p, ...rest } = toEoiPayload({ ...completeDraft(), how_heard: '' }).eoi_response;
    const parsed = EoiResponseInputSchema.parse(rest);
    expect(parsed.passive_rewards).toBe(3);
    expect(parsed.how_did_you_hear_about_us).toBeNull();
  });

  it('when the vibes are not a permutation then the ranking message is given', () => {
    const base = toEoiPayload(completeDraft()).eoi_response;
    for (const vibes of [
      [],
      ADVENTURE_VIBES.slice(0, 4),
      [...ADVENTURE_VIBES.slice(0, 4), ADVENTURE_VIBES[0]],
      [...ADVENTURE_VIBES.slice(0, 4), 'Nap time'],
    ]) {
      expect(messagesOf({ ...base, adventure_vibe: vibes })).toEqual([M.vibesRanking]);
    }
    expect(messagesOf({ ...base, adventure_vibe: [...ADVENTURE_VIBES].reverse() })).toEqual([]);
  });

  it('when a number is out of range or not whole then its message is given', () => {
    const base = toEoiPayload(completeDraft()).eoi_response;
    for (const energy of [0, 11, 5.5, '5']) expect(messagesOf({ ...base, escape_energy: energy })).toEqual([M.energy]);
    for (const rewards of [-1, 6, 2.5])
      expect(messagesOf({ ...base, passive_rewards: rewards })).toEqual([M.passiveRewards]);
  });

  it('when a choice is not an option or a multi-select is empty or repeats then it is refused', () => {
    const base = toEoiPayload(completeDraft()).eoi_response;
    expect(messagesOf({ ...base, escape_resume: 'Expert' })).toEqual([M.chooseOne('your escape resume')]);
    expect(messagesOf({ ...base, token_usage: [] })).toEqual([
      M.chooseAtLeastOne('what you would do with earned tokens'),
    ]);
    expect(messagesOf({ ...base, play_rewards: ['badges and trophies', 'badges and trophies'] })).toEqual([
      M.noDuplicates('how you want to be rewarded for playing'),
    ]);
    expect(messagesOf({ ...base, puzzle_rewards: ['gold'] })).toEqual([
      M.chooseOne('what you want from a puzzle you designed'),
    ]);
  });

  it('when contact fields are wrong then each has a clear message', () => {
    const base = toEoiPayload(completeDraft()).eoi_response;
    expect(messagesOf({ ...base, full_name: '   ' })).toEqual([M.fullNameRequired]);
    expect(messagesOf({ ...base, full_name: 'x'.repeat(121) })).toEqual([M.fullNameTooLong]);
    expect(messagesOf({ ...base, email: 'nope' })).toEqual([M.emailInvalid]);
    expect(messagesOf({ ...base, how_did_you_hear_about_us: 'TikTok' })).toEqual([M.howHeard]);
    expect(messagesOf({ ...base, how_did_you_hear_about_us: 'Other: ' })).toEqual([M.howHeardOtherEmpty]);
    expect(messagesOf({ ...base, how_did_you_hear_about_us: 'Reddit' })).toEqual([]);
  });

  it('when the body has no eoi_response then it says so', () => {
    const result = EoiSubmitRequestSchema.safeParse({});
    expect(result.success ? '' : result.error.issues[0].message).toBe('eoi_response is required');
  });
});

describe('isStepComplete', () => {
  it('when a draft is fresh then no step is complete', () => {
    const draft = initialEarlyAccessDraft();
    expect([0, 1, 2, 3, 4].map((step) => isStepComplete(step, draft))).toEqual([false, false, false, false, false]);
  });

  it('when each step is filled then it becomes complete', () => {
    const draft = completeDraft();
    expect([0, 1, 2, 3, 4].map((step) => isStepComplete(step, draft))).toEqual([true, true, true, true, true]);
    expect(isStepComplete(0, { ...draft, adventure_vibe: [] })).toBe(false);
    expect(isStepComplete(2, { ...draft, puzzle_rewards: [] })).toBe(false);
    expect(isStepComplete(3, { ...draft, token_usage: [] })).toBe(false);
    expect(isStepComplete(4, { ...draft, email: 'not-an-email' })).toBe(false);
    expect(isStepComplete(4, { ...draft, how_heard_other: ' ' })).toBe(false);
    expect(isStepComplete(4, { ...draft, how_heard: '' })).toBe(true);
    expect(isStepComplete(5, draft)).toBe(false);
  });

  it('toggles multi-select values on and off', () => {
    expect(toggleOption(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleOption(['a', 'b'], 'a')).toEqual(['b']);
  });
});
