/**
 * The server side of play: it replays every player action with the same core engine
 * the client runs, so points are never taken from the client. Each action id counts
 * once, enforced by the session_actions primary key inside the session's transaction.
 */
import {
  initialState,
  step,
  type GameAction,
  type GameState,
  type QueuedAction,
  type RoomPackage,
  type StepResult,
} from '@core';
import { inTransaction, type Queryable } from '../db/pool';
import { claimAction, findSession, insertSession, saveSessionState, type SessionRecord } from '../db/sessions-repo';
import type { StoredUser } from '../db/users-repo';
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
    await saveSessionState(session.id, pkg.version, fresh, tx);
    session = { ...session, state: fresh, package_version: pkg.version };
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

/** Applies queued actions in order; action ids seen before are skipped and award nothing. */
export async function replayActions(user: StoredUser, roomId: string, actions: QueuedAction[]): Promise<ReplayOutcome> {
  return inTransaction(async (tx) => {
    const pkg = await playablePackage(user, roomId, tx);
    const session = await lockedSession(user, pkg, tx);
    let state: GameState = session.state;
    let applied = 0;
    const results: ReplayOutcome['results'] = [];
    for (const { action_id, action } of actions) {
      const result = step(pkg, state, action as GameAction);
      const fresh = await claimAction(session.id, action_id, action, result.success, tx);
      if (!fresh) {
        results.push({ action_id, result: null });
        continue;
      }
      state = result.state;
      applied += 1;
      results.push({ action_id, result });
    }
    if (applied) await saveSessionState(session.id, pkg.version, state, tx);
    const saved = (await findSession(user.id, roomId, tx)) as SessionRecord;
    return { session: saved, applied, skipped: actions.length - applied, results };
  });
}

/** Starts the room over for this player (Play again). */
export async function restartSession(user: StoredUser, roomId: string): Promise<SessionRecord> {
  return inTransaction(async (tx) => {
    const pkg = await playablePackage(user, roomId, tx);
    const session = await lockedSession(user, pkg, tx);
    await saveSessionState(session.id, pkg.version, initialState(pkg), tx);
    return (await findSession(user.id, roomId, tx)) as SessionRecord;
  });
}
