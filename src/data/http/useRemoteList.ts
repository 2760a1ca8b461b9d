/**
 * Loads a paginated list from the API: the first page with loading and error states,
 * further pages on demand ("Load more"), and reloads from the first page. A failed
 * further page keeps everything already loaded and can be tried again.
 */
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { PageLoader } from './paging';

export interface RemoteList<T> {
  items: T[];
  setItems: Dispatch<SetStateAction<T[]>>;
  /** The first page is loading. */
  loading: boolean;
  /** The first page's failure message (each loader throws the spec's message). */
  error: string | null;
  reload: () => void;
  /** Every item the list holds, when the server says; else null (count only what is loaded). */
  total: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the last "Load more" failed; what was loaded stays. */
  loadMoreError: string | null;
  loadMore: () => void;
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export function useRemoteList<T>(load: PageLoader<T>): RemoteList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** Bumped on every reload, so a late page of an older load is dropped. */
  const generation = useRef(0);
  const moreInFlight = useRef(false);

  useEffect(() => {
    const mine = ++generation.current;
    moreInFlight.current = false;
    setLoading(true);
    setLoadingMore(false);
    setLoadMoreError(null);
    load(null)
      .then((page) => {
        if (generation.current !== mine) return;
        setItems(page.items);
        setCursor(page.next_cursor);
        setTotal(page.total);
        setError(null);
      })
      .catch((e: unknown) => generation.current === mine && setError(messageOf(e)))
      .finally(() => generation.current === mine && setLoading(false));
    return () => {
      generation.current += 1;
    };
    // `load` is a module-level function in every caller; reloads go through `attempt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const loadMore = useCallback(() => {
    if (!cursor || moreInFlight.current) return;
    const mine = generation.current;
    moreInFlight.current = true;
    setLoadingMore(true);
    setLoadMoreError(null);
    load(cursor)
      .then((page) => {
        if (generation.current !== mine) return;
        setItems((loaded) => [...loaded, ...page.items]);
        setCursor(page.next_cursor);
        if (page.total !== null) setTotal(page.total);
      })
      .catch((e: unknown) => generation.current === mine && setLoadMoreError(messageOf(e)))
      .finally(() => {
        if (generation.current !== mine) return;
        moreInFlight.current = false;
        setLoadingMore(false);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cursor]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    items,
    setItems,
    loading,
    error,
    reload,
    total,
    hasMore: cursor !== null,
    loadingMore,
    loadMoreError,
    loadMore,
  };
}

/** The "Load more" part of a list, handed to the screen as one object. */
export type Paging = Pick<RemoteList<unknown>, 'total' | 'hasMore' | 'loadingMore' | 'loadMoreError' | 'loadMore'>;

export const pagingOf = <T>(list: RemoteList<T>): Paging => ({
  total: list.total,
  hasMore: list.hasMore,
  loadingMore: list.loadingMore,
  loadMoreError: list.loadMoreError,
  loadMore: list.loadMore,
});
