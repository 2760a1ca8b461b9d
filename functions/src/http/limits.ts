/** The rate limit of each bucket a route contract names (core/src/api/contract.ts). */
import type { RequestHandler } from 'express';
import type { LimitBucket } from '@core';
import { config } from '../config';
import { rateLimit } from './rate-limit';

const WINDOW_MS = 60_000;

function perMinute(bucket: LimitBucket): number {
  const limits = config().rateLimits;
  switch (bucket) {
    case 'eoi':
      return limits.eoiPerMinute;
    case 'invitations':
      return limits.invitationsPerMinute;
    case 'login':
    case 'signup':
      return 30;
    case 'ai':
      return 60;
    case 'chat':
      return 30;
  }
}

/** The limiter of a bucket, with the limit configured when the app is created. */
export function limiterFor(bucket: LimitBucket): RequestHandler {
  return rateLimit({ name: bucket, windowMs: WINDOW_MS, max: perMinute(bucket) });
}
