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
  step,
  SYNC_MAX_ACTIONS,
  SYNC_TOO_MANY_ACTIONS_MESSAGE,
  type GameAction,
  type GameState,
  type QueuedAction,
  type RoomPackage,
  type StepResult,
} from '@core';
import { inTransaction, type Queryable } from '../db/pool';
import {
  findSession,
  insertSession,
  keepBestPoints,
  recordActions,
  retireSessionActions,
  saveSessionState,
  seenActionIds,
  type SessionRecord,
} from '../db/sessions-repo';
import type { StoredUser } from '../db/users-repo';
import { payloadTooLarge } from './app-error';
import { playableFullPackage } from './player-package';

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
  return inTransaction(async (tx) => {
    const pkg = await playablePackage(user, roomId, tx);
    await lockedSession(user, pkg, tx);
    return (await findSession(user.id, roomId, tx)) as SessionRecord;
  });
}

export interface ReplayOutcome {
  session: SessionRecord;
  applied: number;
  skipped: number;
  /** The step result of each action applied now (skipped ones have none). */
  results: Array<{ action_id: string; result: StepResult | null }>;
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

/** Applies queued actions in order; action ids seen before are skipped and award nothing. */
export async function replayActions(user: StoredUser, roomId: string, actions: QueuedAction[]): Promise<ReplayOutcome> {
  return inTransaction(async (tx) => {
    const pkg = await playablePackage(user, roomId, tx);
    const session = await lockedSession(user, pkg, tx);
    const seen = await seenActionIds(
      session,
      actions.map((a) => a.action_id),
      tx,
    );
    let state: GameState = session.state;
    const fresh: Array<{ action_id: string; success: boolean }> = [];
    const results: ReplayOutcome['results'] = [];
    for (const { action_id, action } of actions) {
      if (seen.has(action_id)) {
        results.push({ action_id, result: null });
        continue;
      }
      seen.add(action_id);
      const result = step(pkg, state, action as GameAction);
      state = result.state;
      fresh.push({ action_id, success: result.success });
      results.push({ action_id, result });
    }
    if (session.action_count + fresh.length > SESSION_MAX_ACTIONS)
      throw payloadTooLarge(SESSION_TOO_MANY_ACTIONS_MESSAGE);
    if (fresh.length) {
      await recordActions(session.id, fresh, tx);
      await saveSessionState(session.id, pkg.version, state, tx);
    }
    // Escaping finishes the run: compact its log down to the retired digests, keep the best score.
    if (state.escaped && !session.state.escaped) {
      await retireSessionActions(session, SESSION_MAX_ACTIONS, false, tx);
      await keepBestPoints(session.id, tx);
    }
    const saved = (await findSession(user.id, roomId, tx)) as SessionRecord;
    return { session: saved, applied: fresh.length, skipped: actions.length - fresh.length, results };
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
