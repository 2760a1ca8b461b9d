/** The rate limit of each bucket a route contract names (core/src/contracts/api/contract.ts), counted in PostgreSQL. */
import type { RequestHandler } from 'express';
import type { LimitBucket } from '@core';
import { config, type RateLimitConfig } from '../config';
import { CHAT_RATE_LIMIT, rateLimit, type RateLimitKey } from './rate-limit';
import { oneLanePerPlayer } from './in-flight';

const WINDOW_MS = 60_000;

/** Per bucket: its configured limit and whom it counts. */
const BUCKETS: Record<LimitBucket, { max: keyof RateLimitConfig; by: RateLimitKey }> = {
  login: { max: 'loginPerMinute', by: 'address' },
  signup: { max: 'signupPerMinute', by: 'address' },
  eoi: { max: 'eoiPerMinute', by: 'address' },
  invitations: { max: 'invitationsPerMinute', by: 'address' },
  ai: { max: 'aiPerMinute', by: 'user' },
  chat: { max: 'chatPerMinute', by: CHAT_RATE_LIMIT.by ?? 'user-and-address' },
  /*
   * The play routes count per player, set well above any real player: a fast player taps about
   * twice a second (120 a minute), and the play screen sends one sync per action (flushes that
   * overlap merge, and an offline queue goes in batches of up to 200 actions per sync), so 300 a
   * minute of interact or sync is 2.5 times the fastest play held for a whole minute. Play again
   * comes once per finished run: 10 a minute is more than anyone escapes. Hint actions (inside
   * sync, domain/play/wrong-entries.ts) each search the room: 30 a minute, one every 2 s, though
   * every hint costs points. A caller over a limit gets 429 with Retry-After and nothing changes.
   */
  'play-interact': { max: 'playInteractPerMinute', by: 'user' },
  'play-sync': { max: 'playSyncPerMinute', by: 'user' },
  'play-restart': { max: 'playRestartPerMinute', by: 'user' },
};

/**
 * The play routes also take a player's requests one at a time (in-flight.ts), before counting
 * them, and count them in PostgreSQL PLAY_LEASE at a time (request-counts.ts, leases): a player at
 * play costs one counter statement per 10 requests, not one each.
 */
const PLAY_LEASE = 10;
const PLAY_BUCKETS: ReadonlySet<LimitBucket> = new Set(['play-interact', 'play-sync', 'play-restart']);

export function limiterFor(bucket: LimitBucket): RequestHandler {
  const { max, by } = BUCKETS[bucket];
  const play = PLAY_BUCKETS.has(bucket);
  const limit = rateLimit({
    name: bucket,
    windowMs: WINDOW_MS,
    max: () => config().rateLimits[max],
    by,
    lease: play ? PLAY_LEASE : undefined,
  });
  if (!play) return limit;
  const lane = oneLanePerPlayer(bucket, () => config().rateLimits.playInFlightPerUser);
  return (req, res, next) => lane(req, res, (error?: unknown) => (error ? next(error) : limit(req, res, next)));
}
