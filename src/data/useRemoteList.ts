/** Loads a list from the API with loading and error states, and reloads on demand. */
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';

export interface RemoteList<T> {
  items: T[];
  setItems: Dispatch<SetStateAction<T[]>>;
  loading: boolean;
  /** The last load failure's message (each loader throws the spec's message). */
  error: string | null;
  reload: () => void;
}

export function useRemoteList<T>(load: () => Promise<T[]>): RemoteList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    load()
      .then((list) => {
        if (cancelled) return;
        setItems(list);
        setError(null);
      })
      .catch((e: Error) => !cancelled && setError(e.message))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
    // `load` is a module-level function in every caller; reloads go through `attempt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { items, setItems, loading, error, reload };
}
