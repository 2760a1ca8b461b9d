/**
 * The play screen's controller, offline first. It wires one module per job:
 * loading (useRoomOpening over play-loader: package, images and the session to resume), engine
 * state (usePlayActions over play-engine: every action through the core engine on the sealed
 * package), sync (usePlayRoomSync over play-sync: save with the queued action, flush, adopt the
 * server's state), hints (play-hints: the graph's offer and the hints bought), the journal
 * (play-journal) and the screen's message (usePlayMessages). Inventory selection is
 * play-selection, used by the page.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SealedPackage } from '@core';
import type { LocalSession } from './offline/offline-db';
import { mergeKeyrings } from './play-loader';
import { presentView, SEALED_LABELS } from './sealed-view';
import { displayedPoints } from './offline/play-session';
import type { PlaySync } from './offline/play-sync';
import { hintViewInSlices, type HintView } from './play-hints';
import { journalOf } from './play-journal';
import { httpRoomNetwork } from './offline/room-cache';
import { useOnline } from '../http/useOnline';
import { usePlaySpace } from './offline/usePlaySpace';
import { usePlayMessages, type Say } from './usePlayMessages';
import { useLocalSession, usePlaySyncer, type LocalSessionState } from './usePlayRoomSync';
import { useRoomOpening, type PlayStatus } from './useRoomOpening';
import { usePlayActions } from './usePlayActions';

export { SYNC_RETRY_MS } from './offline/play-sync';
export { SAVE_FAILED_MESSAGE } from './usePlayRoomSync';
export type { PlayMessage } from './usePlayMessages';
export type { PlayStatus } from './useRoomOpening';

/** The room as this player may read it now (texts still sealed in sight show as "Sealed"), its journal and hints. */
function usePlayView(sealed: SealedPackage | null, session: LocalSession | null) {
  const state = session?.state ?? null;
  const view = useMemo(
    () => (sealed && session ? presentView(sealed, session.keyring ?? {}, session.state) : null),
    [sealed, session],
  );
  const journal = useMemo(() => (view && state ? journalOf(view.pkg, state) : null), [view, state]);
  /**
   * The hint on offer now (words and cost, before buying) and the hints bought, from the puzzle graph.
   * The graph search takes tens of milliseconds on a phone, so it runs after the screen shows the new
   * state, a few milliseconds at a time (play-hints, hintViewInSlices: issue 13, total blocking time);
   * until it ends the last state's hints stay. Buying a hint does not wait for it: the engine's hint
   * action searches from the state it is given.
   */
  const [hints, setHints] = useState<HintView | null>(null);
  useEffect(() => {
    if (!view || !state) {
      setHints(null);
      return;
    }
    let moved = false;
    void hintViewInSlices(view.pkg, state, () => moved).then((next) => {
      if (next && !moved) setHints(next);
    });
    return () => {
      moved = true;
    };
  }, [view, state]);
  return { state, view, journal, hints };
}

interface SealedInSight {
  roomId: string;
  status: PlayStatus;
  missingCount: number;
  online: boolean;
  local: LocalSessionState;
  say: Say;
  syncer: PlaySync;
}

/** Something in sight is still sealed (keys lost on this device): say so, and ask the server for the keys. */
function useSealedKeysRefresh({ roomId, status, missingCount, online, local, say, syncer }: SealedInSight) {
  const { sessionRef, pkgRef, setSession } = local;
  /** Rooms whose keyring was already asked for again this visit (once is enough). */
  const keyringRefreshed = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'ready' || missingCount === 0) return;
    say(SEALED_LABELS.note, 'primary');
    if (!online || keyringRefreshed.current === roomId) return;
    keyringRefreshed.current = roomId;
    void httpRoomNetwork
      .fetchPackage(roomId)
      .then(({ keyring }) => {
        const current = sessionRef.current;
        if (!current || pkgRef.current?.version !== current.version) return;
        const next = { ...current, keyring: mergeKeyrings(current.keyring, keyring) };
        setSession(next);
        return syncer.save(next);
      })
      .catch(() => undefined);
  }, [status, missingCount, online, roomId, say, sessionRef, pkgRef, setSession, syncer]);
}

export function usePlayRoom(roomId: string) {
  const online = useOnline();
  // The signed-in user's own offline data and sync (Hardening item 9).
  const space = usePlaySpace();
  const { message, say, clearMessage } = usePlayMessages();
  const local = useLocalSession();
  const { syncer, sync } = usePlaySyncer(roomId, space, local, say);
  const { status, error, sealed, imageSources, retry } = useRoomOpening(roomId, space, local, syncer);

  // Back online: send what waited.
  useEffect(() => {
    if (online && status === 'ready') void syncer.flush();
  }, [online, status, syncer]);

  const { dispatch, takeHint, hintOffer, playAgain } = usePlayActions(local, syncer, say);
  const { session } = local;
  const { state, view, journal, hints } = usePlayView(sealed, session);
  useSealedKeysRefresh({ roomId, status, missingCount: view?.missing.length ?? 0, online, local, say, syncer });

  const points = useMemo(
    () => (session ? displayedPoints(session.state, session.server_points, sync.pending, session.practice) : 0),
    [session, sync.pending],
  );

  return {
    status,
    error,
    pkg: view?.pkg ?? null,
    state,
    session,
    journal,
    hints,
    imageSources,
    points,
    pending: sync.pending,
    syncing: sync.syncing,
    syncFailed: sync.failed,
    /** A lock the server asked to wait on (too many wrong codes) and until when; the code entry counts down. */
    lockWait: sync.wait?.elementId ? { elementId: sync.wait.elementId, until: sync.wait.until } : null,
    online,
    message,
    /** Clears the message with this id (a newer one stays). */
    clearMessage,
    say,
    dispatch,
    takeHint,
    hintOffer,
    playAgain,
    retry,
  };
}

export type PlayRoom = ReturnType<typeof usePlayRoom>;
