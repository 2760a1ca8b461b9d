/**
 * The playable rooms for /escape-rooms: the server's list when online (a page at a
 * time, "Load more" for the next), marked with the rooms the signed-in user made
 * available offline on this device; offline (or when the server cannot be reached) the
 * stored rooms alone.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Difficulty, RoomSummary } from '@core';
import { ROOM_MESSAGES } from '@core/content/messages';
import type { CachedRoom, RoomStore } from '../play/offline/offline-db';
import { isPlayableOffline, sceneImageUrls } from '../play/offline/room-cache';
import { listRooms } from './useRooms';
import { isOnline, useOnline } from '../http/useOnline';
import { usePlaySpace } from '../play/offline/usePlaySpace';
import type { Paging } from '../http/useRemoteList';

export interface RoomCardData {
  id: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  theme: string;
  scene_count: number;
  cover_url: string | null;
  available_offline: boolean;
  /** The owner's display name from the server (never their email); unknown offline. */
  owner_name: string | null;
}

/** Stored rooms that play offline, with a cover from their first stored scene image. */
export interface OfflineRoom {
  room: CachedRoom;
  cover_url: string | null;
}

/** `downloaded`: rooms made available offline since the list was loaded. */
export function roomCards(
  server: RoomSummary[] | null,
  offline: OfflineRoom[],
  downloaded: ReadonlySet<string> = new Set(),
): RoomCardData[] {
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
        available_offline: stored.has(room.id) || downloaded.has(room.id),
        owner_name: room.owner_name ?? null,
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
      owner_name: null,
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
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

export function useRoomList() {
  const online = useOnline();
  const { store } = usePlaySpace();
  const [server, setServer] = useState<RoomSummary[] | null>(null);
  const [offline, setOffline] = useState<OfflineRoom[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [downloaded, setDownloaded] = useState<ReadonlySet<string>>(new Set());
  /** Bumped on every (re)load, so a late page of an older load is dropped. */
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    let covers: string[] = [];
    setLoading(true);
    setLoadingMore(false);
    setLoadMoreError(null);
    (async () => {
      const stored = await loadOfflineRooms(store);
      covers = stored.map((entry) => entry.cover_url).filter((url): url is string => url !== null);
      let firstPage: Awaited<ReturnType<typeof listRooms>> | null = null;
      let failure: string | null = null;
      if (isOnline()) {
        try {
          firstPage = await listRooms(null);
        } catch {
          failure = ROOM_MESSAGES.fetchRoomsFailed;
        }
      }
      if (generation.current !== mine) {
        covers.forEach((url) => URL.revokeObjectURL(url));
        return;
      }
      setOffline(stored);
      setServer(firstPage?.items ?? null);
      setCursor(firstPage?.next_cursor ?? null);
      setTotal(firstPage?.total ?? null);
      setError(failure);
      setLoading(false);
    })();
    return () => {
      generation.current += 1;
      covers.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [online, reload, store]);

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    setLoadMoreError(null);
    listRooms(cursor)
      .then((page) => {
        if (generation.current !== mine) return;
        setServer((loaded) => [...(loaded ?? []), ...page.items]);
        setCursor(page.next_cursor);
        if (page.total !== null) setTotal(page.total);
      })
      .catch(() => generation.current === mine && setLoadMoreError(ROOM_MESSAGES.fetchRoomsFailed))
      .finally(() => generation.current === mine && setLoadingMore(false));
  }, [cursor, loadingMore]);

  const rooms = useMemo(() => roomCards(server, offline, downloaded), [server, offline, downloaded]);
  /** A room just made available offline shows as such at once (the next load reads it from the store). */
  const markStored = useCallback((roomId: string) => setDownloaded((ids) => new Set(ids).add(roomId)), []);
  const paging: Paging = { total, hasMore: server !== null && cursor !== null, loadingMore, loadMoreError, loadMore };
  const fromDevice = server === null;
  const reloadList = useCallback(() => setReload((n) => n + 1), []);
  return { rooms, loading, error, online, fromDevice, paging, reload: reloadList, markStored };
}
