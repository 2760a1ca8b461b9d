import { describe, expect, it } from 'vitest';
import { initialState } from '@core/engine/engine';
import { step } from '@core/game-step';
import type { GameAction, GameState, QueuedAction, SyncResponse } from '@core';
import { createFlusher } from './action-queue';
import type { LocalSession } from './offline-db';
import { fixtureRoom } from '../../test-support/play-fixture';
import { localSessionOf, memoryPlayStore } from '../../test-support/play-memory-store';
import { createPlaySync, type PlaySyncDeps, type SyncStatus } from './play-sync';
import { ApiError } from '../../http/api';

const note: GameAction = { type: 'interact', element_id: 'note' };
const afterNote = step(fixtureRoom, initialState(fixtureRoom), note).state;

/** A server that replays what it receives on the full package. */
function fakeServer(options: { fail?: boolean } = {}) {
  /** Set to refuse the next sends as over a limit (429 with Retry-After). */
  let limited: ApiError | null = null;
  let state: GameState = initialState(fixtureRoom);
  const received: QueuedAction[] = [];
  const server = {
    fail: options.fail ?? false,
    received,
    limit: (error: ApiError | null) => (limited = error),
    send: async (_roomId: string, actions: QueuedAction[]): Promise<SyncResponse> => {
      if (server.fail) throw new TypeError('Failed to fetch');
      if (limited) throw limited;
      for (const queued of actions) {
        received.push(queued);
        state = step(fixtureRoom, state, queued.action).state;
      }
      const game_session = {
        id: 'session-1',
        escape_room_id: 'room-1',
        current_scene_id: state.scene_id,
        completed: state.escaped,
        total_points: state.points,
        hints_used: state.hints_used,
        ranked: true,
        created_at: '2026-01-01T10:00:00.000Z',
        updated_at: '2026-01-01T10:00:00.000Z',
      };
      return { game_session, applied: actions.length, skipped: 0, state };
    },
  };
  return server;
}

function harness(options: { online?: boolean; fail?: boolean } = {}) {
  const store = memoryPlayStore();
  const server = fakeServer(options);
  let session: LocalSession | null = localSessionOf({ state: initialState(fixtureRoom) });
  const statuses: SyncStatus[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const clock = { now: 1_000_000 };
  let saveFailures = 0;
  const deps: PlaySyncDeps = {
    roomId: 'room-1',
    flusher: createFlusher(store, server.send),
    store,
    isOnline: () => options.online ?? true,
    current: () => ({ session, room: fixtureRoom }),
    adopt: (next) => (session = next),
    onStatus: (status) => statuses.push(status),
    onSaveFailed: () => (saveFailures += 1),
    now: () => clock.now,
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
  };
  const sync = createPlaySync(deps);
  const played = (action: GameAction) => {
    const next = { ...session!, state: step(fixtureRoom, session!.state, action).state };
    session = next;
    return sync.record(next, action);
  };
  return {
    store,
    server,
    sync,
    statuses,
    timers,
    clock,
    played,
    session: () => session,
    saveFailures: () => saveFailures,
  };
}

describe('createPlaySync', () => {
  it('saves the step with its queued action, sends it and adopts the server score', async () => {
    const h = harness();
    await h.played(note);
    expect(h.server.received.map((q) => q.action)).toEqual([note]);
    expect(h.store.queue.every((entry) => entry.synced === 1)).toBe(true);
    expect(h.session()).toMatchObject({ session_id: 'session-1', server_points: afterNote.points });
    expect(h.sync.status()).toEqual({ pending: 0, syncing: false, failed: false, wait: null });
  });

  it('offline: queues and counts the actions, sends nothing', async () => {
    const h = harness({ online: false });
    await h.played(note);
    await h.played({ type: 'hint' });
    expect(h.server.received).toHaveLength(0);
    expect(h.sync.status().pending).toBe(2);
    expect(h.store.sessions.get('room-1')?.state.hints_used).toBe(1);
  });

  it('after a failed send: keeps the actions queued and retries on a timer', async () => {
    const h = harness({ fail: true });
    await h.played(note);
    expect(h.sync.status()).toMatchObject({ pending: 1, failed: true });
    expect(h.timers).toHaveLength(1);
    h.server.fail = false;
    h.timers[0].run();
    await h.sync.flush();
    expect(h.server.received).toHaveLength(1);
    expect(h.sync.status()).toMatchObject({ pending: 0, failed: false });
  });

  it('after a 429 with Retry-After: keeps the actions, names the lock, sends nothing until the wait is over, then sends them', async () => {
    const h = harness();
    const tooMany = new ApiError('Too many wrong codes', 429, { element_id: 'safe' }, 42);
    h.server.limit(tooMany);
    await h.played(note);
    expect(h.sync.status()).toEqual({
      pending: 1,
      syncing: false,
      failed: false,
      wait: { until: h.clock.now + 42_000, elementId: 'safe' },
    });
    expect(h.timers.at(-1)?.ms).toBe(42_000);

    // Played meanwhile: queued, not sent (the server would refuse it), and the wait is kept.
    h.server.limit(null);
    h.clock.now += 10_000;
    await h.played({ type: 'hint' });
    expect(h.server.received).toHaveLength(0);
    expect(h.sync.status()).toMatchObject({ pending: 2, wait: { elementId: 'safe' } });
    expect(h.timers.at(-1)?.ms).toBe(32_000);

    h.clock.now += 32_000;
    h.timers.at(-1)!.run();
    await h.sync.flush();
    expect(h.server.received.map((q) => q.action)).toEqual([note, { type: 'hint' }]);
    expect(h.sync.status()).toMatchObject({ pending: 0, failed: false, wait: null });
  });

  it('adopts the server state when the queue is empty and nothing was played meanwhile', async () => {
    const h = harness();
    // The server already holds an action this device has not seen (a hint bought elsewhere).
    await h.server.send('room-1', [{ action_id: 'other-device', action: { type: 'hint' } }]);
    await h.played(note);
    expect(h.session()?.state).toMatchObject({ inspected: ['note'], hints_used: 1 });
  });

  it('a practice replay is saved but never queued', async () => {
    const h = harness();
    const practice = { ...h.session()!, practice: true };
    await h.sync.record(practice, note);
    expect(h.store.queue).toHaveLength(0);
    expect(h.store.sessions.get('room-1')?.practice).toBe(true);
    expect(h.server.received).toHaveLength(0);
  });

  it('says when the device cannot save', async () => {
    const h = harness();
    h.store.failWrites = true;
    await h.played(note);
    expect(h.saveFailures()).toBe(1);
    expect(h.server.received).toHaveLength(0);
  });
});
