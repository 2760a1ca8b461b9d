/** The rate limit of each bucket a route contract names (core/src/contracts/api/contract.ts), counted in PostgreSQL. */
import type { RequestHandler } from 'express';
import type { LimitBucket } from '@core';
import { config, type RateLimitConfig } from '../config';
import { CHAT_RATE_LIMIT, rateLimit, type RateLimitKey } from './rate-limit';

const WINDOW_MS = 60_000;

/** Per bucket: its configured limit and whom it counts. */
const BUCKETS: Record<LimitBucket, { max: keyof RateLimitConfig; by: RateLimitKey }> = {
  login: { max: 'loginPerMinute', by: 'address' },
  signup: { max: 'signupPerMinute', by: 'address' },
  eoi: { max: 'eoiPerMinute', by: 'address' },
  invitations: { max: 'invitationsPerMinute', by: 'address' },
  ai: { max: 'aiPerMinute', by: 'user' },
  chat: { max: 'chatPerMinute', by: CHAT_RATE_LIMIT.by ?? 'user-and-address' },
};

export function limiterFor(bucket: LimitBucket): RequestHandler {
  const { max, by } = BUCKETS[bucket];
  return rateLimit({ name: bucket, windowMs: WINDOW_MS, max: () => config().rateLimits[max], by });
}
