/**
 * "Make available offline" (issue 29 item 2): the player's choice, said plainly before anything is
 * fetched, then the offline package from its own route (the server marks the player's session of
 * the room unranked as it answers) and every scene image, into this user's offline store. The
 * package is stored last, once every image is in, so a room listed as available offline always
 * opens with no network; a download that fails part way leaves no offline copy.
 */
import { playApi, type Keyring, type SealedPackage } from '@core';
import { PLAY_MESSAGES } from '@core/content/play-messages';
import { callApi } from '../../http/api-client';
import { ApiError } from '../../http/api';
import type { CachedRoom, RoomStore } from './offline-db';
import { asSealed, httpRoomNetwork, sceneImageUrls } from './room-cache';

/** What the player reads before the download (the issue's own words, from the catalogue), and the outcomes. */
export const OFFLINE_DOWNLOAD_TEXT = {
  notice: PLAY_MESSAGES.offlineUnranked,
  action: 'Make available offline',
  failed: PLAY_MESSAGES.offlineDownloadFailed,
  notFound: PLAY_MESSAGES.roomNotFound,
} as const;

export interface OfflineNetwork {
  fetchOfflinePackage(roomId: string): Promise<{ package: SealedPackage; keyring: Keyring }>;
  fetchImage(url: string): Promise<Blob>;
}

/** Steps done of all the download's steps: the package, then each scene image. */
export interface DownloadProgress {
  done: number;
  total: number;
}

export class OfflineDownloadError extends Error {
  constructor(readonly kind: 'not_found' | 'failed') {
    super(kind === 'not_found' ? OFFLINE_DOWNLOAD_TEXT.notFound : OFFLINE_DOWNLOAD_TEXT.failed);
    this.name = 'OfflineDownloadError';
  }
}

export const httpOfflineNetwork: OfflineNetwork = {
  fetchOfflinePackage: async (roomId) => {
    const body = await callApi(playApi.offlinePackage, { params: { id: roomId } });
    return { package: asSealed(body.package), keyring: body.keyring };
  },
  fetchImage: httpRoomNetwork.fetchImage,
};

/** Downloads the room's offline package and scene images into `store`; the stored room on success. */
export async function makeAvailableOffline(
  store: RoomStore,
  network: OfflineNetwork,
  roomId: string,
  onProgress: (progress: DownloadProgress) => void = () => undefined,
  now: () => Date = () => new Date(),
): Promise<CachedRoom> {
  try {
    const fetched = await network.fetchOfflinePackage(roomId);
    const urls = sceneImageUrls(fetched.package);
    const total = urls.length + 1;
    let done = 1;
    onProgress({ done, total });
    // One image after another: a phone on a weak network finishes each rather than starting all.
    for (const url of urls) {
      if (!(await store.getImage(url).catch(() => undefined))) {
        const blob = await network.fetchImage(url);
        await store.putImage({ url, blob, cached_at: now().toISOString() });
      }
      onProgress({ done: ++done, total });
    }
    const room: CachedRoom = {
      id: roomId,
      version: fetched.package.version,
      package: fetched.package,
      cached_at: now().toISOString(),
      offline_package: true,
      keyring: fetched.keyring,
    };
    await store.putRoom(room);
    return room;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new OfflineDownloadError('not_found');
    throw new OfflineDownloadError('failed');
  }
}
