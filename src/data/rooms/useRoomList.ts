/**
 * The rooms made available offline on this device, as the room browser lists them when it is
 * offline (data/community/useRoomBrowser.ts; the browser's cards are in browser-cards.ts).
 */
import type { CachedRoom, RoomStore } from '../play/offline/offline-db';
import { isPlayableOffline, sceneImageUrls } from '../play/offline/room-cache';

/** Stored rooms that play offline, with a cover from their first stored scene image. */
export interface OfflineRoom {
  room: CachedRoom;
  cover_url: string | null;
}

/** Rooms made available offline whose package and images are all on this device; covers as object urls. */
export async function loadOfflineRooms(store: RoomStore): Promise<OfflineRoom[]> {
  const rooms = await store.listRooms().catch(() => [] as CachedRoom[]);
  const result: OfflineRoom[] = [];
  for (const room of rooms) {
    if (!(await isPlayableOffline(store, room))) continue;
    const first = sceneImageUrls(room.package)[0];
    const image = first ? await store.getImage(first).catch(() => undefined) : undefined;
    result.push({ room, cover_url: image ? URL.createObjectURL(image.blob) : null });
  }
  return result;
}
