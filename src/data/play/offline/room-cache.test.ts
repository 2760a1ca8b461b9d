import { describe, expect, it } from 'vitest';
import type { Keyring, RoomPackage } from '@core';
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
import { makeAvailableOffline } from './offline-download';

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

/** "Make available offline" as the room card does it: the offline package and every image, stored. */
async function downloadOfflineCopy(store: RoomStore, keyring: Keyring = {}) {
  const net = network();
  await makeAvailableOffline(
    store,
    {
      fetchOfflinePackage: async () => ({ package: structuredClone(sealedFixtureRoom), keyring }),
      fetchImage: net.fetchImage,
    },
    'room-1',
  );
}

describe('loadRoom', () => {
  it('when online then the package plays from the network and is not stored as an offline copy; its images are', async () => {
    const store = memoryRooms();
    const keyring = { safe: 'ab'.repeat(32) };

    const loaded = await loadRoom(
      store,
      network({ fetchPackage: async () => ({ package: structuredClone(sealedFixtureRoom), keyring }) }),
      'room-1',
      true,
    );

    expect(loaded.source).toBe('network');
    expect(loaded.serverKeyring).toEqual(keyring);
    expect(loaded.images.size).toBe(2);
    expect(store.rooms.size).toBe(0);
    expect([...store.images.keys()].sort()).toEqual(['/api/v1/media/img-study', '/api/v1/media/img-vault']);
  });

  it('when the room was made available offline then an offline open plays that copy, with its keys, without any request', async () => {
    const store = memoryRooms();
    const keyring = { safe: 'cd'.repeat(32) };
    await downloadOfflineCopy(store, keyring);
    const net = network({
      fetchPackage: async () => {
        throw new Error('must not be called');
      },
    });

    const loaded = await loadRoom(store, net, 'room-1', false);

    expect(loaded.source).toBe('cache');
    expect(loaded.sealed.title).toBe('The Study');
    expect(loaded.serverKeyring).toEqual(keyring);
    expect(loaded.images.size).toBe(2);
    expect(net.imageCalls).toEqual([]);
  });

  it('when a copy stored by an older version of the app (not downloaded offline) is all there is then it is not played', async () => {
    const store = memoryRooms();
    store.rooms.set('room-1', {
      id: 'room-1',
      version: 'v1',
      package: sealedFixtureRoom,
      cached_at: '2025-01-01T00:00:00Z',
    });

    const error = await loadRoom(store, network(), 'room-1', false).catch((e) => e);

    expect(error).toMatchObject({ kind: 'failed', offline: true });
    expect(await isPlayableOffline(store, store.rooms.get('room-1')!)).toBe(false);
  });

  it('when an offline copy from before sealing is played offline then it opens as a package without capsules', async () => {
    const store = memoryRooms();
    store.rooms.set('room-1', {
      id: 'room-1',
      version: 'v1',
      package: fixtureRoom,
      cached_at: '2025-01-01T00:00:00Z',
      offline_package: true,
    });

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

  it('when the network fails while online then the offline copy is used', async () => {
    const store = memoryRooms();
    await downloadOfflineCopy(store);

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

  it('when offline and the room was never made available offline then it is reported as unavailable offline', async () => {
    const store = memoryRooms();
    await loadRoom(store, network(), 'room-1', true);

    const error = await loadRoom(store, network(), 'room-1', false).catch((e) => e);

    expect(error).toMatchObject({ kind: 'failed', offline: true });
  });

  it('when the server answers 404 then the room is not found, even if an offline copy is stored', async () => {
    const store = memoryRooms();
    await downloadOfflineCopy(store);
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
  });
});

describe('isOwnUrl', () => {
  it('when a url points at another origin then it is not ours (no token is sent)', () => {
    expect(isOwnUrl('/api/v1/media/x')).toBe(true);
    expect(isOwnUrl('//cdn.example.com/x.png')).toBe(false);
    expect(isOwnUrl('https://example.com/x.png')).toBe(false);
  });
});
