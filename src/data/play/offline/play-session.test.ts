import { describe, expect, it } from 'vitest';
import { initialState } from '@core/engine/engine';
import { step } from '@core/game-step';
import type { LocalSession } from './offline-db';
import { fixtureRoom } from '../../test-support/play-fixture';
import {
  chooseResume,
  displayedPoints,
  formatDuration,
  shouldAdoptServerState,
  stateFitsPackage,
} from './play-session';

const fresh = initialState(fixtureRoom);
const afterNote = step(fixtureRoom, fresh, { type: 'interact', element_id: 'note' }).state;
const afterSafe = step(fixtureRoom, afterNote, { type: 'interact', element_id: 'safe', input: '427' }).state;

const local = (overrides: Partial<LocalSession> = {}): LocalSession => ({
  room_id: 'room-1',
  version: 'v1',
  state: afterSafe,
  session_id: null,
  server_points: null,
  hints_given: {},
  practice: false,
  started_at: '2025-01-01T00:00:00Z',
  finished_at: null,
  updated_at: '2025-01-01T00:01:00Z',
  ...overrides,
});

describe('chooseResume', () => {
  it('when a local session of this version exists then play continues from it, even if the server has one', () => {
    const chosen = chooseResume(fixtureRoom, local(), afterNote, initialState);
    expect(chosen.source).toBe('local');
    expect(chosen.state).toBe(afterSafe);
  });

  it('when the local session belongs to another package version then the server state is used', () => {
    const chosen = chooseResume(fixtureRoom, local({ version: 'v0' }), afterNote, initialState);
    expect(chosen).toEqual({ state: afterNote, source: 'server' });
  });

  it('when there is neither then a new game starts in the start scene', () => {
    const chosen = chooseResume(fixtureRoom, undefined, null, initialState);
    expect(chosen.source).toBe('initial');
    expect(chosen.state).toEqual(fresh);
  });

  it('when the server state names a scene the package lacks then it is ignored', () => {
    const broken = { ...afterNote, scene_id: 'nowhere' };
    expect(chooseResume(fixtureRoom, undefined, broken, initialState).source).toBe('initial');
  });
});

describe('stateFitsPackage', () => {
  it('when the state mentions an unknown element then it does not fit', () => {
    expect(stateFitsPackage(fixtureRoom, afterNote)).toBe(true);
    expect(
      stateFitsPackage(fixtureRoom, {
        ...afterNote,
        elements: { ...afterNote.elements, ghost: { state: 'available', visible: true } },
      }),
    ).toBe(false);
    expect(stateFitsPackage(fixtureRoom, null)).toBe(false);
  });
});

describe('shouldAdoptServerState', () => {
  const base = {
    pkg: fixtureRoom,
    local: afterNote,
    server: afterSafe,
    pending: 0,
    revisionAtStart: 3,
    revisionNow: 3,
  };

  it('when the queue is empty, nothing happened meanwhile and the server differs then its state wins', () => {
    expect(shouldAdoptServerState(base)).toBe(true);
  });

  it('when the player acted during the flush then the local state is kept', () => {
    expect(shouldAdoptServerState({ ...base, revisionNow: 4 })).toBe(false);
  });

  it('when actions are still waiting then the local state is kept', () => {
    expect(shouldAdoptServerState({ ...base, pending: 1 })).toBe(false);
  });

  it('when both agree except for key order then nothing changes', () => {
    const reverse = (o: object) => Object.fromEntries(Object.entries(o).reverse());
    const reordered = { ...reverse(afterNote), elements: reverse(afterNote.elements) } as typeof afterNote;
    expect(Object.keys(reordered)[0]).not.toBe(Object.keys(afterNote)[0]);
    expect(shouldAdoptServerState({ ...base, server: reordered })).toBe(false);
  });
});

describe('displayedPoints', () => {
  it('when everything is synced then the server score is shown, else the local one', () => {
    expect(displayedPoints(afterSafe, 40, 0, false)).toBe(40);
    expect(displayedPoints(afterSafe, 40, 2, false)).toBe(afterSafe.points);
    expect(displayedPoints(afterSafe, null, 0, false)).toBe(afterSafe.points);
    expect(displayedPoints(afterSafe, 40, 0, true)).toBe(afterSafe.points);
  });
});

describe('formatDuration', () => {
  it('when formatting play time then minutes and seconds are shown, with hours when needed', () => {
    expect(formatDuration('2025-01-01T00:00:00Z', '2025-01-01T00:03:07Z')).toBe('3:07');
    expect(formatDuration('2025-01-01T00:00:00Z', '2025-01-01T01:02:03Z')).toBe('1:02:03');
    expect(formatDuration('2025-01-01T00:00:10Z', '2025-01-01T00:00:00Z')).toBe('0:00');
  });
});
