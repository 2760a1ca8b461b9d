/**
 * Requests counted per (bucket, key) in fixed windows, shared by every function instance
 * through the database (db/rate-limits-repo.ts). When that store fails, the count falls back
 * to this instance's memory and says so in the log, so limits keep working per instance.
 */
import { errorMessage, log } from '../../structured-log';
import { deleteExpiredCounters, hitCounters, type CounterAsk, type CounterHit } from '../../db/rate-limits-repo';
import { WriteBatcher } from '../../db/write-batcher';
import { reserveBudgets } from '../../db/action-budgets-repo';

/** This instance's fallback while the shared store is unreachable. */
const localWindows = new Map<string, { count: number; resetAt: number }>();
function hitLocally(bucket: string, key: string, windowMs: number): CounterHit {
  const now = Date.now();
  const id = `${bucket}\u0000${key}`;
  let entry = localWindows.get(id);
  if (!entry || entry.resetAt <= now) {
    if (localWindows.size > 10_000) for (const [k, v] of localWindows) if (v.resetAt <= now) localWindows.delete(k);
    entry = { count: 0, resetAt: now + windowMs };
    localWindows.set(id, entry);
  }
  entry.count += 1;
  return { count: entry.count, resetInMs: entry.resetAt - now };
}

let lastStoreWarning = 0;
function warnStoreDown(bucket: string, error: unknown): void {
  if (Date.now() - lastStoreWarning < 60_000) return;
  lastStoreWarning = Date.now();
  log.warn('rate-limit counter store unavailable, counting in this instance only', {
    bucket,
    error: errorMessage(error),
  });
}

/**
 * The hits of concurrent requests go out together (group commit, db/write-batcher.ts): while one
 * statement runs, the next hits wait and then share one. Under load that is one round trip for
 * many requests rather than one each; alone, a hit goes at once.
 */
const hits = new WriteBatcher<CounterAsk, CounterHit | null>({
  write: (batch) => hitCounters(batch),
  failed: null,
  keyOf: (ask) => `${ask.bucket}\u0000${ask.key}`,
  maxBatch: 64,
  onError: (error) => warnStoreDown('batch', error),
});

export async function countRequest(bucket: string, key: string, windowMs: number): Promise<CounterHit> {
  const hit = await hits.submit({ bucket, key, windowMs });
  if (hit) return hit;
  warnStoreDown(bucket, new Error('the counter statement failed'));
  return hitLocally(bucket, key, windowMs);
}

/**
 * Requests this instance may still let through per (bucket, key), taken from the shared count
 * `size` at a time (a lease): a busy key costs one statement per `size` requests instead of one
 * each. The count grows by the whole lease, and what is granted is what was left of `max`, so
 * instances together never let more than `max` through in a window; a lease an instance does not
 * use up is lost to that key for the window (a caller at the limit gets a little less, never more).
 */
const leases = new Map<string, { left: number; resetAt: number }>();

export interface LeasedHit {
  over: boolean;
  resetInMs: number;
}

export async function countRequestLeased(
  bucket: string,
  key: string,
  windowMs: number,
  max: number,
  size: number,
): Promise<LeasedHit> {
  const id = `${bucket}\u0000${key}`;
  const now = Date.now();
  const held = leases.get(id);
  if (held && held.resetAt > now && held.left > 0) {
    held.left -= 1;
    return { over: false, resetInMs: held.resetAt - now };
  }
  let grant;
  try {
    [grant] = await reserveBudgets([{ bucket, key, wanted: size }], max, windowMs);
  } catch (error) {
    warnStoreDown(bucket, error);
    const local = hitLocally(bucket, key, windowMs);
    return { over: local.count > max, resetInMs: local.resetInMs };
  }
  if (leases.size > 10_000) for (const [k, v] of leases) if (v.resetAt <= now) leases.delete(k);
  const resetAt = now + grant.resetInMs;
  const current = leases.get(id);
  const kept = current && current.resetAt > now ? current.left : 0;
  if (grant.granted > 0 || kept > 0) leases.set(id, { left: kept + Math.max(0, grant.granted - 1), resetAt });
  return { over: grant.granted === 0, resetInMs: grant.resetInMs };
}

/** Ended windows are deleted at most once a minute per instance, off the request's path. */
let lastSweep = 0;
export function sweepEndedWindows(): void {
  if (Date.now() - lastSweep < 60_000) return;
  lastSweep = Date.now();
  deleteExpiredCounters().catch(() => undefined);
}
