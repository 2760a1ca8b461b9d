/**
 * The Dexie side of the offline store (offline-db.ts): one IndexedDB database per signed-in
 * user, loaded only when a user's store is first made.
 */
import Dexie, { type EntityTable } from 'dexie';
import {
  playDbName,
  SHARED_PLAY_DB_NAME,
  type CachedImage,
  type CachedRoom,
  type LocalSession,
  type PlayStore,
  type QueueEntry,
  type QueueIndex,
} from './offline-db';

class PlayDatabase extends Dexie {
  rooms!: EntityTable<CachedRoom, 'id'>;
  images!: EntityTable<CachedImage, 'url'>;
  sessions!: EntityTable<LocalSession, 'room_id'>;
  queue!: EntityTable<QueueEntry, 'seq'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      rooms: 'id, version, cached_at',
      images: 'url',
      sessions: 'room_id, updated_at',
      // seq keeps the order actions were taken in; action_id is unique.
      queue: '++seq, &action_id, room_id, [room_id+synced]',
    });
  }
}

const databases = new Map<string, PlayDatabase>();
/** One user's database, opened lazily, so importing this module never touches IndexedDB. */
export function playDb(owner: string): PlayDatabase {
  if (!owner) throw new Error('Offline play data needs a signed-in owner');
  let db = databases.get(owner);
  if (!db) {
    db = new PlayDatabase(playDbName(owner));
    databases.set(owner, db);
  }
  return db;
}

/** Closes a user's database; its data stays on the device for their next sign-in. */
export function closePlayDb(owner: string): void {
  databases.get(owner)?.close();
  databases.delete(owner);
}

/** Removes the pre-per-user shared database, whose owner cannot be known. */
export async function deleteSharedPlayDb(): Promise<void> {
  await Dexie.delete(SHARED_PLAY_DB_NAME);
}

/** The store of a user's database (offline-db-loader.ts hands it out once Dexie is loaded). */
export function dexiePlayStore(owner: string): PlayStore & QueueIndex {
  const db = playDb(owner);
  return {
    getRoom: (id) => db.rooms.get(id),
    putRoom: async (room) => {
      await db.rooms.put(room);
    },
    listRooms: () => db.rooms.toArray(),
    getImage: (url) => db.images.get(url),
    putImage: async (image) => {
      await db.images.put(image);
    },
    pending: (roomId) => db.queue.where('[room_id+synced]').equals([roomId, 0]).sortBy('seq'),
    markSynced: async (actionIds) => {
      await db.queue.where('action_id').anyOf(actionIds).modify({ synced: 1 });
    },
    pendingRoomIds: async () => {
      const waiting = await db.queue.filter((entry) => entry.synced === 0).toArray();
      return [...new Set(waiting.map((entry) => entry.room_id))];
    },
    getSession: (roomId) => db.sessions.get(roomId),
    putSession: async (session) => {
      await db.sessions.put(session);
    },
    recordStep: (session, entry) =>
      db.transaction('rw', db.sessions, db.queue, async () => {
        await db.sessions.put(session);
        await db.queue.add(entry);
      }),
  };
}
