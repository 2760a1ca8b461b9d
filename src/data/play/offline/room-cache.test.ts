import { describe, expect, it } from 'vitest';
import type { RoomPackage } from '@core';
import { ApiError } from '../../http/api';
import type { CachedImage, CachedRoom, RoomStore } from './offline-db';
import { fixtureRoom, sealedFixtureRoom } from '../../test-support/play-fixture';
import {
  isOwnUrl,
  isPlayableOffline,
  loadPackage,
  loadSceneImage,
  RoomLoadError,
  sceneImageUrls,
  type RoomNetwork,
} from './room-cache';

/** The package, then every scene image: what opening a room reads, stores or fetches in the end. */
async function loadRoom(store: RoomStore, net: RoomNetwork, roomId: string, online: boolean) {
  const loaded = await loadPackage(store, net, roomId, online);
  const images = new Map<string, Blob>();
  for (const url of sceneImageUrls(loaded.sealed)) {
    const blob = await loadSceneImage(store, net, url, online);
    if (blob) images.set(url, blob);
  }
  return { ...loaded, images };
}

function memoryRooms(): RoomStore & { rooms: Map<string, CachedRoom>; images: Map<string, CachedImage> } {
  const rooms = new Map<string, CachedRoom>();
  const images = new Map<string, CachedImage>();
  return {
    rooms,
    images,
    getRoom: async (id) => rooms.get(id),
    putRoom: async (room) => void rooms.set(room.id, room),
    listRooms: async () => [...rooms.values()],
    getImage: async (url) => images.get(url),
    putImage: async (image) => void images.set(image.url, image),
  };
}

function network(overrides: Partial<RoomNetwork> = {}): RoomNetwork & { imageCalls: string[] } {
  const imageCalls: string[] = [];
  return {
    imageCalls,
    fetchPackage: async () => ({ package: structuredClone(sealedFixtureRoom), keyring: {} }),
    fetchImage: async (url) => {
      imageCalls.push(url);
      return new Blob([url], { type: 'image/png' });
    },
    ...overrides,
  };
}

const offlineFailure = async (): Promise<never> => {
  throw new TypeError('Failed to fetch');
};

describe('sceneImageUrls', () => {
  it('when scenes share an image then it is listed once, in scene order', () => {
    const pkg: RoomPackage = {
      ...fixtureRoom,
      scenes: [fixtureRoom.scenes[1], fixtureRoom.scenes[0], { ...fixtureRoom.scenes[0], id: 'copy', order_index: 2 }],
    };
    expect(sceneImageUrls(pkg)).toEqual(['/api/v1/media/img-study', '/api/v1/media/img-vault']);
  });
});

describe('loadRoom', () => {
  it('when online then the package and every scene image are stored for offline play', async () => {
    const store = memoryRooms();
    const net = network();

    const loaded = await loadRoom(store, net, 'room-1', true);

    expect(loaded.source).toBe('network');
    expect(loaded.images.size).toBe(2);
    expect(store.rooms.get('room-1')?.version).toBe('v1');
    expect([...store.images.keys()].sort()).toEqual(['/api/v1/media/img-study', '/api/v1/media/img-vault']);
    expect(await isPlayableOffline(store, store.rooms.get('room-1')!)).toBe(true);
  });

  it('when online then the sealed package is stored: no clue or hidden name in clear, and the keyring comes back', async () => {
    const store = memoryRooms();
    const keyring = { safe: 'ab'.repeat(32) };
    const net = network({ fetchPackage: async () => ({ package: structuredClone(sealedFixtureRoom), keyring }) });

    const loaded = await loadRoom(store, net, 'room-1', true);

    expect(loaded.serverKeyring).toEqual(keyring);
    const stored = JSON.stringify(store.rooms.get('room-1')?.package);
    expect(stored).not.toContain('It reads 4-2-7.');
    expect(stored).not.toContain('Brass key');
    expect(stored).not.toContain('Cold and dark.');
    expect(stored).toContain('"capsules"');
  });

  it('when a package stored before sealing is played offline then it opens as a package without capsules', async () => {
    const store = memoryRooms();
    store.rooms.set('room-1', { id: 'room-1', version: 'v1', package: fixtureRoom, cached_at: '2025-01-01T00:00:00Z' });

    const loaded = await loadRoom(store, network(), 'room-1', false);

    expect(loaded.sealed.capsules).toEqual([]);
    expect(loaded.serverKeyring).toBeNull();
  });

  it('when an image is already stored then it is not fetched again', async () => {
    const store = memoryRooms();
    await loadRoom(store, network(), 'room-1', true);
    const net = network();

    await loadRoom(store, net, 'room-1', true);

    expect(net.imageCalls).toEqual([]);
  });

  it('when offline then the stored package and images are played without any request', async () => {
    const store = memoryRooms();
    await loadRoom(store, network(), 'room-1', true);
    const net = network({
      fetchPackage: async () => {
        throw new Error('must not be called');
      },
    });

    const loaded = await loadRoom(store, net, 'room-1', false);

    expect(loaded.source).toBe('cache');
    expect(loaded.sealed.title).toBe('The Study');
    expect(loaded.images.size).toBe(2);
  });

  it('when the network fails while online then the stored copy is used', async () => {
    const store = memoryRooms();
    await loadRoom(store, network(), 'room-1', true);

    const loaded = await loadRoom(
      store,
      network({ fetchPackage: offlineFailure, fetchImage: offlineFailure }),
      'room-1',
      true,
    );

    expect(loaded.source).toBe('cache');
  });

  it('when nothing is stored and the network fails then loading fails with the spec message', async () => {
    const error = await loadRoom(memoryRooms(), network({ fetchPackage: offlineFailure }), 'room-1', true).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(RoomLoadError);
    expect(error).toMatchObject({ kind: 'failed', message: 'Failed to load escape room' });
  });

  it('when offline and the room was never opened then it is reported as unavailable offline', async () => {
    const error = await loadRoom(memoryRooms(), network(), 'room-1', false).catch((e) => e);
    expect(error).toMatchObject({ kind: 'failed', offline: true });
  });

  it('when the server answers 404 then the room is not found, even if an old copy is stored', async () => {
    const store = memoryRooms();
    await loadRoom(store, network(), 'room-1', true);
    const gone = network({
      fetchPackage: async () => {
        throw new ApiError('Escape room not found', 404, null);
      },
    });

    const error = await loadRoom(store, gone, 'room-1', true).catch((e) => e);

    expect(error).toMatchObject({ kind: 'not_found', message: 'Escape room not found' });
  });

  it('when an image cannot be fetched then the room still loads without it', async () => {
    const store = memoryRooms();
    const loaded = await loadRoom(store, network({ fetchImage: offlineFailure }), 'room-1', true);
    expect(loaded.images.size).toBe(0);
    expect(await isPlayableOffline(store, store.rooms.get('room-1')!)).toBe(false);
  });
});

describe('isOwnUrl', () => {
  it('when a url points at another origin then it is not ours (no token is sent)', () => {
    expect(isOwnUrl('/api/v1/media/x')).toBe(true);
    expect(isOwnUrl('//cdn.example.com/x.png')).toBe(false);
    expect(isOwnUrl('https://example.com/x.png')).toBe(false);
  });
});
