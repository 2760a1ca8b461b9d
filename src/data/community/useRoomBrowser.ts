/**
 * The room browser's list for `filters` (issue 31 item 1): the server's cards a page at a time
 * ("Load more" follows the cursor), marked with the rooms stored on this device and the player's
 * local sessions; offline (or when the server cannot be reached) the stored rooms alone. A new
 * `filters` starts from the first page; an answer for older filters is dropped.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MyRoomStatus, RoomCard } from '@core';
import { isOnline, useOnline } from '../http/useOnline';
import type { Paging } from '../http/useRemoteList';
import type { RoomStore, SessionStore } from '../play/offline/offline-db';
import { usePlaySpace } from '../play/offline/usePlaySpace';
import { loadOfflineRooms, type OfflineRoom } from '../rooms/useRoomList';
import { browseRooms } from './browse-call';
import type { BrowserFilters } from './browser-filters';
import { deviceCards, localStatus, serverCards, withFreshCards, type BrowserCard } from './browser-cards';

export interface RoomBrowser {
  cards: BrowserCard[];
  loading: boolean;
  error: string | null;
  online: boolean;
  /** The list is the device's stored rooms (offline, or the server could not be reached). */
  fromDevice: boolean;
  paging: Paging;
  reload: () => void;
  /** A room just made available offline shows so at once. */
  markStored: (roomId: string) => void;
  /** Reads the first page again and updates the cards in sight (statuses after a play), keeping the rest. */
  refresh: () => void;
}

interface Loaded {
  offline: OfflineRoom[];
  local: Map<string, MyRoomStatus>;
  server: RoomCard[] | null;
  cursor: string | null;
  error: string | null;
}

async function loadFirst(store: RoomStore & SessionStore, filters: BrowserFilters): Promise<Loaded> {
  const offline = await loadOfflineRooms(store);
  const local = new Map<string, MyRoomStatus>();
  for (const { room } of offline) {
    const session = await store.getSession(room.id).catch(() => undefined);
    local.set(room.id, localStatus(session));
  }
  if (!isOnline()) return { offline, local, server: null, cursor: null, error: null };
  try {
    const page = await browseRooms(filters, null);
    return { offline, local, server: page.items, cursor: page.next_cursor, error: null };
  } catch (error) {
    return { offline, local, server: null, cursor: null, error: (error as Error).message };
  }
}

export function useRoomBrowser(filters: BrowserFilters): RoomBrowser {
  const online = useOnline();
  const { store } = usePlaySpace();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [downloaded, setDownloaded] = useState<ReadonlySet<string>>(new Set());
  const generation = useRef(0);
  const key = JSON.stringify(filters);

  useEffect(() => {
    const mine = ++generation.current;
    let covers: string[] = [];
    setLoading(true);
    setLoadingMore(false);
    setLoadMoreError(null);
    void loadFirst(store, JSON.parse(key) as BrowserFilters).then((result) => {
      covers = result.offline.map((entry) => entry.cover_url).filter((url): url is string => url !== null);
      if (generation.current !== mine) return covers.forEach((url) => URL.revokeObjectURL(url));
      setLoaded(result);
      setLoading(false);
    });
    return () => {
      generation.current += 1;
      covers.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [key, online, attempt, store]);

  const cursor = loaded?.cursor ?? null;
  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    setLoadMoreError(null);
    browseRooms(JSON.parse(key) as BrowserFilters, cursor)
      .then((page) => {
        if (generation.current !== mine) return;
        setLoaded((now) => now && { ...now, server: [...(now.server ?? []), ...page.items], cursor: page.next_cursor });
      })
      .catch((error: Error) => generation.current === mine && setLoadMoreError(error.message))
      .finally(() => generation.current === mine && setLoadingMore(false));
  }, [cursor, loadingMore, key]);

  const cards = useMemo(() => {
    if (!loaded) return [];
    const parsed = JSON.parse(key) as BrowserFilters;
    if (loaded.server === null) return deviceCards(loaded.offline, loaded.local, parsed);
    const stored = new Set([...loaded.offline.map((entry) => entry.room.id), ...downloaded]);
    return serverCards(loaded.server, stored, loaded.local);
  }, [loaded, downloaded, key]);

  const server = loaded?.server ?? null;
  const refresh = useCallback(() => {
    if (!server || !isOnline()) return;
    const mine = generation.current;
    browseRooms(JSON.parse(key) as BrowserFilters, null)
      .then((page) => {
        if (generation.current !== mine) return;
        setLoaded((now) => now && now.server && { ...now, server: withFreshCards(now.server, page.items) });
      })
      .catch(() => undefined);
  }, [server, key]);

  const markStored = useCallback((roomId: string) => setDownloaded((ids) => new Set(ids).add(roomId)), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const fromDevice = loaded?.server === null;
  const paging: Paging = { total: null, hasMore: !fromDevice && cursor !== null, loadingMore, loadMoreError, loadMore };
  return { cards, loading, error: loaded?.error ?? null, online, fromDevice, paging, reload, markStored, refresh };
}
