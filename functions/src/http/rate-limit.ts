/** A small fixed-window rate limiter per client address, for public and AI endpoints. */
import type { RequestHandler } from 'express';
import { tooManyRequests } from '../domain/app-error';

export function rateLimit(options: { windowMs: number; max: number; name: string }): RequestHandler {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return (req, _res, next) => {
    const now = Date.now();
    const key = `${options.name}:${req.ip ?? 'unknown'}`;
    const entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      hits.set(key, { count: 1, resetAt: now + options.windowMs });
      if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
      return next();
    }
    entry.count += 1;
    if (entry.count > options.max) return next(tooManyRequests());
    next();
  };
}
