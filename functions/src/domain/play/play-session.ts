/**
 * The server side of play: it replays every player action with the same core engine
 * the client runs, so points are never taken from the client. Each action id counts
 * once: all writers of a session hold its row lock, and the ids already applied are the
 * current run's log (session_actions) plus the digests of compacted runs.
 *
 * The log keeps only what replay needs (the state lives in game_sessions): a run is
 * compacted when the player escapes, restarts or the room gets a new version, and a run
 * past SESSION_MAX_ACTIONS actions is refused with 413.
 */
import {
  initialState,
  SESSION_MAX_ACTIONS,
  SESSION_TOO_MANY_ACTIONS_MESSAGE,
  SYNC_MAX_ACTIONS,
  SYNC_TOO_MANY_ACTIONS_MESSAGE,
  type QueuedAction,
  type RoomPackage,
} from '@core';
import { inTransaction, type Queryable } from '../../db/pool';
import {
  findSession,
  insertSession,
  keepBestPoints,
  recordActions,
  retireSessionActions,
  saveSessionState,
  seenActionIds,
  type SessionRecord,
} from '../../db/sessions-repo';
import type { StoredUser } from '../../model/stored-user';
import { payloadTooLarge } from '../../model/app-error';
import { playableFullPackage } from './player-package';
import { currentSessionWithoutLock, isCaller, replayWithoutLock, type Player } from './optimistic-replay';
import { replayRemembered } from './remembered-sessions';
import { applyActions, outcomeOf, type ReplayOutcome } from './replay-steps';
import { span } from '../../spans';

export type { ReplayOutcome } from './replay-steps';
export type { Player } from './optimistic-replay';

/** A published room the user may play: enabled ones for everyone, disabled ones for admins only. */
export async function playablePackage(user: StoredUser, roomId: string, db?: Queryable): Promise<RoomPackage> {
  return playableFullPackage(user, roomId, db);
}

/** Loads (creating or resetting on a new room version) the session row, locked, inside `tx`. */
async function lockedSession(user: StoredUser, pkg: RoomPackage, tx: Queryable): Promise<SessionRecord> {
  let session = await findSession(user.id, pkg.id, tx, true);
  if (!session) {
    await insertSession(user.id, pkg.id, pkg.version, initialState(pkg), tx);
    session = await findSession(user.id, pkg.id, tx, true);
  }
  if (!session) throw new Error('Session could not be created');
  if (session.package_version !== pkg.version) {
    const fresh = initialState(pkg);
    await retireSessionActions(session, SESSION_MAX_ACTIONS, true, tx);
    await saveSessionState(session.id, pkg.version, fresh, tx);
    session = (await findSession(user.id, pkg.id, tx)) as SessionRecord;
  }
  return session;
}

export async function getOrCreateSession(user: StoredUser, roomId: string): Promise<SessionRecord> {
  const current = await currentSessionWithoutLock(user, roomId);
  if (current) return current;
  return inTransaction(async (tx) => {
    const pkg = await playablePackage(user, roomId, tx);
    await lockedSession(user, pkg, tx);
    return (await findSession(user.id, roomId, tx)) as SessionRecord;
  });
}

/**
 * A sync body with more actions than one request may carry answers 413 before the body is
 * validated (which answers 400 naming the field for anything else wrong).
 */
export function refuseOversizedSync(body: unknown): unknown {
  const actions = (body as { actions?: unknown } | null)?.actions;
  if (Array.isArray(actions) && actions.length > SYNC_MAX_ACTIONS) throw payloadTooLarge(SYNC_TOO_MANY_ACTIONS_MESSAGE);
  return body;
}

/**
 * Applies queued actions in order; action ids seen before are skipped and award nothing.
 * `check` vets the room's package first (e.g. that the element exists). The common case
 * takes the lock-free path (optimistic-replay.ts); the rest runs here under the session's lock.
 * A Caller's users row (its role as it is now) is read by the lock-free path's first statement,
 * or checked by the one-statement write of a session this instance remembers (remembered-sessions.ts).
 */
export async function replayActions(
  player: Player,
  roomId: string,
  actions: QueuedAction[],
  check?: (pkg: RoomPackage) => void,
): Promise<ReplayOutcome> {
  if (isCaller(player)) {
    const remembered = await replayRemembered(player, roomId, actions, check);
    if (remembered) return remembered;
  }
  const { user, outcome } = await replayWithoutLock(player, roomId, actions, check);
  if (outcome) return outcome;
  return span('locked replay (transaction)', () => replayLocked(user, roomId, actions, check));
}

async function replayLocked(
  user: StoredUser,
  roomId: string,
  actions: QueuedAction[],
  check?: (pkg: RoomPackage) => void,
): Promise<ReplayOutcome> {
  return inTransaction(async (tx) => {
    const pkg = await playablePackage(user, roomId, tx);
    check?.(pkg);
    const session = await lockedSession(user, pkg, tx);
    const seen = await seenActionIds(
      session,
      actions.map((a) => a.action_id),
      tx,
    );
    const run = applyActions(pkg, session.state, actions, seen);
    if (session.action_count + run.fresh.length > SESSION_MAX_ACTIONS)
      throw payloadTooLarge(SESSION_TOO_MANY_ACTIONS_MESSAGE);
    if (run.fresh.length) {
      await recordActions(session.id, run.fresh, tx);
      await saveSessionState(session.id, pkg.version, run.state, tx);
    }
    // Escaping finishes the run: compact its log down to the retired digests, keep the best score.
    if (run.state.escaped && !session.state.escaped) {
      await retireSessionActions(session, SESSION_MAX_ACTIONS, false, tx);
      await keepBestPoints(session.id, tx);
    }
    return outcomeOf((await findSession(user.id, roomId, tx)) as SessionRecord, run);
  });
}

/** Starts the room over for this player (Play again); the finished run's ids stay refused and its best score stays. */
export async function restartSession(user: StoredUser, roomId: string): Promise<SessionRecord> {
  return inTransaction(async (tx) => {
    const pkg = await playablePackage(user, roomId, tx);
    const session = await lockedSession(user, pkg, tx);
    await keepBestPoints(session.id, tx);
    await retireSessionActions(session, SESSION_MAX_ACTIONS, true, tx);
    await saveSessionState(session.id, pkg.version, initialState(pkg), tx);
    return (await findSession(user.id, roomId, tx)) as SessionRecord;
  });
}
