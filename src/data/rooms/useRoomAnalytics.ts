/**
 * A room's creator analytics (issue 32 items 4 and 5) as a screen holds them: loaded for a version
 * (the room's current one when none is chosen), again on `reload`.
 */
import { useCallback, useEffect, useState } from 'react';
import type { RoomAnalytics } from '@core';
import { fetchRoomAnalytics } from './analytics-calls';

export type AnalyticsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; analytics: RoomAnalytics };

export function useRoomAnalytics(roomId: string) {
  const [version, setVersion] = useState<string | undefined>(undefined);
  const [state, setState] = useState<AnalyticsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    fetchRoomAnalytics(roomId, version).then(
      (analytics) => !cancelled && setState({ status: 'ready', analytics }),
      (error: Error) => !cancelled && setState({ status: 'error', message: error.message }),
    );
    return () => {
      cancelled = true;
    };
  }, [roomId, version, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, version, setVersion, reload };
}
