/**
 * The XP tab's data (issue 31 items 4 and 5): the player's balance, rank and latest ledger entries,
 * and the global XP board for the chosen period (this week or all time). Each part loads, fails
 * and retries on its own.
 */
import { useCallback, useEffect, useState } from 'react';
import { fetchMyXp, fetchXpBoard, type MyXp, type XpBoard, type XpPeriod } from './community-calls';

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

function useLoad<T>(load: () => Promise<T>, key: string): [Loadable<T>, () => void] {
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

export function useXp() {
  const [period, setPeriod] = useState<XpPeriod>('week');
  const [mine, reloadMine] = useLoad<MyXp>(fetchMyXp, 'me');
  const [board, reloadBoard] = useLoad<XpBoard>(() => fetchXpBoard(period), period);
  return { mine, reloadMine, board, reloadBoard, period, setPeriod };
}
