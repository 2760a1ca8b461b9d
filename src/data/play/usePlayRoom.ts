/**
 * The play screen's controller, offline first. It wires one module per job:
 * loading (play-loader: package, images and the session to resume), engine state
 * (play-engine: every action through the core engine on the sealed package), sync
 * (play-sync: save with the queued action, flush, adopt the server's state), hints
 * (play-hints: the graph's offer and the hints bought) and the journal (play-journal). Inventory selection is play-selection,
 * used by the page.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameAction, HintOffer, SealedPackage, StepResult } from '@core';
import type { LocalSession } from './offline/offline-db';
import { mergeKeyrings, openPlayRoom } from './play-loader';
import { presentView, SEALED_LABELS } from './sealed-view';
import { displayedPoints } from './offline/play-session';
import { replaySession, stepSession } from './play-engine';
import { createPlaySync, type PlaySync, type SyncStatus } from './offline/play-sync';
import { hintViewInSlices, offerNow, type HintView } from './play-hints';
import { journalOf } from './play-journal';
import { httpRoomNetwork, RoomLoadError } from './offline/room-cache';
import { playNetwork } from './play-prefetch';
import { isOnline, useOnline } from '../http/useOnline';
import { usePlaySpace } from './offline/usePlaySpace';

export { SYNC_RETRY_MS } from './offline/play-sync';
export const SAVE_FAILED_MESSAGE = 'Could not save your progress on this device.';

export interface PlayMessage {
  id: number;
  text: string;
  tone: 'success' | 'danger' | 'primary';
  /** The engine's result when the message is an action's, so the screen can say what it changed. */
  result?: StepResult;
}

export type PlayStatus = 'loading' | 'error' | 'ready';

export function usePlayRoom(roomId: string) {
  const online = useOnline();
  // The signed-in user's own offline data and sync (Hardening item 9).
  const { store, flusher, owner } = usePlaySpace();
  const [status, setStatus] = useState<PlayStatus>('loading');
  const [error, setError] = useState<RoomLoadError | null>(null);
  const [sealed, setSealed] = useState<SealedPackage | null>(null);
  const [session, setSessionState] = useState<LocalSession | null>(null);
  const [imageSources, setImageSources] = useState<Record<string, string>>({});
  const [sync, setSync] = useState<SyncStatus>({ pending: 0, syncing: false, failed: false });
  const [message, setMessage] = useState<PlayMessage | null>(null);
  const [reload, setReload] = useState(0);

  const sessionRef = useRef<LocalSession | null>(null);
  const pkgRef = useRef<SealedPackage | null>(null);
  /** Rooms whose keyring was already asked for again this visit (once is enough). */
  const keyringRefreshed = useRef<string | null>(null);
  const messageId = useRef(0);

  const setSession = useCallback((next: LocalSession) => {
    sessionRef.current = next;
    setSessionState(next);
  }, []);

  const say = useCallback((text: string, tone: PlayMessage['tone'], result?: StepResult) => {
    messageId.current += 1;
    setMessage({ id: messageId.current, text, tone, result });
  }, []);

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
    [roomId, flusher, store, setSession, say],
  );
  useEffect(() => () => syncer.dispose(), [syncer]);

  // Open the room.
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
  }, [roomId, reload, syncer, setSession, store, owner]);

  // Back online: send what waited.
  useEffect(() => {
    if (online && status === 'ready') void syncer.flush();
  }, [online, status, syncer]);

  /** Runs an action through the engine, saves and queues it, and shows its message unless `quiet`. */
  const act = useCallback(
    (action: GameAction, quiet = false): StepResult | null => {
      const current = sessionRef.current;
      const room = pkgRef.current;
      if (!current || !room) return null;
      const stepped = stepSession(room, current, action, new Date().toISOString());
      if (!stepped.ok) {
        if (!quiet) say(stepped.message, 'danger');
        return null;
      }
      setSession(stepped.session);
      if (!quiet) say(stepped.result.message, stepped.result.success ? 'success' : 'danger', stepped.result);
      void syncer.record(stepped.session, action);
      return stepped.result;
    },
    [say, setSession, syncer],
  );

  /** Runs an action; `quiet` leaves the snackbar out when the screen shows the result itself (the hint sheet). */
  const dispatch = useCallback((action: GameAction, quiet = false) => act(action, quiet), [act]);

  /**
   * Buys the hint on offer (core hints): the engine charges it and the action is queued like
   * any other. The one hint action of the Hint control and Ermie's chat; its result's message is
   * the hint's words (or why there is none); `quiet` leaves the snackbar out when the chat or
   * the hint sheet says them instead.
   */
  const takeHint = useCallback((quiet = false): StepResult | null => act({ type: 'hint' }, quiet), [act]);

  /** The hint `takeHint` would buy now (its words and cost), worked out without buying it. */
  const hintOffer = useCallback((): HintOffer | null => {
    const current = sessionRef.current;
    return current && pkgRef.current ? offerNow(pkgRef.current, current) : null;
  }, []);

  /** After escaping: a fresh local replay (the server keeps the finished session). */
  const playAgain = useCallback(() => {
    const room = pkgRef.current;
    const current = sessionRef.current;
    if (!room || !current) return;
    const next = replaySession(room, current, new Date().toISOString());
    setSession(next);
    void syncer.save(next);
  }, [setSession, syncer]);

  const state = session?.state ?? null;
  /** The room as this player may read it now; texts still sealed in sight show as "Sealed". */
  const view = useMemo(
    () => (sealed && session ? presentView(sealed, session.keyring ?? {}, session.state) : null),
    [sealed, session],
  );
  const missingCount = view?.missing.length ?? 0;
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

  // Something in sight is still sealed (keys lost on this device): say so, and ask the server for the keys.
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
  }, [status, missingCount, online, roomId, say, setSession, syncer]);

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
    online,
    message,
    /** Clears the message with this id (a newer one stays). */
    clearMessage: useCallback((id: number) => setMessage((m) => (m?.id === id ? null : m)), []),
    say,
    dispatch,
    takeHint,
    hintOffer,
    playAgain,
    retry: useCallback(() => setReload((n) => n + 1), []),
  };
}

export type PlayRoom = ReturnType<typeof usePlayRoom>;
