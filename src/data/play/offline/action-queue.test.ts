import { describe, expect, it } from 'vitest';
import type { GameSession, GameState, QueuedAction, SyncResponse } from '@core';
import { createFlusher, flushRoomQueue, newQueueEntry, SYNC_BATCH_MAX, type SyncSender } from './action-queue';
import type { QueueEntry, QueueStore } from './offline-db';

/** The Dexie store's contract, in memory: ordered by insertion, unique action ids. */
function memoryQueue(): QueueStore & { entries: QueueEntry[]; add(entry: QueueEntry): void } {
  const entries: QueueEntry[] = [];
  return {
    entries,
    add(entry) {
      if (entries.some((e) => e.action_id === entry.action_id)) throw new Error('duplicate action id');
      entries.push({ ...entry, seq: entries.length + 1 });
    },
    pending: async (roomId) => entries.filter((e) => e.room_id === roomId && e.synced === 0).map((e) => ({ ...e })),
    markSynced: async (ids) => {
      for (const e of entries) if (ids.includes(e.action_id)) e.synced = 1;
    },
  };
}

const session: GameSession = {
  id: 's1',
  escape_room_id: 'r1',
  current_scene_id: 'a',
  completed: false,
  total_points: 0,
  hints_used: 0,
  ranked: true,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};
const state: GameState = {
  scene_id: 'a',
  visited_scene_ids: ['a'],
  elements: {},
  inspected: [],
  inventory: [],
  points: 0,
  hints_used: 0,
  hints_seen: [],
  escaped: false,
};

/** A fake server that, like the real one, applies each action id once. */
function fakeServer() {
  const applied: string[] = [];
  const requests: QueuedAction[][] = [];
  let failNext = 0;
  const send: SyncSender = async (_roomId, actions) => {
    requests.push(actions);
    if (failNext > 0) {
      failNext -= 1;
      throw new TypeError('Failed to fetch');
    }
    let fresh = 0;
    for (const a of actions) {
      if (!applied.includes(a.action_id)) {
        applied.push(a.action_id);
        fresh += 1;
      }
    }
    const response: SyncResponse = {
      game_session: { ...session, total_points: applied.length * 10 },
      applied: fresh,
      skipped: actions.length - fresh,
      state,
    };
    return response;
  };
  return { send, applied, requests, failTimes: (n: number) => (failNext = n) };
}

const interact = (id: string) => ({ type: 'interact' as const, element_id: id });

describe('newQueueEntry', () => {
  it('when an action is queued then it gets a unique id, a timestamp and is unsynced', () => {
    const a = newQueueEntry('r1', interact('x'), new Date('2025-02-03T04:05:06Z'));
    const b = newQueueEntry('r1', interact('x'));
    expect(a.action_id).not.toBe(b.action_id);
    expect(a.action_id.length).toBeGreaterThanOrEqual(8);
    expect(a).toMatchObject({ room_id: 'r1', at: '2025-02-03T04:05:06.000Z', synced: 0 });
  });
});

describe('flushRoomQueue', () => {
  it('when actions are queued then they are sent in the order they were taken and marked synced', async () => {
    const store = memoryQueue();
    const server = fakeServer();
    ['e1', 'e2', 'e3'].forEach((id, i) => store.add(newQueueEntry('r1', interact(id), new Date(), `action-${i}`)));
    store.add(newQueueEntry('other', interact('x'), new Date(), 'action-other'));

    const result = await flushRoomQueue(store, 'r1', server.send);

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].map((a) => a.action_id)).toEqual(['action-0', 'action-1', 'action-2']);
    expect(result).toMatchObject({ sent: 3, pending: 0, error: null });
    expect(result.response?.game_session.total_points).toBe(30);
    expect(await store.pending('r1')).toEqual([]);
    expect(await store.pending('other')).toHaveLength(1);
  });

  it('when the request fails then nothing is dropped and the retry sends the same ids once', async () => {
    const store = memoryQueue();
    const server = fakeServer();
    store.add(newQueueEntry('r1', interact('e1'), new Date(), 'action-1'));
    store.add(newQueueEntry('r1', interact('e2'), new Date(), 'action-2'));
    server.failTimes(1);

    const failed = await flushRoomQueue(store, 'r1', server.send);
    expect(failed.error).toBeInstanceOf(TypeError);
    expect(failed).toMatchObject({ sent: 0, pending: 2 });
    expect((await store.pending('r1')).map((e) => e.action_id)).toEqual(['action-1', 'action-2']);

    const retried = await flushRoomQueue(store, 'r1', server.send);
    expect(retried).toMatchObject({ sent: 2, pending: 0, error: null });
    expect(server.applied).toEqual(['action-1', 'action-2']);
    expect(retried.response?.game_session.total_points).toBe(20);
  });

  it('when more actions than one request may carry are queued then they go in ordered batches', async () => {
    const store = memoryQueue();
    const server = fakeServer();
    const count = SYNC_BATCH_MAX + 3;
    for (let i = 0; i < count; i++)
      store.add(newQueueEntry('r1', interact('e'), new Date(), `action-${String(i).padStart(4, '0')}`));

    const result = await flushRoomQueue(store, 'r1', server.send);

    expect(server.requests.map((r) => r.length)).toEqual([SYNC_BATCH_MAX, 3]);
    expect(server.applied).toEqual([...server.applied].sort());
    expect(result.sent).toBe(count);
  });
});

describe('createFlusher', () => {
  it('when an action is queued while a request is in flight then it is sent by a follow-up request, never twice', async () => {
    const store = memoryQueue();
    const server = fakeServer();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const slowSend: SyncSender = async (roomId, actions) => {
      if (first) {
        first = false;
        await gate;
      }
      return server.send(roomId, actions);
    };
    const flusher = createFlusher(store, slowSend);
    store.add(newQueueEntry('r1', interact('e1'), new Date(), 'action-1'));

    const running = flusher.flush('r1');
    store.add(newQueueEntry('r1', interact('e2'), new Date(), 'action-2'));
    const second = flusher.flush('r1');
    release();
    const [a, b] = await Promise.all([running, second]);

    expect(a).toBe(b);
    expect(server.requests.map((r) => r.map((x) => x.action_id))).toEqual([['action-1'], ['action-2']]);
    expect(a).toMatchObject({ sent: 2, pending: 0 });
  });

  it('when an action is queued just as the flush finds the queue empty then the same flush still sends it', async () => {
    const store = memoryQueue();
    const server = fakeServer();
    const flusher = createFlusher(store, server.send);
    const pending = store.pending;
    let injected = false;
    let second: Promise<unknown> | null = null;
    store.pending = async (roomId) => {
      const result = await pending(roomId);
      if (result.length === 0 && !injected) {
        injected = true;
        store.add(newQueueEntry('r1', interact('e2'), new Date(), 'action-2'));
        second = flusher.flush('r1');
      }
      return result;
    };
    store.add(newQueueEntry('r1', interact('e1'), new Date(), 'action-1'));

    const result = await flusher.flush('r1');

    expect(second).not.toBeNull();
    expect(server.applied).toEqual(['action-1', 'action-2']);
    expect(result).toMatchObject({ sent: 2, pending: 0 });
  });

  it('when a flush fails then a later flush starts afresh and delivers the queue', async () => {
    const store = memoryQueue();
    const server = fakeServer();
    const flusher = createFlusher(store, server.send);
    store.add(newQueueEntry('r1', interact('e1'), new Date(), 'action-1'));
    server.failTimes(1);

    expect((await flusher.flush('r1')).pending).toBe(1);
    const ok = await flusher.flush('r1');

    expect(ok).toMatchObject({ sent: 1, pending: 0, error: null });
    expect(server.applied).toEqual(['action-1']);
  });
});
