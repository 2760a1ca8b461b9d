/**
 * The play screen's state, offline first: every action goes through the core engine
 * locally on the sealed package (stepSealed: a correct code adds its lock's key to the
 * session's keyring, which opens the texts it guards), the view is opened again after
 * each action, the new state is saved in Dexie together with the queued action, and the
 * queue is flushed to the server (after each action, when the browser comes back
 * online, on open, and on a timer after a failure). The server's score is shown once
 * everything is synced.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { stepSealed, type GameAction, type GameState, type SealedPackage, type StepResult } from '@core';
import { initialState } from '@core/engine';
import { PLAY_MESSAGES } from '@core/messages';
import { newQueueEntry } from './action-queue';
import type { LocalSession } from './offline-db';
import { mergeKeyrings, openPlayRoom } from './play-loader';
import { presentView, SEALED_LABELS } from './sealed-view';
import { displayedPoints, shouldAdoptServerState } from './play-session';
import { httpRoomNetwork, RoomLoadError } from './room-cache';
import { isOnline, useOnline } from './useOnline';
import { usePlaySpace } from './usePlaySpace';

export const SYNC_RETRY_MS = 15_000;
export const SAVE_FAILED_MESSAGE = 'Could not save your progress on this device.';

export interface PlayMessage {
  id: number;
  text: string;
  tone: 'success' | 'danger' | 'primary';
}

export type PlayStatus = 'loading' | 'error' | 'ready';

export function usePlayRoom(roomId: string) {
  const online = useOnline();
  // The signed-in user's own offline data and sync (Hardening item 9).
  const { store, flusher } = usePlaySpace();
  const [status, setStatus] = useState<PlayStatus>('loading');
  const [error, setError] = useState<RoomLoadError | null>(null);
  const [sealed, setSealed] = useState<SealedPackage | null>(null);
  const [session, setSessionState] = useState<LocalSession | null>(null);
  const [imageSources, setImageSources] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(0);
  const [syncing, setSyncing] = useState(false);
  const [syncFailed, setSyncFailed] = useState(false);
  const [message, setMessage] = useState<PlayMessage | null>(null);
  const [reload, setReload] = useState(0);

  const sessionRef = useRef<LocalSession | null>(null);
  const pkgRef = useRef<SealedPackage | null>(null);
  /** Rooms whose keyring was already asked for again this visit (once is enough). */
  const keyringRefreshed = useRef<string | null>(null);
  /** Bumped on every local action; `persisted` catches up when it is saved. */
  const revision = useRef({ current: 0, persisted: 0 });
  const persistChain = useRef<Promise<void>>(Promise.resolve());
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const messageId = useRef(0);
  const alive = useRef(true);

  const setSession = useCallback((next: LocalSession) => {
    sessionRef.current = next;
    setSessionState(next);
  }, []);

  const say = useCallback((text: string, tone: PlayMessage['tone']) => {
    messageId.current += 1;
    setMessage({ id: messageId.current, text, tone });
  }, []);

  const refreshPending = useCallback(async () => {
    const count = (await store.pending(roomId).catch(() => [])).length;
    if (alive.current) setPending(count);
    return count;
  }, [roomId, store]);

  const flush = useCallback(async () => {
    if (retryTimer.current) clearTimeout(retryTimer.current);
    retryTimer.current = null;
    if (!isOnline()) {
      await refreshPending();
      return;
    }
    const revisionAtStart = revision.current.current;
    setSyncing(true);
    const result = await flusher
      .flush(roomId)
      .catch((failure: unknown) => ({ error: failure, response: null, sent: 0, pending: -1 }));
    if (!alive.current) return;
    setSyncing(false);
    setSyncFailed(Boolean(result.error));
    const left = await refreshPending();
    const current = sessionRef.current;
    const room = pkgRef.current;
    if (result.response && current && room) {
      const { game_session, state } = result.response;
      const rev = revision.current;
      const adopt =
        !current.practice &&
        shouldAdoptServerState({
          pkg: room,
          local: current.state,
          server: state,
          pending: left,
          revisionAtStart,
          revisionNow: rev.persisted === rev.current ? rev.current : -1,
        });
      const next: LocalSession = {
        ...current,
        session_id: game_session.id,
        server_points: game_session.total_points,
        state: adopt ? state : current.state,
      };
      setSession(next);
      await store.putSession(next).catch(() => undefined);
    }
    if (result.error && left > 0) retryTimer.current = setTimeout(() => void flush(), SYNC_RETRY_MS);
  }, [roomId, refreshPending, setSession, store, flusher]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (retryTimer.current) clearTimeout(retryTimer.current);
    };
  }, []);

  // Open the room.
  useEffect(() => {
    let cancelled = false;
    let objectUrls: string[] = [];
    setStatus('loading');
    setError(null);
    openPlayRoom(store, httpRoomNetwork, roomId, isOnline())
      .then((opened) => {
        objectUrls = opened.objectUrls;
        if (cancelled) {
          objectUrls.forEach((url) => URL.revokeObjectURL(url));
          return;
        }
        pkgRef.current = opened.sealed;
        setSealed(opened.sealed);
        setImageSources(opened.imageSources);
        setSession(opened.session);
        setStatus('ready');
        void flush();
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
  }, [roomId, reload, flush, setSession, store]);

  // Back online: send what waited.
  useEffect(() => {
    if (online && status === 'ready') void flush();
  }, [online, status, flush]);

  /** Runs an action through the engine, saves and queues it, and shows its message. */
  const act = useCallback(
    (action: GameAction, announce?: (result: StepResult) => string, quiet = false): StepResult | null => {
      const current = sessionRef.current;
      const room = pkgRef.current;
      if (!current || !room) return null;
      let result: StepResult;
      let keyring = current.keyring ?? {};
      try {
        ({ result, keyring } = stepSealed(room, keyring, current.state, action));
      } catch {
        say(action.type === 'use_item' ? PLAY_MESSAGES.useKeyFailed : PLAY_MESSAGES.interactFailed, 'danger');
        return null;
      }
      const now = new Date().toISOString();
      const next: LocalSession = {
        ...current,
        state: result.state,
        keyring,
        updated_at: now,
        finished_at: current.finished_at ?? (result.state.escaped ? now : null),
      };
      setSession(next);
      if (!quiet) say(announce ? announce(result) : result.message, result.success ? 'success' : 'danger');
      if (!next.practice) setPending((count) => count + 1);
      revision.current.current += 1;
      const mine = revision.current.current;
      const entry = newQueueEntry(roomId, action);
      persistChain.current = persistChain.current
        .then(() => (next.practice ? store.putSession(next) : store.recordStep(next, entry)))
        .then(() => {
          revision.current.persisted = Math.max(revision.current.persisted, mine);
          if (!next.practice) return flush();
        })
        .catch(() => {
          revision.current.persisted = Math.max(revision.current.persisted, mine);
          say(SAVE_FAILED_MESSAGE, 'danger');
        });
      return result;
    },
    [roomId, say, setSession, flush, store],
  );

  const dispatch = useCallback((action: GameAction) => act(action), [act]);

  /**
   * A hint costs points through the engine; its words come from the package (hint-text).
   * Returns its words (the hint, or why there is none); `quiet` leaves the snackbar out when
   * Ermie's chat says them instead.
   */
  const takeHint = useCallback(
    (
      compose: (state: GameState, given: Record<string, number>) => { text: string; elementId: string | null },
      quiet = false,
    ): string | null => {
      const before = sessionRef.current;
      if (!before) return null;
      const hint = compose(before.state, before.hints_given ?? {});
      const result = act({ type: 'hint' }, (r) => (r.success ? hint.text : r.message), quiet);
      if (result?.success && hint.elementId && sessionRef.current) {
        const given = {
          ...sessionRef.current.hints_given,
          [hint.elementId]: (before.hints_given?.[hint.elementId] ?? 0) + 1,
        };
        const next = { ...sessionRef.current, hints_given: given };
        setSession(next);
        persistChain.current = persistChain.current.then(() => store.putSession(next)).catch(() => undefined);
      }
      if (!result) return null;
      return result.success ? hint.text : result.message;
    },
    [act, setSession, store],
  );

  /** After escaping: a fresh local replay (the server keeps the finished session). */
  const playAgain = useCallback(() => {
    const room = pkgRef.current;
    const current = sessionRef.current;
    if (!room || !current) return;
    const now = new Date().toISOString();
    const next: LocalSession = {
      ...current,
      state: initialState(room),
      hints_given: {},
      practice: true,
      started_at: now,
      finished_at: null,
      updated_at: now,
    };
    setSession(next);
    persistChain.current = persistChain.current.then(() => store.putSession(next)).catch(() => undefined);
  }, [setSession, store]);

  const state = session?.state ?? null;
  /** The room as this player may read it now; texts still sealed in sight show as "Sealed". */
  const view = useMemo(
    () => (sealed && session ? presentView(sealed, session.keyring ?? {}, session.state) : null),
    [sealed, session],
  );
  const missingCount = view?.missing.length ?? 0;

  // Something in sight is still sealed (keys lost on this device): say so, and ask the server for the keys.
  useEffect(() => {
    if (status !== 'ready' || missingCount === 0) return;
    say(SEALED_LABELS.note, 'primary');
    if (!online || keyringRefreshed.current === roomId) return;
    keyringRefreshed.current = roomId;
    void httpRoomNetwork
      .fetchPackage(roomId)
      .then(async ({ keyring }) => {
        const current = sessionRef.current;
        if (!alive.current || !current || pkgRef.current?.version !== current.version) return;
        const next = { ...current, keyring: mergeKeyrings(current.keyring, keyring) };
        setSession(next);
        await store.putSession(next);
      })
      .catch(() => undefined);
  }, [status, missingCount, online, roomId, say, setSession, store]);

  const points = useMemo(
    () => (session ? displayedPoints(session.state, session.server_points, pending, session.practice) : 0),
    [session, pending],
  );

  return {
    status,
    error,
    pkg: view?.pkg ?? null,
    state,
    session,
    imageSources,
    points,
    pending,
    syncing,
    syncFailed,
    online,
    message,
    /** Clears the message with this id (a newer one stays). */
    clearMessage: useCallback((id: number) => setMessage((m) => (m?.id === id ? null : m)), []),
    say,
    dispatch,
    takeHint,
    playAgain,
    retry: useCallback(() => setReload((n) => n + 1), []),
  };
}

export type PlayRoom = ReturnType<typeof usePlayRoom>;
