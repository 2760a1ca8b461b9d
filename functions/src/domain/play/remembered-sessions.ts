/**
 * The session rows this instance last wrote, per player and room, so that the next action of the
 * same player can be replayed and written in one statement, without reading the row first.
 * Nothing is trusted from memory: the write happens only if the row is still the remembered
 * version (its xmin) and, as the statement runs, the users row of the token (its role now) may
 * still play that room at that version (db/session-replay-repo.ts saveRememberedReplays).
 * Anything else, including every refusal, goes to the full path, which answers it.
 */
import { SESSION_MAX_ACTIONS, type QueuedAction, type RoomPackage } from '@core';
import { saveRememberedReplays, type RememberedWrite, type SavedReplay } from '../../db/session-replay-repo';
import { WriteBatcher } from '../../db/write-batcher';
import { addRetiredAmong } from '../../db/sessions-repo';
import { span, spanSync } from '../../spans';
import { applyActions, outcomeOf, type ReplayOutcome } from './replay-steps';
import { roomPackagesAt } from './room-package-cache';
import type { Caller } from '../accounts/user-rows';

interface Remembered extends SavedReplay {
  packageRev: number;
}

/** A bound on memory: a few KB of state each. */
const MAX_REMEMBERED = 2000;
const remembered = new Map<string, Remembered>();
const keyOf = (firebaseUid: string, roomId: string) => `${firebaseUid}\u0000${roomId}`;

/**
 * The writes of concurrent interactions go out together: while one statement runs, the next
 * ones wait and then share one statement (group commit). A failed statement wrote nothing, so
 * each of its writes answers null and takes the full path.
 */
const writes = new WriteBatcher<RememberedWrite, SavedReplay | null>({
  write: (batch) => saveRememberedReplays(batch),
  failed: null,
  keyOf: (write) => write.read.id,
  maxBatch: 32,
  onError: (error, size) =>
    console.error(
      `[play] a batch of ${size} remembered writes failed, each takes the full path:`,
      error instanceof Error ? error.message : error,
    ),
});

/** Remembers a session row just written by a replay (any path that knows its new row version). */
export function rememberSession(firebaseUid: string, roomId: string, saved: SavedReplay, packageRev: number): void {
  const key = keyOf(firebaseUid, roomId);
  if (remembered.size >= MAX_REMEMBERED && !remembered.has(key)) remembered.clear();
  remembered.set(key, { ...saved, packageRev });
}

/** The outcome when the one-statement replay applies, else null (nothing was written). */
export async function replayRemembered(
  caller: Caller,
  roomId: string,
  actions: QueuedAction[],
  check?: (pkg: RoomPackage) => void,
): Promise<ReplayOutcome | null> {
  const key = keyOf(caller.identity.uid, roomId);
  const known = remembered.get(key);
  if (!known) return null;
  remembered.delete(key); // kept again below only when the write succeeds
  const { session, rowVersion, packageRev } = known;
  const pkg = (await roomPackagesAt(roomId, packageRev))?.pkg;
  if (!pkg || session.package_version !== pkg.version) return null;
  try {
    check?.(pkg);
  } catch {
    return null; // the full path reads the room as it is now and answers
  }
  const ids = actions.map((a) => a.action_id);
  const retired = new Set<string>();
  addRetiredAmong(session, ids, retired);
  if (retired.size) return null;
  const run = spanSync('engine step', () => applyActions(pkg, session.state, actions, new Set()));
  if (run.fresh.length === 0 || session.action_count + run.fresh.length > SESSION_MAX_ACTIONS) return null;
  if (run.state.escaped && !session.state.escaped) return null; // escaping compacts the log: the locked path
  const saved = await span('write remembered session (one statement)', () =>
    writes.submit({
      read: session,
      rowVersion,
      packageVersion: pkg.version,
      state: run.state,
      fresh: run.fresh,
      firebaseUid: caller.identity.uid,
      email: caller.identity.email,
      emailVerified: caller.identity.emailVerified,
      packageRev,
      actionIds: ids,
    }),
  );
  if (!saved) return null;
  rememberSession(caller.identity.uid, roomId, saved, packageRev);
  return outcomeOf(saved.session, run);
}
