/**
 * Room packages and scene images for play. Online, the package comes from the server with the
 * keys this player already earned, and is not stored: only "Make available offline"
 * (offline-download.ts) stores a package, the offline one, which the server records by making the
 * player's session unranked (issue 29 item 2). Offline, or when the server cannot be reached, that
 * stored copy is played. Scene images are stored as they are fetched. A 404 means the room is
 * gone for this player.
 */
import {
  BEARER_PREFIX,
  SCENE_FRAME_MAX_CSS_PX,
  sceneImageWidthFor,
  sizedImageUrl,
  type GameSession,
  type GameState,
  type Keyring,
  type RoomPackage,
  type SealedPackage,
} from '@core';
import { PLAY_MESSAGES } from '@core/content/play-messages';
import { ApiError, currentIdentity } from '../../http/api';
import { fetchPlayPackage } from '../../http/size-bound-calls';
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

/** The player's game on the server: its session row and the state it replays to. */
export interface ServerSession {
  game_session: GameSession;
  state: GameState;
}

export interface RoomNetwork {
  fetchPackage(roomId: string): Promise<PlayerPackage>;
  fetchImage(url: string): Promise<Blob>;
  /** The server's session; null when there is none or it cannot be reached (play-loader's fetch when left out). */
  fetchSession?(roomId: string): Promise<ServerSession | null>;
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

/**
 * A scene image's address at the width this screen shows it (issue 13): a phone asks for a
 * phone-sized rendition, a desktop for the full painting. The stored copy keeps the scene's own url.
 */
export function sceneImageSrc(url: string): string {
  const screen = typeof window === 'undefined' ? null : window;
  const cssWidth = Math.min(screen?.innerWidth || SCENE_FRAME_MAX_CSS_PX, SCENE_FRAME_MAX_CSS_PX);
  return sizedImageUrl(url, sceneImageWidthFor(cssWidth * (screen?.devicePixelRatio || 1)));
}

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
    const body = await fetchPlayPackage(roomId);
    return { package: asSealed(body.package), keyring: body.keyring };
  },
  fetchImage: (url) => fetchImageBlob(sceneImageSrc(url)),
};

/** Storage may be full or blocked (private mode); play goes on without the cache. */
async function quietly<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch {
    return undefined;
  }
}

/** A copy "Make available offline" stored (the server recorded it), not one older versions stored by themselves. */
export const isOfflineCopy = (room: CachedRoom | undefined): room is CachedRoom => room?.offline_package === true;

/** The package and where it came from: the server (stored for offline play) or the stored copy. */
export interface LoadedPackage {
  sealed: SealedPackage;
  /** The server's keyring: the network's, or the one stored with the offline copy. */
  serverKeyring: Keyring | null;
  source: 'network' | 'cache';
}

export async function loadPackage(
  store: RoomStore,
  network: RoomNetwork,
  roomId: string,
  online: boolean,
): Promise<LoadedPackage> {
  if (online) {
    try {
      const fetched = await network.fetchPackage(roomId);
      return { sealed: fetched.package, serverKeyring: fetched.keyring, source: 'network' };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw new RoomLoadError('not_found', false);
      // Network failure or a server error: the stored copy is next.
    }
  }
  const cached = await quietly(store.getRoom(roomId));
  if (!isOfflineCopy(cached)) throw new RoomLoadError('failed', !online);
  return { sealed: asSealed(cached.package), serverKeyring: cached.keyring ?? null, source: 'cache' };
}

/** A scene image's bytes: the stored copy, else (online) fetched and stored; undefined when neither works. */
export async function loadSceneImage(
  store: RoomStore,
  network: RoomNetwork,
  url: string,
  online: boolean,
  now: () => Date = () => new Date(),
): Promise<Blob | undefined> {
  const stored = await quietly(store.getImage(url));
  if (stored) return stored.blob;
  if (!online) return undefined;
  const blob = await quietly(network.fetchImage(url));
  if (blob) await quietly(store.putImage({ url, blob, cached_at: now().toISOString() }));
  return blob;
}

/** True when the room was made available offline and every one of its scene images is stored. */
export async function isPlayableOffline(store: RoomStore, room: CachedRoom): Promise<boolean> {
  if (!isOfflineCopy(room)) return false;
  const stored = await Promise.all(sceneImageUrls(room.package).map((url) => quietly(store.getImage(url))));
  return stored.every(Boolean);
}
