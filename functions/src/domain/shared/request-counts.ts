/**
 * Requests counted per (bucket, key) in fixed windows, shared by every function instance
 * through the database (db/rate-limits-repo.ts). When that store fails, the count falls back
 * to this instance's memory and says so in the log, so limits keep working per instance.
 */
import { errorMessage, log } from '../../structured-log';
import { deleteExpiredCounters, hitCounters, type CounterAsk, type CounterHit } from '../../db/rate-limits-repo';
import { WriteBatcher } from '../../db/write-batcher';

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

/** Ended windows are deleted at most once a minute per instance, off the request's path. */
let lastSweep = 0;
export function sweepEndedWindows(): void {
  if (Date.now() - lastSweep < 60_000) return;
  lastSweep = Date.now();
  deleteExpiredCounters().catch(() => undefined);
}
