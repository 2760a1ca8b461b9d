/**
 * The play controller's sync: every local step is saved in Dexie together with its queued
 * action (one chain, in order), then the queue is flushed to the server (after each action,
 * when the browser comes back online, on open, and on a timer after a failure). Once the
 * queue is empty and nothing was played meanwhile, the server's replayed state and score
 * are adopted, and (online) the keys the server's replay has earned are added. Plain TypeScript with its collaborators passed in, so it is unit-tested
 * without React or a network.
 */
import type { GameAction, RoomPackage, SyncResponse } from '@core';
import { newQueueEntry, type Flusher } from './action-queue';
import type { LocalSession, QueueStore, SessionStore } from './offline-db';
import { shouldAdoptServerState } from './play-session';
import { syncWaitOf, type SyncWait } from './sync-wait';

export const SYNC_RETRY_MS = 15_000;

export interface SyncStatus {
  /** Actions waiting to reach the server. */
  pending: number;
  syncing: boolean;
  /** The last flush failed (the retry timer is set when actions are left). */
  failed: boolean;
  /**
   * The server asked to wait (429 with Retry-After, sync-wait.ts): the queue keeps every action
   * and sends nothing until then, then goes on by itself; the play screen counts down on the lock.
   */
  wait: SyncWait | null;
}

export interface PlaySyncDeps {
  roomId: string;
  flusher: Flusher;
  store: QueueStore & SessionStore;
  isOnline: () => boolean;
  /** The session and room as the screen holds them now. */
  current: () => { session: LocalSession | null; room: RoomPackage | null };
  adopt: (session: LocalSession) => void;
  onStatus: (status: SyncStatus) => void;
  onSaveFailed: () => void;
  retryMs?: number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface PlaySync {
  /** Saves the step and queues its action (practice replays are saved only), then flushes. */
  record(next: LocalSession, action: GameAction): Promise<void>;
  /** Saves the session without an action (hint bookkeeping, replays, keyrings). */
  save(next: LocalSession): Promise<void>;
  flush(): Promise<void>;
  status(): SyncStatus;
  dispose(): void;
}

/** Whether the server's replayed state may replace the local one (see shouldAdoptServerState). */
interface Freshness {
  pending: number;
  revisionAtStart: number;
  revisionNow: number;
}

/** The local session once the server answered a flush: its id and score, and its replayed state when that should win. */
function withServerAnswer(
  session: LocalSession,
  room: RoomPackage,
  { game_session, state, keyring }: SyncResponse,
  { pending, revisionAtStart, revisionNow }: Freshness,
): LocalSession {
  const adopt =
    !session.practice &&
    shouldAdoptServerState({ pkg: room, local: session.state, server: state, pending, revisionAtStart, revisionNow });
  return {
    ...session,
    session_id: game_session.id,
    server_points: game_session.total_points,
    state: adopt ? state : session.state,
    // Online play: what the server's replay has earned (keys of the texts shown, verifiers of opened locks).
    keyring: keyring ? { ...session.keyring, ...keyring } : session.keyring,
  };
}

/** The timers and clock a sync uses: the ones given (tests), else the browser's. */
function timersOf({ setTimer, clearTimer, now }: Pick<PlaySyncDeps, 'setTimer' | 'clearTimer' | 'now'>) {
  return {
    now: now ?? Date.now,
    setTimer: setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms)),
    clearTimer: clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>)),
  };
}

export function createPlaySync(deps: PlaySyncDeps): PlaySync {
  const { setTimer, clearTimer, now } = timersOf(deps);
  const retryMs = deps.retryMs ?? SYNC_RETRY_MS;
  let status: SyncStatus = { pending: 0, syncing: false, failed: false, wait: null };
  /** Bumped on every local action; `persisted` catches up when it is saved. */
  const revision = { current: 0, persisted: 0 };
  let chain: Promise<void> = Promise.resolve();
  let timer: unknown = null;
  let alive = true;

  const update = (patch: Partial<SyncStatus>) => {
    status = { ...status, ...patch };
    if (alive) deps.onStatus(status);
  };

  const refreshPending = async () => {
    const count = (await deps.store.pending(deps.roomId).catch(() => [])).length;
    update({ pending: count });
    return count;
  };

  const flush = async (): Promise<void> => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (!alive) return;
    const waitLeft = status.wait ? status.wait.until - now() : 0;
    if (!deps.isOnline() || waitLeft > 0) {
      await refreshPending();
      if (waitLeft > 0 && alive) timer = setTimer(() => void flush(), waitLeft);
      return;
    }
    const revisionAtStart = revision.current;
    update({ syncing: true });
    const result = await deps.flusher
      .flush(deps.roomId)
      .catch((failure: unknown) => ({ error: failure, response: null, sent: 0, pending: -1 }));
    if (!alive) return;
    const wait = syncWaitOf(result.error, now());
    update({ syncing: false, failed: Boolean(result.error) && !wait, wait });
    const left = await refreshPending();
    const { session, room } = deps.current();
    if (result.response && session && room) {
      const next = withServerAnswer(session, room, result.response, {
        pending: left,
        revisionAtStart,
        revisionNow: revision.persisted === revision.current ? revision.current : -1,
      });
      deps.adopt(next);
      await deps.store.putSession(next).catch(() => undefined);
    }
    if (result.error && left > 0 && alive) timer = setTimer(() => void flush(), wait ? wait.until - now() : retryMs);
  };

  return {
    record(next, action) {
      if (!next.practice) update({ pending: status.pending + 1 });
      revision.current += 1;
      const mine = revision.current;
      const entry = newQueueEntry(deps.roomId, action);
      chain = chain
        .then(() => (next.practice ? deps.store.putSession(next) : deps.store.recordStep(next, entry)))
        .then(() => {
          revision.persisted = Math.max(revision.persisted, mine);
          if (!next.practice) return flush();
        })
        .catch(() => {
          revision.persisted = Math.max(revision.persisted, mine);
          deps.onSaveFailed();
        });
      return chain;
    },
    save(next) {
      chain = chain.then(() => deps.store.putSession(next)).catch(() => undefined);
      return chain;
    },
    flush,
    status: () => status,
    dispose() {
      alive = false;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}
