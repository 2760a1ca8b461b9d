import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameSession, GameState } from '@core';
import { initialState } from '@core/engine/engine';
import { step } from '@core/game-step';
import type { CachedImage, CachedRoom, LocalSession, PlayStore, QueueEntry } from './offline/offline-db';
import { fixtureRoom, sealedFixtureRoom } from '../test-support/play-fixture';
import { openPlayRoom } from './play-loader';
import { installIdentity } from '../test-support/test-doubles';
import type { RoomNetwork } from './offline/room-cache';
import { makeAvailableOffline, type OfflineNetwork } from './offline/offline-download';

function memoryStore(): PlayStore & { sessions: Map<string, LocalSession> } {
  const rooms = new Map<string, CachedRoom>();
  const images = new Map<string, CachedImage>();
  const sessions = new Map<string, LocalSession>();
  const queue: QueueEntry[] = [];
  return {
    sessions,
    getRoom: async (id) => rooms.get(id),
    putRoom: async (room) => void rooms.set(room.id, room),
    listRooms: async () => [...rooms.values()],
    getImage: async (url) => images.get(url),
    putImage: async (image) => void images.set(image.url, image),
    pending: async (roomId) => queue.filter((e) => e.room_id === roomId && e.synced === 0),
    markSynced: async () => undefined,
    getSession: async (roomId) => sessions.get(roomId),
    putSession: async (session) => void sessions.set(session.room_id, session),
    recordStep: async (session, entry) => {
      sessions.set(session.room_id, session);
      queue.push(entry);
    },
  };
}

const network: RoomNetwork = {
  fetchPackage: async () => ({ package: structuredClone(sealedFixtureRoom), keyring: {} }),
  fetchImage: async (url) => new Blob([url], { type: 'image/svg+xml' }),
};

const offlineNetwork: OfflineNetwork = {
  fetchOfflinePackage: network.fetchPackage,
  fetchImage: network.fetchImage,
};

const afterNote = step(fixtureRoom, initialState(fixtureRoom), { type: 'interact', element_id: 'note' }).state;
const serverSession: GameSession = {
  id: 'session-9',
  escape_room_id: 'room-1',
  current_scene_id: 'study',
  completed: false,
  total_points: 25,
  hints_used: 0,
  ranked: true,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:05:00.000Z',
};

function serveSession(state: GameState | null, session: GameSession = serverSession) {
  const fetchMock = vi.fn(async () =>
    state
      ? new Response(JSON.stringify({ status: 'success', game_session: session, state }), { status: 200 })
      : Promise.reject(new TypeError('Failed to fetch')),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => installIdentity('abc'));
afterEach(() => vi.unstubAllGlobals());

describe('openPlayRoom', () => {
  it('when opened online without a local session then the server session is resumed and saved on the device', async () => {
    const store = memoryStore();
    const fetchMock = serveSession(afterNote);

    const opened = await openPlayRoom(store, network, 'room-1', true, () => new Date('2025-03-01T11:00:00Z'));

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/escape_rooms/room-1/session',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(opened.source).toBe('server');
    expect(opened.session).toMatchObject({
      session_id: 'session-9',
      server_points: 25,
      started_at: serverSession.created_at,
      practice: false,
    });
    expect(opened.session.state).toEqual(afterNote);
    expect(store.sessions.get('room-1')?.state).toEqual(afterNote);
    expect(Object.keys(opened.imageSources)).toEqual(['study']);
    expect(opened.imageSources.study).toMatch(/^blob:/);
    const more = await opened.moreImages;
    expect(Object.keys(more.imageSources)).toEqual(['vault']);
    expect(more.objectUrls).toHaveLength(1);
  });

  it('when the player is in a later scene then its image comes first and the room opens without waiting for the others', async () => {
    const store = memoryStore();
    const inVault = { ...afterNote, scene_id: 'vault', visited_scene_ids: ['study', 'vault'] };
    store.sessions.set('room-1', {
      room_id: 'room-1',
      version: 'v1',
      state: inVault,
      session_id: null,
      server_points: null,
      hints_given: {},
      practice: false,
      started_at: '2025-02-01T00:00:00.000Z',
      finished_at: null,
      updated_at: '2025-02-01T00:10:00.000Z',
    });
    serveSession(null);
    const asked: string[] = [];
    let releaseStudy: () => void = () => undefined;
    const slowStudy: RoomNetwork = {
      ...network,
      fetchImage: async (url) => {
        asked.push(url);
        if (url.endsWith('img-study')) await new Promise<void>((resolve) => (releaseStudy = resolve));
        return new Blob([url], { type: 'image/svg+xml' });
      },
    };

    const opened = await openPlayRoom(store, slowStudy, 'room-1', true);

    expect(opened.session.state.scene_id).toBe('vault');
    expect(Object.keys(opened.imageSources)).toEqual(['vault']);
    expect(asked).toEqual(['/api/v1/media/img-vault']);
    await vi.waitFor(() => expect(asked).toEqual(['/api/v1/media/img-vault', '/api/v1/media/img-study']));
    releaseStudy();
    expect(Object.keys((await opened.moreImages).imageSources)).toEqual(['study']);
  });

  it('when a local session of this version exists then it wins over the server state', async () => {
    const store = memoryStore();
    const local: LocalSession = {
      room_id: 'room-1',
      version: 'v1',
      state: afterNote,
      session_id: 'session-9',
      server_points: 25,
      hints_given: { note: 1 },
      practice: false,
      started_at: '2025-02-01T00:00:00.000Z',
      finished_at: null,
      updated_at: '2025-02-01T00:10:00.000Z',
    };
    store.sessions.set('room-1', local);
    serveSession(initialState(fixtureRoom));

    const opened = await openPlayRoom(store, network, 'room-1', true);

    expect(opened.source).toBe('local');
    expect(opened.session).toMatchObject({ state: afterNote, hints_given: { note: 1 }, started_at: local.started_at });
  });

  it('when offline with nothing saved but the room made available offline then a new game starts without calling the server', async () => {
    const store = memoryStore();
    await makeAvailableOffline(store, offlineNetwork, 'room-1');
    const fetchMock = serveSession(null);

    const opened = await openPlayRoom(store, network, 'room-1', false);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(opened.source).toBe('initial');
    expect(opened.fromCache).toBe(true);
    expect(opened.session.unranked).toBe(true);
    expect(opened.session.state).toEqual(initialState(fixtureRoom));
    expect(opened.imageSources.study).toMatch(/^blob:/);
    expect((await opened.moreImages).imageSources.vault).toMatch(/^blob:/);
  });

  it('when the server says the session is ranked then the run is ranked', async () => {
    serveSession(afterNote);

    const opened = await openPlayRoom(memoryStore(), network, 'room-1', true);

    expect(opened.session.unranked).toBe(false);
  });

  it('when the server says the session received the offline package then the run shows unranked, also on the next offline open', async () => {
    const store = memoryStore();
    serveSession(afterNote, { ...serverSession, ranked: false });
    const online = await openPlayRoom(store, network, 'room-1', true);
    serveSession(null);

    // Downloaded on another device: this one has no offline copy, only the session it saved.
    const again = await openPlayRoom(store, network, 'room-1', true);

    expect(online.session.unranked).toBe(true);
    expect(again.fromCache).toBe(false);
    expect(again.session.unranked).toBe(true);
  });

  it("when the server sends keys then they join this version's local keyring, and keys of another version are dropped", async () => {
    const store = memoryStore();
    const local: LocalSession = {
      room_id: 'room-1',
      version: 'v1',
      state: afterNote,
      session_id: null,
      server_points: null,
      hints_given: {},
      keyring: { other: 'cd'.repeat(32) },
      practice: false,
      started_at: '2025-02-01T00:00:00.000Z',
      finished_at: null,
      updated_at: '2025-02-01T00:10:00.000Z',
    };
    store.sessions.set('room-1', local);
    serveSession(afterNote);
    const withKey: RoomNetwork = {
      ...network,
      fetchPackage: async () => ({ package: structuredClone(sealedFixtureRoom), keyring: { safe: 'ab'.repeat(32) } }),
    };

    const opened = await openPlayRoom(store, withKey, 'room-1', true);
    expect(opened.session.keyring).toEqual({ other: 'cd'.repeat(32), safe: 'ab'.repeat(32) });

    store.sessions.set('room-1', { ...local, version: 'v0' });
    const reopened = await openPlayRoom(store, withKey, 'room-1', true);
    expect(reopened.session.keyring).toEqual({ safe: 'ab'.repeat(32) });
  });

  it("when the server's session is slow then the likely scene's image is already asked for meanwhile", async () => {
    const store = memoryStore();
    const asked: string[] = [];
    let answer: (session: null) => void = () => undefined;
    const slowSession: RoomNetwork = {
      ...network,
      fetchImage: async (url) => {
        asked.push(url);
        return new Blob([url], { type: 'image/svg+xml' });
      },
      fetchSession: () => new Promise((resolve) => (answer = resolve)),
    };

    const opening = openPlayRoom(store, slowSession, 'room-1', true);
    await vi.waitFor(() => expect(asked).toEqual(['/api/v1/media/img-study']));
    answer(null);
    const opened = await opening;

    expect(opened.source).toBe('initial');
    expect(opened.imageSources.study).toMatch(/^blob:/);
    await opened.moreImages;
    expect(asked).toEqual(['/api/v1/media/img-study', '/api/v1/media/img-vault']); // each image once
  });
});
