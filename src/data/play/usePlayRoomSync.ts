/**
 * The play controller's local session and its sync (play-sync): the session as state for the
 * screen and as a ref for the actions (both set together), the package in play, and the syncer
 * that saves each step with its queued action and adopts the server's state.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SealedPackage } from '@core';
import type { LocalSession } from './offline/offline-db';
import { createPlaySync, type PlaySync, type SyncStatus } from './offline/play-sync';
import type { PlaySpace } from './offline/play-space';
import { isOnline } from '../http/useOnline';
import type { Say } from './usePlayMessages';

export const SAVE_FAILED_MESSAGE = 'Could not save your progress on this device.';

/** The local session (state and ref) and the package in play (ref). */
export function useLocalSession() {
  const [session, setSessionState] = useState<LocalSession | null>(null);
  const sessionRef = useRef<LocalSession | null>(null);
  const pkgRef = useRef<SealedPackage | null>(null);

  const setSession = useCallback((next: LocalSession) => {
    sessionRef.current = next;
    setSessionState(next);
  }, []);

  return { session, setSessionState, sessionRef, pkgRef, setSession };
}

export type LocalSessionState = ReturnType<typeof useLocalSession>;

/** One syncer per room and user's play space, disposed when either changes, and its status. */
export function usePlaySyncer(
  roomId: string,
  { flusher, store }: Pick<PlaySpace, 'flusher' | 'store'>,
  { sessionRef, pkgRef, setSession }: LocalSessionState,
  say: Say,
) {
  const [sync, setSync] = useState<SyncStatus>({ pending: 0, syncing: false, failed: false, wait: null });
  const syncer = useMemo<PlaySync>(
    () =>
      createPlaySync({
        roomId,
        flusher,
        store,
        isOnline,
        current: () => ({ session: sessionRef.current, room: pkgRef.current }),
        adopt: setSession,
        onStatus: setSync,
        onSaveFailed: () => say(SAVE_FAILED_MESSAGE, 'danger'),
      }),
    [roomId, flusher, store, sessionRef, pkgRef, setSession, say],
  );
  useEffect(() => () => syncer.dispose(), [syncer]);
  return { syncer, sync };
}
