import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Keyring } from '@core';
import { ApiError } from '../../http/api';
import { fixtureRoom, sealedFixtureRoom } from '../../test-support/play-fixture';
import { memoryPlayStore } from '../../test-support/play-memory-store';
import { installFetch, installIdentity, json } from '../../test-support/test-doubles';
import { loadOfflineRooms } from '../../rooms/useRoomList';
import { dexiePlayStore } from './offline-db-loader';
import {
  httpOfflineNetwork,
  makeAvailableOffline,
  OFFLINE_DOWNLOAD_TEXT,
  OfflineDownloadError,
  type DownloadProgress,
  type OfflineNetwork,
} from './offline-download';
import { isPlayableOffline, loadPackage } from './room-cache';

const IMAGES = ['/api/v1/media/img-study', '/api/v1/media/img-vault'];
const KEYRING: Keyring = { safe: 'ef'.repeat(32) };

function offlineNetwork(overrides: Partial<OfflineNetwork> = {}): OfflineNetwork & { imageCalls: string[] } {
  const imageCalls: string[] = [];
  return {
    imageCalls,
    fetchOfflinePackage: async () => ({ package: structuredClone(sealedFixtureRoom), keyring: KEYRING }),
    fetchImage: async (url) => {
      imageCalls.push(url);
      return new Blob([url], { type: 'image/webp' });
    },
    ...overrides,
  };
}

const noNetwork = {
  fetchPackage: async () => {
    throw new TypeError('Failed to fetch');
  },
  fetchImage: async () => {
    throw new TypeError('Failed to fetch');
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('makeAvailableOffline', () => {
  it('when the download succeeds then the offline package, its keys and every scene image are stored, and progress counts each step', async () => {
    const store = memoryPlayStore();
    const steps: DownloadProgress[] = [];

    const room = await makeAvailableOffline(store, offlineNetwork(), 'room-1', (p) => steps.push(p));

    expect(steps).toEqual([
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ]);
    expect(room).toMatchObject({ id: 'room-1', version: 'v1', offline_package: true, keyring: KEYRING });
    expect(await store.getRoom('room-1')).toEqual(room);
    expect(await isPlayableOffline(store, room)).toBe(true);
    for (const url of IMAGES) expect(await store.getImage(url)).toBeDefined();
  });

  it('when stored then the copy is the sealed package: no clue or hidden name in clear', async () => {
    const store = memoryPlayStore();

    await makeAvailableOffline(store, offlineNetwork(), 'room-1');

    const stored = JSON.stringify((await store.getRoom('room-1'))?.package);
    expect(stored).not.toContain('It reads 4-2-7.');
    expect(stored).not.toContain('Brass key');
    expect(stored).toContain('"capsules"');
  });

  it('when the room is then opened with no network then the stored copy plays with the keys it came with', async () => {
    const store = memoryPlayStore();
    await makeAvailableOffline(store, offlineNetwork(), 'room-1');

    const loaded = await loadPackage(store, noNetwork, 'room-1', false);

    expect(loaded).toMatchObject({ source: 'cache', serverKeyring: KEYRING });
    expect(loaded.sealed.version).toBe('v1');
  });

  it('when an image is already on the device then it is not fetched again', async () => {
    const store = memoryPlayStore();
    await store.putImage({ url: IMAGES[0], blob: new Blob(['x']), cached_at: '2025-01-01T00:00:00Z' });
    const net = offlineNetwork();

    await makeAvailableOffline(store, net, 'room-1');

    expect(net.imageCalls).toEqual([IMAGES[1]]);
  });

  it('when an image cannot be fetched then the download fails and no offline copy is left', async () => {
    const store = memoryPlayStore();
    const net = offlineNetwork({
      fetchImage: async (url) => {
        if (url === IMAGES[1]) throw new TypeError('Failed to fetch');
        return new Blob([url]);
      },
    });

    const error = await makeAvailableOffline(store, net, 'room-1').catch((e) => e);

    expect(error).toBeInstanceOf(OfflineDownloadError);
    expect(error).toMatchObject({ kind: 'failed', message: OFFLINE_DOWNLOAD_TEXT.failed });
    expect(await store.getRoom('room-1')).toBeUndefined();
    await expect(loadPackage(store, noNetwork, 'room-1', false)).rejects.toMatchObject({ offline: true });
  });

  it('when the server answers 404 then the room is reported gone and nothing is stored', async () => {
    const store = memoryPlayStore();
    const net = offlineNetwork({
      fetchOfflinePackage: async () => {
        throw new ApiError('Escape room not found', 404, null);
      },
    });

    const error = await makeAvailableOffline(store, net, 'room-1').catch((e) => e);

    expect(error).toMatchObject({ kind: 'not_found', message: OFFLINE_DOWNLOAD_TEXT.notFound });
    expect(await store.listRooms()).toEqual([]);
    expect(net.imageCalls).toEqual([]);
  });

  it('when the copy goes to the user’s IndexedDB store then the rooms list shows it as available offline', async () => {
    const store = dexiePlayStore(`offline-download-${Date.now()}`);

    await makeAvailableOffline(store, offlineNetwork(), 'room-1');

    const listed = await loadOfflineRooms(store);
    expect(listed.map((entry) => [entry.room.id, entry.room.offline_package])).toEqual([['room-1', true]]);
    expect((await store.getRoom('room-1'))?.keyring).toEqual(KEYRING);
  });
});

describe('httpOfflineNetwork', () => {
  it('when the package is asked for then it is a POST to the offline route with the bearer token, checked against the contract', async () => {
    installIdentity('token-1');
    const calls = installFetch({
      'POST /api/v1/escape_rooms/room-1/offline_package': () =>
        json({ status: 'success', package: sealedFixtureRoom, keyring: KEYRING }),
    });

    const answer = await httpOfflineNetwork.fetchOfflinePackage('room-1');

    expect(calls).toHaveLength(1);
    expect(calls[0].headers.Authorization).toBe('Bearer token-1');
    expect(answer.package.version).toBe(sealedFixtureRoom.version);
    expect(answer.keyring).toEqual(KEYRING);
  });

  it('when the server answers something else than an offline package then the call fails', async () => {
    installIdentity('token-1');
    installFetch({
      'POST /api/v1/escape_rooms/room-1/offline_package': () => json({ status: 'success', package: fixtureRoom }),
    });

    await expect(httpOfflineNetwork.fetchOfflinePackage('room-1')).rejects.toBeInstanceOf(ApiError);
  });
});
