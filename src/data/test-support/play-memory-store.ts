/** An in-memory PlayStore for the play controller's unit tests (test-only; the app uses Dexie). */
import type { CachedImage, CachedRoom, LocalSession, PlayStore, QueueEntry } from '../play/offline/offline-db';

export interface MemoryPlayStore extends PlayStore {
  sessions: Map<string, LocalSession>;
  queue: QueueEntry[];
  /** Makes the next writes fail (a full or broken disk). */
  failWrites: boolean;
}

export function memoryPlayStore(): MemoryPlayStore {
  const rooms = new Map<string, CachedRoom>();
  const images = new Map<string, CachedImage>();
  const store: MemoryPlayStore = {
    sessions: new Map(),
    queue: [],
    failWrites: false,
    getRoom: async (id) => rooms.get(id),
    putRoom: async (room) => void rooms.set(room.id, room),
    listRooms: async () => [...rooms.values()],
    getImage: async (url) => images.get(url),
    putImage: async (image) => void images.set(image.url, image),
    pending: async (roomId) => store.queue.filter((e) => e.room_id === roomId && e.synced === 0),
    markSynced: async (ids) => {
      for (const entry of store.queue) if (ids.includes(entry.action_id)) entry.synced = 1;
    },
    getSession: async (roomId) => store.sessions.get(roomId),
    putSession: async (session) => {
      if (store.failWrites) throw new Error('disk full');
      store.sessions.set(session.room_id, session);
    },
    recordStep: async (session, entry) => {
      if (store.failWrites) throw new Error('disk full');
      store.sessions.set(session.room_id, session);
      store.queue.push(entry);
    },
  };
  return store;
}

export function localSessionOf(overrides: Partial<LocalSession> & Pick<LocalSession, 'state'>): LocalSession {
  return {
    room_id: 'room-1',
    version: 'v1',
    session_id: null,
    server_points: null,
    hints_given: {},
    keyring: {},
    practice: false,
    started_at: '2026-01-01T10:00:00.000Z',
    finished_at: null,
    updated_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}
