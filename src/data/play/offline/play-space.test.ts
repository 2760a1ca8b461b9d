import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import { initialState } from '@core/engine/engine';
import { newQueueEntry } from './action-queue';
import { SHARED_PLAY_DB_NAME, type LocalSession } from './offline-db';
import { dexiePlayStore } from './offline-db-loader';
import { fixtureRoom } from '../../test-support/play-fixture';
import { flushEveryRoom, leavePlaySpace, playSpace, removeSharedPlayData, SCENE_MEDIA_CACHE } from './play-space';
import { installFetch, installIdentity, json, type FakeCall } from '../../test-support/test-doubles';

const ROOM = 'room-1';
let users = 0;
/** A fresh pair of Firebase uids per test, so databases never carry over between tests. */
const twoUsers = () => {
  users += 1;
  return { alice: `alice${users}`, bob: `bob${users}` };
};

function session(): LocalSession {
  const now = '2025-03-01T10:00:00.000Z';
  return {
    room_id: ROOM,
    version: fixtureRoom.version,
    state: initialState(fixtureRoom),
    session_id: null,
    server_points: null,
    hints_given: {},
    practice: false,
    started_at: now,
    finished_at: null,
    updated_at: now,
  };
}

/** The owner plays offline: the room is stored and two actions are queued. */
async function playOffline(owner: string): Promise<void> {
  const store = dexiePlayStore(owner);
  await store.putRoom({ id: ROOM, version: fixtureRoom.version, package: fixtureRoom, cached_at: 'now' });
  await store.recordStep(session(), newQueueEntry(ROOM, { type: 'interact', element_id: 'note' }));
  await store.recordStep(session(), newQueueEntry(ROOM, { type: 'hint' }));
}

const syncAnswer = () =>
  json({
    status: 'success',
    game_session: {
      id: 's1',
      escape_room_id: ROOM,
      current_scene_id: fixtureRoom.start_scene_id,
      completed: false,
      total_points: 5,
      hints_used: 0,
      ranked: true,
      created_at: '',
      updated_at: '',
    },
    applied: 2,
    skipped: 0,
    state: initialState(fixtureRoom),
    hints: [],
  });
const syncRoute = `POST /api/v1/escape_rooms/${ROOM}/sync`;

afterEach(() => vi.unstubAllGlobals());

describe('offline play data per user', () => {
  it('when A has played offline then B on the same device sees none of A’s rooms, sessions or queue', async () => {
    const { alice, bob } = twoUsers();
    await playOffline(alice);

    const bobStore = dexiePlayStore(bob);

    expect(await bobStore.listRooms()).toEqual([]);
    expect(await bobStore.getSession(ROOM)).toBeUndefined();
    expect(await bobStore.pendingRoomIds()).toEqual([]);
    expect(await dexiePlayStore(alice).pendingRoomIds()).toEqual([ROOM]);
  });

  it('when B is signed in then A’s queued actions are not sent with B’s token', async () => {
    const { alice, bob } = twoUsers();
    await playOffline(alice);
    installIdentity('token-b', bob);
    const calls = installFetch({ [syncRoute]: syncAnswer });

    const report = await flushEveryRoom(playSpace(alice), 1_000);

    expect(calls).toHaveLength(0);
    expect(report).toEqual({ pendingRooms: 1, timedOut: false });
  });

  it('when A signs in again then A’s queue is sent with A’s token and marked synced', async () => {
    const { alice } = twoUsers();
    await playOffline(alice);
    installIdentity('token-a', alice);
    const calls = installFetch({ [syncRoute]: syncAnswer });

    const report = await flushEveryRoom(playSpace(alice), 1_000);

    expect(report).toEqual({ pendingRooms: 0, timedOut: false });
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.Authorization).toBe('Bearer token-a');
    expect((calls[0].body as { actions: unknown[] }).actions).toHaveLength(2);
  });
});

describe('leavePlaySpace (signing out)', () => {
  it('when online then the queue is sent before the data is closed, and the scene-image cache is dropped', async () => {
    const { alice } = twoUsers();
    await playOffline(alice);
    installIdentity('token-a', alice);
    const calls = installFetch({ [syncRoute]: syncAnswer });
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });

    await leavePlaySpace(alice, true);

    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer token-a']);
    expect(await dexiePlayStore(alice).pendingRoomIds()).toEqual([]);
    expect(deleted).toEqual([SCENE_MEDIA_CACHE]);
  });

  it('when offline then nothing is sent and the queue stays on the device for A’s next sign-in', async () => {
    const { alice } = twoUsers();
    await playOffline(alice);
    installIdentity('token-a', alice);
    const calls = installFetch({});

    await leavePlaySpace(alice, false);

    expect(calls).toHaveLength(0);
    expect(await dexiePlayStore(alice).pendingRoomIds()).toEqual([ROOM]);
  });

  it('when the server does not answer in time then signing out goes on and the actions stay queued', async () => {
    const { alice } = twoUsers();
    await playOffline(alice);
    installIdentity('token-a', alice);
    let sent: FakeCall | null = null;
    installFetch({
      [syncRoute]: (call) => {
        sent = call;
        return new Promise<Response>(() => undefined);
      },
    });
    const started = Date.now();

    await leavePlaySpace(alice, true, 50);

    expect(Date.now() - started).toBeLessThan(2_000);
    expect(sent).not.toBeNull();
    expect(await dexiePlayStore(alice).pendingRoomIds()).toEqual([ROOM]);
  });
});

describe('removeSharedPlayData', () => {
  it('when the pre-per-user shared database exists then it is deleted', async () => {
    const shared = new Dexie(SHARED_PLAY_DB_NAME);
    shared.version(1).stores({ rooms: 'id' });
    await shared.table('rooms').put({ id: 'someone-elses-room' });
    shared.close();

    await removeSharedPlayData();

    expect(await Dexie.exists(SHARED_PLAY_DB_NAME)).toBe(false);
  });
});
