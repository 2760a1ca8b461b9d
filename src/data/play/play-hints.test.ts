import { describe, expect, it, vi } from 'vitest';
import { HINT_COST_POINTS, openView } from '@core';
import { initialState } from '@core/engine/engine';
import { HINT_SLICE_MS, hintCostLabel, hintView, hintViewInSlices, offerNow, runInSlices } from './play-hints';
import { stepSession } from './play-engine';
import { sealedFixtureRoom } from '../test-support/play-fixture';
import { localSessionOf } from '../test-support/play-memory-store';

const NOW = '2026-01-01T11:00:00.000Z';

describe('hintView', () => {
  it('offers the next useful step with its cost before buying; bought hints are listed again', () => {
    const start = localSessionOf({ state: initialState(sealedFixtureRoom) });
    const before = hintView(openView(sealedFixtureRoom, {}, start.state).pkg, start.state);
    expect(before.offer).toMatchObject({ cost: HINT_COST_POINTS, bought: false, level: 0 });
    expect(before.offer?.element_id).not.toBe('door'); // The door needs the key first.
    expect(before.bought).toEqual([]);

    // Buying goes through the engine on the sealed package, offline, like any action.
    const stepped = stepSession(sealedFixtureRoom, start, { type: 'hint' }, NOW);
    expect(stepped.ok && stepped.result.success).toBe(true);
    if (!stepped.ok) return;
    expect(stepped.result.message).toBe(before.offer?.text);
    expect(stepped.session.state.points).toBe(-HINT_COST_POINTS); // Never free, even at 0 points.
    const after = hintView(openView(sealedFixtureRoom, {}, stepped.session.state).pkg, stepped.session.state);
    expect(after.bought).toEqual([before.offer?.text]);
    expect(after.offer?.level).toBe(1); // Asking again about the same step goes further.
  });

  it('offers nothing once the player escaped', () => {
    const escaped = { ...initialState(sealedFixtureRoom), escaped: true };
    expect(hintView(openView(sealedFixtureRoom, {}, escaped).pkg, escaped).offer).toBeNull();
  });
});

describe('hintViewInSlices', () => {
  it('finds the same offer and bought hints as hintView', async () => {
    const start = initialState(sealedFixtureRoom);
    const pkg = openView(sealedFixtureRoom, {}, start).pkg;
    expect(await hintViewInSlices(pkg, start, () => false)).toEqual(hintView(pkg, start));
  });

  it('starts in a task of its own: a state that moved on before then is not searched at all', async () => {
    const start = initialState(sealedFixtureRoom);
    const pkg = openView(sealedFixtureRoom, {}, start).pkg;
    let moved = false;
    const pending = hintViewInSlices(pkg, start, () => moved);
    moved = true;
    expect(await pending).toBeNull();
  });
});

describe('runInSlices', () => {
  function* counting(pauses: number, log: string[]): Generator<void, string, void> {
    for (let i = 0; i < pauses; i++) {
      log.push(`step ${i}`);
      yield;
    }
    return 'done';
  }

  it('when a slice runs out of time then the browser gets a turn before the search goes on, and the result is the same', async () => {
    const log: string[] = [];
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => log.length * HINT_SLICE_MS);
    setTimeout(() => log.push('browser'), 0);
    expect(await runInSlices(counting(3, log), () => false)).toBe('done');
    clock.mockRestore();
    expect(log).toEqual(['step 0', 'browser', 'step 1', 'step 2']);
  });

  it('when it is no longer wanted at a pause then it stops and resolves null', async () => {
    const log: string[] = [];
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => log.length * HINT_SLICE_MS);
    expect(await runInSlices(counting(3, log), () => true)).toBeNull();
    clock.mockRestore();
    expect(log).toEqual(['step 0']);
  });
});

describe('hintCostLabel', () => {
  it('says the cost before the player confirms, and that a re-view is free', () => {
    const offer = { element_id: 'note', level: 0 as const, text: 'Look at the note.', bought: false };
    expect(hintCostLabel({ ...offer, cost: 10 })).toBe('Hint costs 10 points');
    expect(hintCostLabel({ ...offer, cost: 0, bought: true })).toBe('Shown again free');
  });
});

describe('offerNow', () => {
  it('issue 33 item 4: is the hint the hint action then buys, worked out without buying it', () => {
    const start = localSessionOf({ state: initialState(sealedFixtureRoom) });
    const offer = offerNow(sealedFixtureRoom, start);
    expect(offer).toEqual(hintView(openView(sealedFixtureRoom, {}, start.state).pkg, start.state).offer);
    expect(offerNow(sealedFixtureRoom, start)).toBe(offer); // Kept for the same state.
    expect(start.state.points).toBe(0);

    const stepped = stepSession(sealedFixtureRoom, start, { type: 'hint' }, NOW);
    if (!stepped.ok) throw new Error(stepped.message);
    expect(stepped.result.message).toBe(offer?.text);
    expect(offerNow(sealedFixtureRoom, stepped.session)?.level).toBe(1);
  });
});
