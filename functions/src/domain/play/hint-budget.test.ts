import { describe, expect, it } from 'vitest';
import { indexRoom, initialState, type GameState, type HintOffer } from '@core';
import { buildRoom, sampleRoom } from '@core/test-support/test-rooms';
import { budgetedHint, REQUEST_HINT_STATES, requestHints } from './hint-budget';

/** `switches` switches that must all be on before the door opens: 2^switches states to search. */
function switchRoom(switches: number) {
  const ids = Array.from({ length: switches }, (_, i) => `switch-${i}`);
  const { pkg } = buildRoom({
    scenes: [
      {
        id: 'hall',
        elements: [...ids.map((id) => ({ id })), { id: 'door', requires: { solved: ids }, yields: { escape: true } }],
      },
    ],
  });
  return { index: indexRoom(pkg), start: initialState(pkg) };
}

const isOffer = (answer: unknown): answer is HintOffer => typeof answer === 'object' && answer !== null;

describe('the hint budget of a request', () => {
  it('when a usual room is asked then the hint is found and costs a few states', async () => {
    const { pkg } = sampleRoom();
    const hints = requestHints();
    const answer = await budgetedHint(indexRoom(pkg), initialState(pkg), hints);
    expect(isOffer(answer) && answer.element_id).toBe('painting');
    expect(REQUEST_HINT_STATES - hints.states).toBeLessThan(100);
  });

  it('when the same state is asked again then the answer is given again without searching', async () => {
    const { index, start } = switchRoom(15);
    const hints = requestHints();
    expect(await budgetedHint(index, start, hints)).toBe('too-large'); // past the search's own cap
    const left = hints.states;
    expect(left).toBeGreaterThan(0);
    expect(await budgetedHint(index, structuredClone(start), hints)).toBe('too-large');
    expect(hints.states).toBe(left);
  });

  it('when an earlier hint spent most of the budget then a search that needs more is refused as too large', async () => {
    const big = switchRoom(15);
    const smaller = switchRoom(13); // 8,188 states to the way out
    expect(isOffer(await budgetedHint(smaller.index, smaller.start, requestHints()))).toBe(true);

    const hints = requestHints();
    await budgetedHint(big.index, big.start, hints);
    expect(hints.states).toBeLessThan(8_000);
    expect(await budgetedHint(smaller.index, smaller.start, hints)).toBe('too-large');
    expect(hints.states).toBeLessThanOrEqual(0);
  });

  it('when hint actions ask again from the same position then only the first searches, and each goes a level up', async () => {
    // 8,188 states to the way out: three such searches would spend the request's 20,000.
    const { index, start } = switchRoom(13);
    const hints = requestHints();
    let state: GameState = start;
    const levels: number[] = [];
    for (let asked = 0; asked < 4; asked++) {
      const answer = await budgetedHint(index, state, hints);
      if (!isOffer(answer)) throw new Error(`hint ${asked + 1}: ${String(answer)}`);
      levels.push(answer.level);
      if (asked === 0) expect(hints.states).toBeLessThan(REQUEST_HINT_STATES - 8_000);
      state = { ...state, hints_seen: [...(state.hints_seen ?? []), `${answer.element_id}:${answer.level}`] };
    }
    expect(levels).toEqual([0, 1, 2, 2]);
    expect(hints.states).toBeGreaterThan(REQUEST_HINT_STATES - 8_200 - 1);
  });

  it('when the time budget is spent then the next hint is refused before it searches', async () => {
    const { pkg } = sampleRoom();
    const hints = { ...requestHints(), ms: 0 };
    const state: GameState = initialState(pkg);
    expect(await budgetedHint(indexRoom(pkg), state, hints)).toBe('too-large');
  });
});
