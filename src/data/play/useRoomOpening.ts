/**
 * Opening the room for the play controller (play-loader): the package, the session to resume and
 * the scene in sight's image first, the other scenes' images after; again on `retry`. Object URLs
 * of the images are revoked when the room closes.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { SealedPackage } from '@core';
import { openPlayRoom } from './play-loader';
import { RoomLoadError } from './offline/room-cache';
import type { PlaySpace } from './offline/play-space';
import type { PlaySync } from './offline/play-sync';
import { playNetwork } from './play-prefetch';
import { isOnline } from '../http/useOnline';
import type { LocalSessionState } from './usePlayRoomSync';

export type PlayStatus = 'loading' | 'error' | 'ready';

export function useRoomOpening(
  roomId: string,
  { store, owner }: Pick<PlaySpace, 'store' | 'owner'>,
  { sessionRef, pkgRef, setSessionState }: LocalSessionState,
  syncer: PlaySync,
) {
  const [status, setStatus] = useState<PlayStatus>('loading');
  const [error, setError] = useState<RoomLoadError | null>(null);
  const [sealed, setSealed] = useState<SealedPackage | null>(null);
  const [imageSources, setImageSources] = useState<Record<string, string>>({});
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let objectUrls: string[] = [];
    setStatus('loading');
    setError(null);
    openPlayRoom(store, playNetwork(roomId, owner), roomId, isOnline())
      .then((opened) => {
        objectUrls = opened.objectUrls;
        if (cancelled) {
          objectUrls.forEach((url) => URL.revokeObjectURL(url));
          return;
        }
        pkgRef.current = opened.sealed;
        sessionRef.current = opened.session;
        // The whole screen appears at once: a transition, so React renders it in slices, yielding to
        // the browser between them, rather than in one long task (issue 13: total blocking time).
        startTransition(() => {
          setSealed(opened.sealed);
          setImageSources(opened.imageSources);
          setSessionState(opened.session);
          setStatus('ready');
        });
        void syncer.flush();
        // The other scenes' images, once in (the scene in sight already shows).
        void opened.moreImages.then((more) => {
          if (cancelled) {
            more.objectUrls.forEach((url) => URL.revokeObjectURL(url));
            return;
          }
          objectUrls.push(...more.objectUrls);
          // A transition too: the screen is drawn again with them, in slices.
          startTransition(() => setImageSources((shown) => ({ ...shown, ...more.imageSources })));
        });
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        setError(failure instanceof RoomLoadError ? failure : new RoomLoadError('failed', !isOnline()));
        setStatus('error');
      });
    return () => {
      cancelled = true;
      objectUrls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [roomId, reload, syncer, store, owner, sessionRef, pkgRef, setSessionState]);

  const retry = useCallback(() => setReload((n) => n + 1), []);

  return { status, error, sealed, imageSources, retry };
}
