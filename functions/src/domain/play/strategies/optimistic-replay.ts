/**
 * The second strategy of the play write, the common replay, without a lock or a transaction:
 * one read (session, room head, logged ids, from one snapshot), the engine, one conditional
 * write (state and log together, only if the session row is unchanged since the read). A
 * concurrent writer of the same session makes the write do nothing and the replay start over,
 * so each action id still counts once. Anything else (no session yet, a new room version, a
 * room to seal, an escape that compacts the log, a write lost three times) goes on to the next
 * strategy, with the player's user. Given a Caller (a verified token), the first read also
 * reads the users row, role included.
 */
import { SESSION_MAX_ACTIONS, SESSION_TOO_MANY_ACTIONS_MESSAGE } from '@core';
import { readPlayerSnapshot, readReplaySnapshot, saveReplayIfUnchanged } from '../../../db/session-replay-repo';
import { addRetiredAmong } from '../../../db/sessions-repo';
import type { StoredUser } from '../../../model/stored-user';
import { span } from '../../../spans';
import { payloadTooLarge } from '../../../model/app-error';
import { userForToken, userOfRow } from '../../accounts/user-rows';
import { currentSession } from '../current-session';
import { applyActions, outcomeOf } from '../replay-steps';
import { rememberSession } from '../remembered-sessions';
import { isCaller, type Player, type PlayWrite, type ReplayOutcome, type WriteAttempt } from '../types';

const ATTEMPTS = 3;

export async function replayOptimistic(write: PlayWrite): Promise<WriteAttempt> {
  const { user, outcome } = await replayWithoutLock(write);
  return outcome ? { outcome } : { next: { ...write, player: user } };
}

/** The user and their snapshot: one statement for a caller whose row needs nothing settled. */
async function firstRead(player: Player, roomId: string, actionIds: string[]) {
  if (isCaller(player)) {
    const read = await span('read user + session + room head', () =>
      readPlayerSnapshot(player.identity.uid, roomId, actionIds),
    );
    const user = userOfRow(player.identity, read.user);
    if (user) return { user, snapshot: read.snapshot };
  }
  const user = isCaller(player) ? await userForToken(player.token) : player;
  const snapshot = await span('read session + room head', () => readReplaySnapshot(user.id, roomId, actionIds));
  return { user, snapshot };
}

/** The replay's outcome, or null for the next strategy; and the player's user either way. */
async function replayWithoutLock({
  player,
  roomId,
  actions,
  check,
  gate,
  hints,
}: PlayWrite): Promise<{ user: StoredUser; outcome: ReplayOutcome | null }> {
  const ids = actions.map((a) => a.action_id);
  const first = await firstRead(player, roomId, ids);
  const { user } = first;
  let snapshot = first.snapshot;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (attempt > 0) snapshot = await span('read session + room head', () => readReplaySnapshot(user.id, roomId, ids));
    const current = await currentSession(user, roomId, snapshot);
    if (!current) return { user, outcome: null };
    const { session, pkg } = current;
    check?.(pkg);
    if (session.package_version !== pkg.version) return { user, outcome: null };
    const seen = new Set(current.logged);
    addRetiredAmong(session, ids, seen);
    const run = await span('engine step', () => applyActions(current.room, session.state, actions, seen, gate, hints));
    if (session.action_count + run.fresh.length > SESSION_MAX_ACTIONS)
      throw payloadTooLarge(SESSION_TOO_MANY_ACTIONS_MESSAGE);
    if (run.fresh.length === 0) return { user, outcome: outcomeOf(session, run, current.room) };
    if (run.state.escaped && !session.state.escaped) return { user, outcome: null };
    const saved = await span('write state + log (one statement)', () =>
      saveReplayIfUnchanged(session, current.rowVersion, pkg.version, run.state, run.fresh, run.progress),
    );
    if (saved) {
      rememberSession(user.firebase_uid, roomId, saved, current.packageRev);
      return { user, outcome: outcomeOf(saved.session, run, current.room) };
    }
  }
  return { user, outcome: null };
}
