/**
 * The first strategy of the play write: the session row this instance remembers
 * (remembered-sessions.ts) is replayed and written in one statement, without reading the row first.
 * Nothing is trusted from memory: the write happens only if the row is still the remembered
 * version (its xmin) and, as the statement runs, the users row of the token (its role now) may
 * still play that room at that version (db/session-replay-repo.ts saveRememberedReplays).
 * Anything else, including every refusal, goes on to the next strategy, which answers it.
 */
import { SESSION_MAX_ACTIONS } from '@core';
import { saveRememberedReplays, type RememberedWrite, type SavedReplay } from '../../../db/session-replay-repo';
import { WriteBatcher } from '../../../db/write-batcher';
import { addRetiredAmong } from '../../../db/sessions-repo';
import { span } from '../../../spans';
import { errorMessage, log } from '../../../structured-log';
import type { Caller } from '../../accounts/user-rows';
import { rememberSession, takeRememberedSession } from '../remembered-sessions';
import { applyActions, outcomeOf } from '../replay-steps';
import { roomPackagesAt } from '../room-package-cache';
import { isCaller, type PlayWrite, type ReplayOutcome, type WriteAttempt } from '../types';

/**
 * The writes of concurrent interactions go out together: while one statement runs, the next
 * ones wait and then share one statement (group commit). A failed statement wrote nothing, so
 * each of its writes answers null and takes the next strategy.
 */
const writes = new WriteBatcher<RememberedWrite, SavedReplay | null>({
  write: (batch) => saveRememberedReplays(batch),
  failed: null,
  keyOf: (write) => write.read.id,
  maxBatch: 32,
  onError: (error, size) =>
    log.error('a batch of remembered play writes failed, each takes the full path', {
      batchSize: size,
      error: errorMessage(error),
    }),
});

/** Only a Caller (a verified token) is remembered: a signed-in user goes on to the next strategy. */
export async function replayRemembered(write: PlayWrite): Promise<WriteAttempt> {
  const { player } = write;
  if (!isCaller(player)) return { next: write };
  const outcome = await replayRememberedSession(player, write);
  return outcome ? { outcome } : { next: write };
}

/** The outcome when the one-statement replay applies, else null (nothing was written). */
async function replayRememberedSession(
  caller: Caller,
  { roomId, actions, check, gate, hints }: PlayWrite,
): Promise<ReplayOutcome | null> {
  const known = takeRememberedSession(caller.identity.uid, roomId);
  if (!known) return null;
  const { session, rowVersion, packageRev } = known;
  const room = await roomPackagesAt(roomId, packageRev);
  const pkg = room?.pkg;
  if (!room || !pkg || session.package_version !== pkg.version) return null;
  try {
    check?.(pkg);
  } catch {
    return null; // the next strategy reads the room as it is now and answers
  }
  const ids = actions.map((a) => a.action_id);
  const retired = new Set<string>();
  addRetiredAmong(session, ids, retired);
  if (retired.size) return null;
  const run = await span('engine step', () => applyActions(room, session.state, actions, new Set(), gate, hints));
  if (run.fresh.length === 0 || session.action_count + run.fresh.length > SESSION_MAX_ACTIONS) return null;
  if (run.state.escaped && !session.state.escaped) return null; // escaping compacts the log: the locked path
  const saved = await span('write remembered session (one statement)', () =>
    writes.submit({
      read: session,
      rowVersion,
      packageVersion: pkg.version,
      state: run.state,
      fresh: run.fresh,
      progress: run.progress,
      firebaseUid: caller.identity.uid,
      email: caller.identity.email,
      emailVerified: caller.identity.emailVerified,
      packageRev,
      actionIds: ids,
    }),
  );
  if (!saved) return null;
  rememberSession(caller.identity.uid, roomId, saved, packageRev);
  return outcomeOf(saved.session, run, room);
}
