import { describe, expect, it } from 'vitest';
import { initialState } from '@core/engine';
import { hintOutcome } from './play-hints';
import { stepSession } from './play-engine';
import { sealedFixtureRoom } from './play-fixture';
import { localSessionOf } from './play-memory-store';

const NOW = '2026-01-01T11:00:00.000Z';
const hint = { text: 'Read the note on the desk.', elementId: 'note' };

describe('hintOutcome', () => {
  it('gives the hint, charged by the engine, and counts it for its element', () => {
    const before = localSessionOf({
      state: { ...initialState(sealedFixtureRoom), points: 50 },
      hints_given: { note: 1 },
    });
    const outcome = hintOutcome(hint, stepSession(sealedFixtureRoom, before, { type: 'hint' }, NOW));
    expect(outcome.words).toBe(hint.text);
    expect(outcome.session?.state.hints_used).toBe(1);
    expect(outcome.session?.state.points).toBeLessThan(50);
    expect(outcome.session?.hints_given).toEqual({ note: 2 });
  });

  it('says why there is no hint when the engine refuses it', () => {
    const escaped = localSessionOf({ state: { ...initialState(sealedFixtureRoom), escaped: true } });
    const outcome = hintOutcome(hint, stepSession(sealedFixtureRoom, escaped, { type: 'hint' }, NOW));
    expect(outcome.words).not.toBe(hint.text);
    expect(outcome.session?.hints_given).toEqual({});
  });

  it('passes on a failure to step at all', () => {
    expect(hintOutcome(hint, { ok: false, message: 'Failed' })).toEqual({ words: 'Failed', session: null });
  });
});
