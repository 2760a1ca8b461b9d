/**
 * Fixed-window request limits, counted in PostgreSQL (domain/shared/request-counts.ts) so that all
 * function instances share them. The client address is `req.ip`, which Express derives from
 * X-Forwarded-For with exactly `config().trustProxyHops` trusted hops (app.ts); signed-in
 * routes can count per user instead, or per user and per address at once.
 *
 * When the counter store fails (database unreachable), the limiter falls back to a counter
 * in this instance's memory and logs it: limits keep working per instance, and the client
 * never gets a 500 for it. The route itself decides what a down database means for it.
 */
import type { Request, RequestHandler } from 'express';
import { isIP } from 'node:net';
import { config } from '../config';
import { countRequest, countRequestLeased, sweepEndedWindows } from '../domain/shared/request-counts';
import { tooManyRequests } from '../model/app-error';

/** Whom a limit counts: the client address, the signed-in user (else the address), or both. */
export type RateLimitKey = 'address' | 'user' | 'user-and-address';

export interface RateLimitOptions {
  /** The bucket: limits with the same name share counts. */
  name: string;
  windowMs: number;
  /** Requests allowed per window; a function is read on every request (config changes in tests). */
  max: number | (() => number);
  by?: RateLimitKey;
  /** Take the shared count this many at a time per instance (request-counts.ts, leases): for busy per-user buckets. */
  lease?: number;
}

/**
 * The chat route's limit, configured by CHAT_RATE_LIMIT_PER_MINUTE: a signed-in caller is
 * counted per user, an anonymous one per client address (so players sharing a school or
 * café address are not limited together, and anonymous visitors cannot spend their budget).
 */
export const CHAT_RATE_LIMIT: RateLimitOptions = {
  name: 'chat',
  windowMs: 60_000,
  max: () => config().rateLimits.chatPerMinute,
  by: 'user',
};

/** The counting key of an address: IPv4-mapped as IPv4; IPv6 by /64, the block one subscriber can rotate through. */
export function addressKey(ip: string | undefined): string {
  const raw = (ip ?? '').trim();
  if (!raw) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw);
  if (mapped) return mapped[1];
  if (isIP(raw) !== 6) return raw;
  const [head, tail = ''] = raw.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = raw.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The signed-in user's key: the users row's id, or on a caller-only route (no row read yet) the verified token's uid. */
function userKey(req: Request): string | null {
  if (req.user) return `user:${req.user.id}`;
  return req.caller ? `uid:${req.caller.identity.uid}` : null;
}

function keysOf(req: Request, by: RateLimitKey): string[] {
  const address = `ip:${addressKey(req.ip ?? req.socket.remoteAddress)}`;
  const user = userKey(req);
  if (by === 'address' || !user) return [address];
  return by === 'user' ? [user] : [user, address];
}

/**
 * Keys this instance saw over their limit, until their window ends. A window is fixed and its count
 * only grows, so a key over its limit stays over it until then: its next requests answer 429 from
 * memory, without a database round trip, and a flood from one caller costs the others little.
 * Kept with the limit it was over: a limit raised since (tests) counts again.
 */
const overLimit = new Map<string, { resetAt: number; max: number }>();

function knownOver(id: string, max: number, now: number): number | null {
  const known = overLimit.get(id);
  if (!known || known.resetAt <= now || max > known.max) return null;
  return known.resetAt - now;
}

function noteOver(id: string, max: number, resetAt: number): void {
  if (overLimit.size >= 10_000) for (const [k, v] of overLimit) if (v.resetAt <= Date.now()) overLimit.delete(k);
  if (overLimit.size < 10_000) overLimit.set(id, { resetAt, max });
}

/** Counts one request of `key`: whether it is over the limit, and when its window ends. */
async function count(
  options: RateLimitOptions,
  key: string,
  max: number,
): Promise<{ over: boolean; resetInMs: number }> {
  const { name, windowMs, lease } = options;
  if (lease && lease > 1) return countRequestLeased(name, key, windowMs, max, lease);
  const counted = await countRequest(name, key, windowMs);
  return { over: counted.count > max, resetInMs: counted.resetInMs };
}

/** The longest wait of the keys over their limit (null: none is over), counting the others. */
async function waitOf(options: RateLimitOptions, keys: string[], max: number): Promise<number | null> {
  const { name } = options;
  let resetInMs: number | null = null;
  for (const key of keys) {
    const id = `${name}\u0000${key}`;
    const now = Date.now();
    const known = knownOver(id, max, now);
    if (known !== null) {
      resetInMs = Math.max(resetInMs ?? 0, known);
      continue;
    }
    const counted = await count(options, key, max);
    if (!counted.over) continue;
    noteOver(id, max, now + counted.resetInMs);
    resetInMs = Math.max(resetInMs ?? 0, counted.resetInMs);
  }
  return resetInMs;
}

export function rateLimit(options: RateLimitOptions): RequestHandler {
  const by = options.by ?? 'address';
  return async (req, res, next) => {
    const max = typeof options.max === 'function' ? options.max() : options.max;
    const resetInMs = await waitOf(options, keysOf(req, by), max);
    sweepEndedWindows();
    if (resetInMs === null) return next();
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    res.set('Retry-After', String(seconds));
    next(tooManyRequests(`Too many requests, please slow down and try again in ${seconds} seconds`));
  };
}
