/**
 * The play screen's offline store: room packages, scene image blobs, the local game
 * session per room and the queue of actions waiting to reach the server. Each signed-in
 * user has a Dexie database of their own ('ermie-play-<Firebase uid>'), so the next
 * person on the same device never sees, nor sends, another's rooms or actions. The rest
 * of the app sees it through the small store interfaces below, so the queue and cache
 * logic can be tested without IndexedDB.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { GameAction, GameState, Keyring, RoomPackage } from '@core';

export interface CachedRoom {
  id: string;
  version: string;
  package: RoomPackage;
  cached_at: string;
}

export interface CachedImage {
  url: string;
  blob: Blob;
  cached_at: string;
}

export interface LocalSession {
  room_id: string;
  /** The package version this state belongs to; a new version starts over. */
  version: string;
  state: GameState;
  /** The server's session id once known. */
  session_id: string | null;
  /** The server's authoritative score from the last successful sync. */
  server_points: number | null;
  /** Hints shown so far per element, so each further hint goes a step further. */
  hints_given: Record<string, number>;
  /** Keys of the code locks opened so far (lock id -> hex key): they open the sealed package's texts. */
  keyring?: Keyring;
  /** A replay after escaping: played locally only (the server session is complete). */
  practice: boolean;
  started_at: string;
  /** When the player escaped. */
  finished_at: string | null;
  updated_at: string;
}

/** IndexedDB cannot index booleans, so `synced` is 0 or 1. */
export interface QueueEntry {
  seq?: number;
  action_id: string;
  room_id: string;
  action: GameAction;
  at: string;
  synced: 0 | 1;
}

export interface RoomStore {
  getRoom(id: string): Promise<CachedRoom | undefined>;
  putRoom(room: CachedRoom): Promise<void>;
  listRooms(): Promise<CachedRoom[]>;
  getImage(url: string): Promise<CachedImage | undefined>;
  putImage(image: CachedImage): Promise<void>;
}

export interface QueueStore {
  /** Unsynced entries of a room, oldest first. */
  pending(roomId: string): Promise<QueueEntry[]>;
  markSynced(actionIds: string[]): Promise<void>;
}

export interface SessionStore {
  getSession(roomId: string): Promise<LocalSession | undefined>;
  putSession(session: LocalSession): Promise<void>;
  /** Saves the new state and queues the action in one transaction: both or neither. */
  recordStep(session: LocalSession, entry: QueueEntry): Promise<void>;
}

export type PlayStore = RoomStore & QueueStore & SessionStore;

export interface QueueIndex {
  /** Rooms with unsynced actions. */
  pendingRoomIds(): Promise<string[]>;
}

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

/** The database of the time when every user on a device shared one: deleted unread. */
export const SHARED_PLAY_DB_NAME = 'ermie-play';
export const playDbName = (owner: string): string => `${SHARED_PLAY_DB_NAME}-${owner}`;

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
