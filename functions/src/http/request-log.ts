/**
 * One structured log line per request, when its answer is done: the route pattern (never the
 * raw path, which holds ids and invitation tokens), method, status, latency, request id, the
 * caller's Firebase uid (never an email or a token) and the AI engine that answered, if any.
 * Severity follows the status: 5xx ERROR, 4xx WARNING, else INFO.
 */
import type { Request, RequestHandler, Response } from 'express';
import { aiEngineOf, log, withRequestLogContext, type RequestLogContext } from '../structured-log';

/** Set by route.ts's mount() when a contract's route matched, e.g. '/api/v1/escape_rooms/:id'. */
export function noteRoute(res: Response, pattern: string): void {
  res.locals.routePattern = pattern;
}

interface RequestStart {
  at: number;
  /** The route of an app around ours (the Functions Framework's catch-all '/{*splat}'), not ours. */
  outerRoute: unknown;
}

function requestLine(req: Request, res: Response, context: RequestLogContext, start: RequestStart) {
  // A route mounted without a contract: Express's own record of it (its base, while the handler answered).
  const ours = req.route && req.route !== start.outerRoute;
  const matched = ours ? `${req.baseUrl}${String(req.route.path)}` : null;
  const route = typeof res.locals.routePattern === 'string' ? res.locals.routePattern : matched;
  const status = res.statusCode;
  return {
    message: `${req.method} ${route ?? '(no route)'} ${status}`,
    status,
    fields: {
      route,
      method: req.method,
      status,
      latencyMs: Math.round((performance.now() - start.at) * 10) / 10,
      requestId: req.id,
      uid: req.user?.firebase_uid ?? req.caller?.identity.uid ?? null,
      aiEngine: aiEngineOf(context),
      // The client went away before the whole answer was sent.
      ...(res.writableFinished ? {} : { aborted: true }),
    },
  };
}

export const requestLog: RequestHandler = (req, res, next) => {
  const start: RequestStart = { at: performance.now(), outerRoute: req.route };
  withRequestLogContext((context) => {
    res.once('close', () => {
      const line = requestLine(req, res, context, start);
      log.forStatus(line.status, line.message, line.fields);
    });
    next();
  });
};
