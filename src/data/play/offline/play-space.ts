/**
 * One user's offline play: their own Dexie database and a flusher whose requests go out
 * only while that same user is signed in. Signing out syncs what is queued (bounded wait)
 * and then closes the user's space; the data stays on the device, unseen by anyone else,
 * and the queue is sent the next time its owner signs in (Hardening item 9).
 */
import { createFlusher, sendSyncAs, type Flusher, type SyncSender } from './action-queue';
import type { PlayStore, QueueIndex } from './offline-db';
import { closePlayDb, deleteSharedPlayDb, dexiePlayStore } from './offline-db-loader';

/** How long signing out waits for the queue to reach the server. */
export const SIGN_OUT_SYNC_MS = 5_000;
/** The service worker's runtime cache of scene images (vite.config.ts, workbox runtimeCaching). */
export const SCENE_MEDIA_CACHE = 'scene-media';

export interface PlaySpace {
  owner: string;
  store: PlayStore & QueueIndex;
  flusher: Flusher;
}

export function createPlaySpace(owner: string, store: PlayStore & QueueIndex, send: SyncSender): PlaySpace {
  return { owner, store, flusher: createFlusher(store, send) };
}

const spaces = new Map<string, PlaySpace>();

/** The signed-in user's space (one per uid, so its flusher is shared by every screen). */
export function playSpace(owner: string): PlaySpace {
  let space = spaces.get(owner);
  if (!space) {
    space = createPlaySpace(owner, dexiePlayStore(owner), sendSyncAs(owner));
    spaces.set(owner, space);
  }
  return space;
}

export interface QueueFlushReport {
  /** Rooms with actions still queued when the flush ended or the wait ran out. */
  pendingRooms: number;
  timedOut: boolean;
}

/** Flushes every room with queued actions; gives up waiting (not sending) after `timeoutMs`. */
export async function flushEveryRoom(space: PlaySpace, timeoutMs: number): Promise<QueueFlushReport> {
  const work = (async () => {
    const roomIds = await space.store.pendingRoomIds();
    await Promise.all(roomIds.map((roomId) => space.flusher.flush(roomId)));
    return false;
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<true>((resolve) => {
    timer = setTimeout(() => resolve(true), timeoutMs);
  });
  try {
    const timedOut = await Promise.race([work, timeout]);
    return { pendingRooms: (await space.store.pendingRoomIds()).length, timedOut };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Before signing a user out: sync their queue when online (at most SIGN_OUT_SYNC_MS), then
 * close their database and drop the scene-image cache the service worker shares by URL.
 */
export async function leavePlaySpace(owner: string, online: boolean, timeoutMs = SIGN_OUT_SYNC_MS): Promise<void> {
  const space = spaces.get(owner) ?? (online ? playSpace(owner) : undefined);
  if (space && online) await flushEveryRoom(space, timeoutMs).catch(() => undefined);
  spaces.delete(owner);
  await closePlayDb(owner);
  if (typeof caches !== 'undefined') await caches.delete(SCENE_MEDIA_CACHE).catch(() => false);
}

/** On start: the database every user once shared cannot be attributed, so it is removed. */
export const removeSharedPlayData = (): Promise<void> => deleteSharedPlayDb().catch(() => undefined);

const signedOut = (): Promise<never> => Promise.reject(new Error('Nobody is signed in'));
/** Used while no user is known: nothing is read from or written to any user's data. */
export const SIGNED_OUT_SPACE: PlaySpace = createPlaySpace(
  '',
  {
    getRoom: signedOut,
    putRoom: signedOut,
    listRooms: signedOut,
    getImage: signedOut,
    putImage: signedOut,
    pending: signedOut,
    markSynced: signedOut,
    pendingRoomIds: signedOut,
    getSession: signedOut,
    putSession: signedOut,
    recordStep: signedOut,
  },
  signedOut,
);
