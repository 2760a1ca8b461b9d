/**
 * Room packages and scene images for offline play. Online, the sealed package (texts not
 * yet readable are encrypted, core/src/sealed-package.ts) comes from the server with the
 * keys this player already earned, and is stored with every scene image; offline, or
 * when the server cannot be reached, the stored copy is played. A 404 means the room is
 * gone for this player.
 */
import { BEARER_PREFIX, roomRoutes, type Keyring, type RoomPackage, type SealedPackage } from '@core';
import { PLAY_MESSAGES } from '@core/messages';
import { ApiError, apiFetch, currentIdentity } from './api';
import type { CachedRoom, RoomStore } from './offline-db';

export type RoomLoadErrorKind = 'not_found' | 'failed';

export class RoomLoadError extends Error {
  constructor(
    readonly kind: RoomLoadErrorKind,
    readonly offline: boolean,
  ) {
    super(kind === 'not_found' ? PLAY_MESSAGES.roomNotFound : PLAY_MESSAGES.loadRoomFailed);
    this.name = 'RoomLoadError';
  }
}

/** What the package endpoint answers: the sealed package and the keys of the locks this player solved. */
export interface PlayerPackage {
  package: SealedPackage;
  keyring: Keyring;
}

export interface RoomNetwork {
  fetchPackage(roomId: string): Promise<PlayerPackage>;
  fetchImage(url: string): Promise<Blob>;
}

export interface LoadedRoom {
  sealed: SealedPackage;
  /** The server's keyring when the package came from the network. */
  serverKeyring: Keyring | null;
  /** Scene image url -> stored bytes; urls missing here could not be fetched or stored. */
  images: Map<string, Blob>;
  source: 'network' | 'cache';
}

/** Scene image urls of a package, each once, in scene order. */
export function sceneImageUrls(pkg: RoomPackage): string[] {
  return [
    ...new Set(
      [...pkg.scenes]
        .sort((a, b) => a.order_index - b.order_index)
        .map((s) => s.image_url)
        .filter(Boolean),
    ),
  ];
}

/** The bearer token goes only to our own API, never to another origin. */
export const isOwnUrl = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

/** What an <img> asks for: the media route then answers with WebP, a fraction of a painted PNG's bytes. */
export const IMAGE_ACCEPT = 'image/avif,image/webp,image/*,*/*;q=0.8';

export async function fetchImageBlob(url: string): Promise<Blob> {
  const headers: Record<string, string> = { Accept: IMAGE_ACCEPT };
  const token = isOwnUrl(url) ? (await currentIdentity())?.token : null;
  if (token) headers.Authorization = `${BEARER_PREFIX}${token}`;
  const response = await fetch(url, { headers, credentials: isOwnUrl(url) ? 'include' : 'omit' });
  if (!response.ok) throw new ApiError(`Image request failed (${response.status})`, response.status, null);
  return response.blob();
}

/** A stored package from before sealing has no capsules: all its texts are in clear, which opens the same way. */
export const asSealed = (pkg: RoomPackage | SealedPackage): SealedPackage => ({
  ...pkg,
  capsules: 'capsules' in pkg && Array.isArray(pkg.capsules) ? pkg.capsules : [],
});

export const httpRoomNetwork: RoomNetwork = {
  fetchPackage: async (roomId) => {
    const body = await apiFetch<{ package: SealedPackage; keyring?: Keyring }>(roomRoutes.package(roomId));
    return { package: asSealed(body.package), keyring: body.keyring ?? {} };
  },
  fetchImage: fetchImageBlob,
};

/** Storage may be full or blocked (private mode); play goes on without the cache. */
async function quietly<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch {
    return undefined;
  }
}

export async function loadRoom(
  store: RoomStore,
  network: RoomNetwork,
  roomId: string,
  online: boolean,
  now: () => Date = () => new Date(),
): Promise<LoadedRoom> {
  let pkg: SealedPackage | null = null;
  let serverKeyring: Keyring | null = null;
  let source: LoadedRoom['source'] = 'network';
  if (online) {
    try {
      const fetched = await network.fetchPackage(roomId);
      pkg = fetched.package;
      serverKeyring = fetched.keyring;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw new RoomLoadError('not_found', false);
      // Network failure or a server error: the stored copy is next.
    }
  }
  if (pkg) {
    const cached: CachedRoom = { id: roomId, version: pkg.version, package: pkg, cached_at: now().toISOString() };
    await quietly(store.putRoom(cached));
  } else {
    const cached = await quietly(store.getRoom(roomId));
    if (!cached) throw new RoomLoadError('failed', !online);
    pkg = asSealed(cached.package);
    source = 'cache';
  }
  const images = new Map<string, Blob>();
  await Promise.all(
    sceneImageUrls(pkg).map(async (url) => {
      const stored = await quietly(store.getImage(url));
      if (stored) {
        images.set(url, stored.blob);
        return;
      }
      if (!online) return;
      const blob = await quietly(network.fetchImage(url));
      if (!blob) return;
      images.set(url, blob);
      await quietly(store.putImage({ url, blob, cached_at: now().toISOString() }));
    }),
  );
  return { sealed: pkg, serverKeyring, images, source };
}

/** True when the room and every one of its scene images are stored. */
export async function isPlayableOffline(store: RoomStore, room: CachedRoom): Promise<boolean> {
  const stored = await Promise.all(sceneImageUrls(room.package).map((url) => quietly(store.getImage(url))));
  return stored.every(Boolean);
}
