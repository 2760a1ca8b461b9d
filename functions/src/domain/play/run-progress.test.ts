import { describe, expect, it } from 'vitest';
import { initialState, opaqueIdsFor, renameIds, renameSolutions, type QueuedAction } from '@core';
import { sampleRoom } from '@core/test-support/test-rooms';
import { applyActions } from './replay-steps';

const queued = (...actions: QueuedAction['action'][]): QueuedAction[] =>
  actions.map((action, n) => ({ action_id: `a${n}`, action }));

describe("a write's run progress (creator analytics)", () => {
  it('when a player reads a clue, enters a wrong code, then the right one, then the facts are the replay’s', async () => {
    const { pkg, solutions } = sampleRoom();
    const start = initialState(pkg);
    const run = await applyActions(
      { pkg, solutions },
      start,
      queued(
        { type: 'interact', element_id: 'painting' },
        { type: 'interact', element_id: 'desk-drawer', input: '111' },
        { type: 'interact', element_id: 'desk-drawer', input: '427' },
      ),
      new Set(),
    );
    expect(run.progress).toEqual({
      p: { painting: { s: true }, 'desk-drawer': { w: 1, s: true } },
      last: 'desk-drawer',
      scenes: ['study'],
    });
  });

  it('when a later write only taps what is already solved then there is nothing to write', async () => {
    const { pkg, solutions } = sampleRoom();
    const first = await applyActions(
      { pkg, solutions },
      initialState(pkg),
      queued({ type: 'interact', element_id: 'bookshelf' }),
      new Set(),
    );
    const later = await applyActions(
      { pkg, solutions },
      first.state,
      queued({ type: 'interact', element_id: 'bookshelf' }),
      new Set(),
    );
    expect(first.progress).not.toBeNull();
    expect(later.progress).toBeNull();
  });

  it('when the room was released under opaque ids then the facts name the design ids', async () => {
    const room = sampleRoom();
    let n = 0;
    const ids = opaqueIdsFor(room.pkg, (length) => Uint8Array.from({ length }, () => (n += 7) % 251));
    const pkg = renameIds(room.pkg, ids);
    const solutions = renameSolutions(room.solutions, ids);
    const run = await applyActions(
      { pkg, solutions, online: { ids } },
      initialState(pkg),
      queued({ type: 'interact', element_id: ids.elements['desk-drawer'], input: '000' }),
      new Set(),
    );
    expect(run.progress).toEqual({ p: { 'desk-drawer': { w: 1 } }, last: null, scenes: ['study'] });
  });
});
