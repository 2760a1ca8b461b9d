/** One value loaded from the API, with its loading and error states and a retry. */
import { useCallback, useEffect, useState } from 'react';

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

/** Loads `load()` again whenever `key` changes or the returned retry is called. */
export function useLoad<T>(load: () => Promise<T>, key: string): [Loadable<T>, () => void] {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      (error: Error) => current && setState({ status: 'error', message: error.message }),
    );
    return () => {
      current = false;
    };
    // `load` follows `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
