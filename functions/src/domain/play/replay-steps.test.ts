import { describe, expect, it } from 'vitest';
import { initialState, step, type GameAction, type QueuedAction, type RoomPackage } from '@core';
import { sampleRoom } from '@core/test-support/test-rooms';
import { applyActions, roomIndexOf } from './replay-steps';

const deepFrozen = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFrozen(child);
  }
  return value;
};

const taps = (...ids: string[]): QueuedAction[] =>
  ids.map((id, n) => ({ action_id: `a${n}`, action: { type: 'interact', element_id: id } }));

describe('replay steps', () => {
  it('indexes a frozen package once and an editable one on every call', () => {
    const frozen = deepFrozen(sampleRoom().pkg);
    expect(roomIndexOf(frozen)).toBe(roomIndexOf(frozen));
    const editable = sampleRoom().pkg;
    expect(roomIndexOf(editable)).not.toBe(roomIndexOf(editable));
  });

  it('steps a frozen package exactly as the engine steps the package itself', async () => {
    const { pkg, solutions } = sampleRoom();
    const frozen = deepFrozen(structuredClone(pkg));
    const actions = taps('painting', 'bookshelf', 'study-door', 'painting');
    const run = await applyActions({ pkg: frozen, solutions }, initialState(frozen), actions, new Set());
    let expected = initialState(pkg);
    for (const { action } of actions) expected = step(pkg, expected, action as GameAction).state;
    expect(run.state).toEqual(expected);
    expect(run.fresh.map((a) => a.success)).toEqual(run.results.map((r) => r.result?.success));
  });

  it('sees an edit of a package that is not frozen', async () => {
    const { pkg, solutions }: { pkg: RoomPackage; solutions: Record<string, string> } = sampleRoom();
    const start = initialState(pkg);
    const before = await applyActions({ pkg, solutions }, start, taps('bookshelf'), new Set());
    expect(before.state.points - start.points).not.toBe(7);
    pkg.scenes[0].elements.find((e) => e.id === 'bookshelf')!.points_awarded = 7;
    const after = await applyActions({ pkg, solutions }, start, taps('bookshelf'), new Set());
    expect(after.state.points - start.points).toBe(7);
  });
});
