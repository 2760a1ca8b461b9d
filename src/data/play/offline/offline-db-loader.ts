/**
 * Hands out a user's offline store (offline-db.ts). Dexie itself (offline-db-dexie.ts, about
 * 30 KB) is fetched when a user's store is first made, in parallel with the screen's first
 * requests, rather than before the screen that uses it can show.
 */
import type { PlayStore, QueueIndex } from './offline-db';

type DexieStores = typeof import('./offline-db-dexie');
let dexieModule: Promise<DexieStores> | undefined;
const loadDexie = (): Promise<DexieStores> => (dexieModule ??= import('./offline-db-dexie'));

/** Starts loading Dexie (a room opened by its address reads its local session with it first thing). */
export function preloadDexie(): void {
  loadDexie().catch(() => undefined);
}

/** A user's store: each call waits for Dexie (loading it once) and goes to their database. */
export function dexiePlayStore(owner: string): PlayStore & QueueIndex {
  if (!owner) throw new Error('Offline play data needs a signed-in owner');
  const store = loadDexie().then((dexie) => dexie.dexiePlayStore(owner));
  // A failed load is reported by the calls that need the store, never as an unhandled rejection.
  store.catch(() => undefined);
  return {
    getRoom: async (id) => (await store).getRoom(id),
    putRoom: async (room) => (await store).putRoom(room),
    listRooms: async () => (await store).listRooms(),
    getImage: async (url) => (await store).getImage(url),
    putImage: async (image) => (await store).putImage(image),
    pending: async (roomId) => (await store).pending(roomId),
    markSynced: async (actionIds) => (await store).markSynced(actionIds),
    pendingRoomIds: async () => (await store).pendingRoomIds(),
    getSession: async (roomId) => (await store).getSession(roomId),
    putSession: async (session) => (await store).putSession(session),
    recordStep: async (session, entry) => (await store).recordStep(session, entry),
  };
}

/** Closes a user's database (once Dexie is in, after any store made before); the data stays on the device. */
export async function closePlayDb(owner: string): Promise<void> {
  if (dexieModule) (await dexieModule).closePlayDb(owner);
}

/** Removes the pre-per-user shared database, whose owner cannot be known. */
export async function deleteSharedPlayDb(): Promise<void> {
  await (await loadDexie()).deleteSharedPlayDb();
}
