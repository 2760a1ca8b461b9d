/**
 * The session rows this instance last wrote, per player and room, so that the next action of the
 * same player can be replayed and written in one statement, without reading the row first
 * (strategies/remembered-replay.ts). Any strategy that knows the new row version of a session it
 * wrote remembers it here.
 */
import type { SavedReplay } from '../../db/session-replay-repo';

export interface RememberedSession extends SavedReplay {
  packageRev: number;
}

/** A bound on memory: a few KB of state each. */
const MAX_REMEMBERED = 2000;
const remembered = new Map<string, RememberedSession>();
const keyOf = (firebaseUid: string, roomId: string) => `${firebaseUid}\u0000${roomId}`;

/** Remembers a session row just written by a replay (any path that knows its new row version). */
export function rememberSession(firebaseUid: string, roomId: string, saved: SavedReplay, packageRev: number): void {
  const key = keyOf(firebaseUid, roomId);
  if (remembered.size >= MAX_REMEMBERED && !remembered.has(key)) remembered.clear();
  remembered.set(key, { ...saved, packageRev });
}

/** The remembered row, forgotten as it is taken: its replay remembers it again only when its write succeeds. */
export function takeRememberedSession(firebaseUid: string, roomId: string): RememberedSession | undefined {
  const key = keyOf(firebaseUid, roomId);
  const known = remembered.get(key);
  if (known) remembered.delete(key);
  return known;
}
