/**
 * Mounts a route from its shared contract (core/src/contracts/api): the access check, the rate
 * limit, and parsing of path parameters, query and body with the contract's schemas, all
 * before the handler runs. Handlers only call one domain use case and answer.
 */
import type { Request, Response, Router } from 'express';
import { findUnsafeText, type BodyOf, type OwnedRef, type ParamsOf, type QueryOf, type RouteContract } from '@core';
import type { StoredUser } from '../model/stored-user';
import { badRequest, unauthorized } from '../model/app-error';
import type { Caller } from '../domain/accounts/user-rows';
import { optionalUser, requireAdmin, requireCaller, requireCreator, requireUser } from './auth-middleware';
import { assertOwns } from '../domain/rooms/ownership';
import { parse } from './errors';
import { limiterFor } from './limits';
import { noteRoute } from './request-log';

export interface RouteInput<C extends RouteContract> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  /** The signed-in user (always set for 'user', 'creator' and 'admin' routes, unless mounted with `callerOnly`). */
  user: StoredUser | undefined;
  /** The verified caller of a 'user' route mounted with `callerOnly`. */
  caller: Caller | undefined;
  req: Request;
  res: Response;
}

/** An answer with a status or headers other than 200 JSON. */
export class Reply {
  constructor(
    readonly body: unknown,
    readonly status = 200,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** The handler answered by itself (e.g. sent bytes). */
export const ANSWERED = Symbol('answered');

type Handler<C extends RouteContract> = (input: RouteInput<C>) => Promise<unknown> | unknown;

const accessGuard = {
  public: null,
  optional: optionalUser,
  user: requireUser,
  creator: requireCreator,
  admin: requireAdmin,
} as const;

/** The id at `ref.at` in the parsed input, when it is there. */
function ownedId(ref: OwnedRef, input: Record<string, unknown>): string | undefined {
  let value: unknown = input;
  for (const key of ref.at)
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** A creator route's owner check (ownership.ts), after the input is parsed and before the handler. */
async function checkOwner(contract: RouteContract, input: RouteInput<RouteContract>): Promise<void> {
  if (!contract.owns) return;
  const id = ownedId(contract.owns, input as unknown as Record<string, unknown>);
  if (id !== undefined) await assertOwns(signedIn(input), contract.owns.kind, id);
}

/** The signed-in user of a 'user', 'creator' or 'admin' route. */
export function signedIn(input: { user: StoredUser | undefined }): StoredUser {
  if (!input.user) throw unauthorized();
  return input.user;
}

function parsePart<T>(contract: RouteContract, schema: RouteContract['params'], value: unknown, where: string): T {
  // No string anywhere in the input may hold NUL or broken Unicode, whatever the schema says.
  const unsafe = findUnsafeText(value, [where]);
  if (unsafe) throw badRequest(`${unsafe.path} ${unsafe.reason}`, [`${unsafe.path} ${unsafe.reason}`]);
  return parse(schema, value, where, where === 'body' ? (contract.invalidStatus ?? 400) : 400) as T;
}

/** The verified caller of a route mounted with `callerOnly`. */
export function caller(input: { caller: Caller | undefined }): Caller {
  if (!input.caller) throw unauthorized();
  return input.caller;
}

/**
 * A JSON answer in one write. Express's res.json also hashes every body into an ETag and checks
 * it against If-None-Match, which no API answer can use: they all carry Cache-Control: no-store
 * (security.ts), so no client keeps one to revalidate. Media, the one cacheable answer, sends
 * its bytes itself (ANSWERED).
 */
function sendJson(res: Response, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body) ?? '');
}

export interface MountOptions {
  /** Runs on the raw body before the schema (e.g. a 413 for an oversized batch rather than a 400). */
  beforeBody?: (body: unknown) => unknown;
  /**
   * A 'user' route whose handler reads the users row (and so the role) in its own first statement:
   * the guard only verifies the token, and the handler gets `caller` instead of `user`.
   */
  callerOnly?: boolean;
}

export function mount<C extends RouteContract>(
  router: Router,
  contract: C,
  handler: Handler<C>,
  options: MountOptions = {},
): void {
  // A caller-only route has no users row before its handler: its limit counts the verified token's uid (rate-limit.ts).
  if (options.callerOnly && contract.access !== 'user')
    throw new Error(`${contract.name}: callerOnly is for 'user' routes`);
  const access = options.callerOnly ? requireCaller : accessGuard[contract.access];
  const guards = [access, contract.limit ? limiterFor(contract.limit) : null].filter((guard) => guard !== null);
  const method = contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](
    contract.path,
    (req, res, next) => {
      res.locals.errorShape = contract.errorShape ?? 'standard';
      noteRoute(res, req.baseUrl + contract.path);
      next();
    },
    ...guards,
    async (req, res) => {
      const input: RouteInput<C> = {
        params: parsePart(contract, contract.params, { ...req.params }, 'params'),
        query: parsePart(contract, contract.query, { ...(req.query as object) }, 'query'),
        body: parsePart(contract, contract.body, (options.beforeBody ?? ((b) => b))(req.body ?? {}), 'body'),
        user: req.user,
        caller: req.caller,
        req,
        res,
      };
      await checkOwner(contract, input);
      const result = await handler(input);
      if (result === ANSWERED || res.headersSent) return;
      if (result instanceof Reply) {
        res.set(result.headers);
        sendJson(res, result.status, result.body);
        return;
      }
      sendJson(res, 200, result);
    },
  );
}
