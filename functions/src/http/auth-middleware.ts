/**
 * Authorization is decided here, from the database row, on every request: a demoted
 * admin or creator loses access on the next call, whatever their token says.
 */
import type { Request, RequestHandler } from 'express';
import { BEARER_PREFIX } from '@core';
import { forbidden, unauthorized } from '../model/app-error';
import { verifyIdToken } from '../domain/accounts/identity';
import { userForToken, type Caller } from '../domain/accounts/user-rows';
import { assertCreator } from '../domain/rooms/ownership';
import type { StoredUser } from '../model/stored-user';
import { span } from '../spans';

declare module 'express-serve-static-core' {
  interface Request {
    user?: StoredUser;
    idToken?: string;
    /** Set instead of `user` on routes whose handler reads the users row in its own first statement. */
    caller?: Caller;
  }
}

export function bearerToken(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  if (!header.startsWith(BEARER_PREFIX)) return null;
  const token = header.slice(BEARER_PREFIX.length).trim();
  return token || null;
}

export const requireUser: RequestHandler = async (req, _res, next) => {
  try {
    const token = bearerToken(req);
    if (!token) throw unauthorized('You need to sign in');
    req.user = await userForToken(token);
    req.idToken = token;
    next();
  } catch (error) {
    next(error);
  }
};

/**
 * Checks the token only. The handler must read the users row (and so the role) from the database
 * itself, in the same request, before it decides anything: see domain/play/write-play.ts.
 */
export const requireCaller: RequestHandler = async (req, _res, next) => {
  try {
    const token = bearerToken(req);
    if (!token) throw unauthorized('You need to sign in');
    req.caller = { token, identity: await span('token check', () => verifyIdToken(token)) };
    req.idToken = token;
    next();
  } catch (error) {
    next(error);
  }
};

/** Knows the user when a valid token comes along; anyone else goes on anonymously. */
export const optionalUser: RequestHandler = (req, res, next) => {
  if (!bearerToken(req)) return next();
  requireUser(req, res, (error?: unknown) => {
    if (error) req.user = undefined;
    next();
  });
};

export const requireAdmin: RequestHandler = (req, res, next) => {
  requireUser(req, res, (error?: unknown) => {
    if (error) return next(error);
    if (req.user?.role !== 'admin') return next(forbidden('Access denied. Admin privileges required.'));
    next();
  });
};

/** Creators and admins (the creation routes); which rooms and agents a creator may touch is mount's owner check. */
export const requireCreator: RequestHandler = (req, res, next) => {
  requireUser(req, res, (error?: unknown) => {
    if (error) return next(error);
    try {
      assertCreator(req.user!);
      next();
    } catch (denied) {
      next(denied);
    }
  });
};

export function currentUser(req: Request): StoredUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
