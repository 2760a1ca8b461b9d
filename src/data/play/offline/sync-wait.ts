/**
 * The wait a refused sync asks for. The server answers 429 with Retry-After when a player goes
 * over a play limit (functions/src/http/limits.ts, domain/play/action-limits.ts); for a lock's
 * wrong entries it also names the lock (`element_id`). The queue then keeps every action it
 * holds and sends nothing until the wait is over (play-sync.ts); the play screen counts down on
 * the lock it names.
 */
import { ApiError } from '../../http/api';

export interface SyncWait {
  /** When the server takes this player's actions again (epoch ms). */
  until: number;
  /** The lock that took too many wrong entries, when that was the limit. */
  elementId: string | null;
}

/** Without a Retry-After header, a 429 waits this long (the server's windows are a minute). */
export const DEFAULT_WAIT_SECONDS = 60;

export function syncWaitOf(error: unknown, now: number = Date.now()): SyncWait | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS;
  const named = (error.body as { element_id?: unknown } | null)?.element_id;
  return { until: now + Math.max(1, seconds) * 1000, elementId: typeof named === 'string' ? named : null };
}
