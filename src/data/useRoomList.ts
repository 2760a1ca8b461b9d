/**
 * The playable rooms for /escape-rooms: the server's list when online, marked with
 * the rooms stored on this device for offline play; offline (or when the server
 * cannot be reached) the stored rooms alone.
 */
import { useCallback, useEffect, useState } from 'react';
import { roomRoutes, type Difficulty, type RoomSummary } from '@core';
import { ROOM_MESSAGES } from '@core/messages';
import { apiFetch } from './api';
import { dexiePlayStore, type CachedRoom, type RoomStore } from './offline-db';
import { isPlayableOffline, sceneImageUrls } from './room-cache';
import { isOnline, useOnline } from './useOnline';

export interface RoomCardData {
  id: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  theme: string;
  scene_count: number;
  cover_url: string | null;
  available_offline: boolean;
}

/** Stored rooms that play offline, with a cover from their first stored scene image. */
export interface OfflineRoom {
  room: CachedRoom;
  cover_url: string | null;
}

export function roomCards(server: RoomSummary[] | null, offline: OfflineRoom[]): RoomCardData[] {
  const stored = new Map(offline.map((entry) => [entry.room.id, entry]));
  if (server) {
    return server
      .filter((room) => room.enabled)
      .map((room) => ({
        id: room.id,
        title: room.title,
        description: room.description,
        difficulty: room.difficulty,
        theme: room.theme,
        scene_count: room.scene_count,
        cover_url: room.cover_image_url ?? stored.get(room.id)?.cover_url ?? null,
        available_offline: stored.has(room.id),
      }));
  }
  return offline
    .map(({ room, cover_url }) => ({
      id: room.id,
      title: room.package.title,
      description: room.package.description,
      difficulty: room.package.difficulty,
      theme: room.package.theme,
      scene_count: room.package.scenes.length,
      cover_url,
      available_offline: true,
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** Stored rooms whose package and images are all on this device; covers as object urls. */
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

export function useRoomList() {
  const online = useOnline();
  const [rooms, setRooms] = useState<RoomCardData[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [fromDevice, setFromDevice] = useState(false);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let covers: string[] = [];
    setLoading(true);
    (async () => {
      const offline = await loadOfflineRooms(dexiePlayStore());
      covers = offline.map((entry) => entry.cover_url).filter((url): url is string => url !== null);
      let server: RoomSummary[] | null = null;
      let failure: string | null = null;
      if (isOnline()) {
        try {
          server = (await apiFetch<{ escape_rooms: RoomSummary[] }>(roomRoutes.list)).escape_rooms ?? [];
        } catch {
          failure = ROOM_MESSAGES.fetchRoomsFailed;
        }
      }
      if (cancelled) {
        covers.forEach((url) => URL.revokeObjectURL(url));
        return;
      }
      setRooms(roomCards(server, offline));
      setFromDevice(server === null);
      setError(failure);
      setLoading(false);
    })();
    return () => {
      cancelled = true;
      covers.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [online, reload]);

  return { rooms, loading, error, online, fromDevice, reload: useCallback(() => setReload((n) => n + 1), []) };
}
