/**
 * The play screen's offline store: room packages, scene image blobs, the local game
 * session per room and the queue of actions waiting to reach the server. Each signed-in
 * user has a Dexie database of their own ('ermie-play-<Firebase uid>'), so the next
 * person on the same device never sees, nor sends, another's rooms or actions. The rest
 * of the app sees it through the small store interfaces below, so the queue and cache
 * logic can be tested without IndexedDB. The Dexie side (offline-db-dexie.ts) implements
 * them, and offline-db-loader.ts hands a user's store out, loading Dexie on first use.
 */
import type { GameAction, GameState, Keyring, RoomPackage } from '@core';

export interface CachedRoom {
  id: string;
  version: string;
  package: RoomPackage;
  cached_at: string;
  /**
   * Set on a package the player downloaded with "Make available offline" (the server recorded it and
   * made their session unranked). Copies stored automatically by older versions of the app lack it
   * and are neither listed nor played (issue 29 item 2).
   */
  offline_package?: true;
  /** The keys of the code locks the player had solved when they downloaded it. */
  keyring?: Keyring;
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
  /**
   * The session received the offline package (here or on another device): its runs earn XP, never a
   * leaderboard place. From the server's session when it answered, else as last known.
   */
  unranked?: boolean;
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

/** The database of the time when every user on a device shared one: deleted unread. */
export const SHARED_PLAY_DB_NAME = 'ermie-play';
export const playDbName = (owner: string): string => `${SHARED_PLAY_DB_NAME}-${owner}`;
