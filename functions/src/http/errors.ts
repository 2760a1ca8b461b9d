/**
 * The one mapping from errors to HTTP answers. AppError carries its own status; the AI
 * flows' errors are 502; body-parser's 4xx keep their status; anything else is a 500 that
 * is logged with the request id, which the answer repeats so a user can quote it.
 */
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { ZodError, ZodIssue, ZodType, ZodTypeDef } from 'zod';
import { z } from 'zod';
import { AppError } from '../model/app-error';
import { errorMessage, log } from '../structured-log';
import { TOO_LARGE_MESSAGE } from './body-limit';

/** One issue as a person reads it: custom messages already name their field; zod's defaults get the path. */
function issueMessage(issue: ZodIssue, where: string): string {
  const isDefault = z.defaultErrorMap(issue, { defaultError: '', data: undefined }).message === issue.message;
  if (!isDefault) return issue.message;
  const path = issue.path.length ? issue.path.join('.') : where;
  return `${path}: ${issue.message}`;
}

export function describeIssues(error: ZodError, where: string): string[] {
  return [...new Set(error.issues.map((issue) => issueMessage(issue, where)))];
}

/** The path of each field at fault, as the messages name them ('scene_data', 'user.email'; `where` for the whole). */
export function issueFields(error: ZodError, where: string): string[] {
  return [...new Set(error.issues.map((issue) => (issue.path.length ? issue.path.join('.') : where)))];
}

/**
 * Parses input with a shared zod schema; bad input becomes a 400 (or `status`) listing every problem.
 * The answer's `fields` names each field at fault, also where the message is the spec's wording
 * ('Please select an AI agent' for a missing agent_id).
 */
export function parse<T>(schema: ZodType<T, ZodTypeDef, unknown>, input: unknown, where = 'body', status = 400): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const messages = describeIssues(result.error, where);
  const error = new AppError(status, messages.join(', '), status === 422 ? 'unprocessable' : 'bad_request', messages);
  error.fields = issueFields(result.error, where);
  throw error;
}

export const notFoundRoute: RequestHandler = (req, _res, next) =>
  next(new AppError(404, `No route for ${req.method} ${req.path}`, 'not_found'));

export interface HttpError {
  status: number;
  message: string;
  details: string[];
  /** Rejected input only: the fields at fault. */
  fields?: string[];
}

const SERVER_FAULT = 'Something went wrong on our side';

/** What a fault's log line names: the request (its id, the answer repeats it) and the matched route, never the raw path. */
function faultFields(req: Request, status: number) {
  return {
    requestId: req.id,
    method: req.method,
    route: (req.res?.locals?.routePattern as string | undefined) ?? null,
    status,
  };
}

/** Maps anything thrown to the answer's status and message; logs what is our fault. */
export function toHttpError(error: unknown, req: Request): HttpError {
  if (error instanceof AppError) {
    if (error.status >= 500 && !error.logged)
      log.error(`request failed: ${error.message}`, faultFields(req, error.status));
    const answer = { status: error.status, message: error.message, details: error.details ?? [error.message] };
    return error.fields ? { ...answer, fields: error.fields } : answer;
  }
  const e = error as { name?: string; message?: unknown; status?: unknown; type?: unknown } | null;
  if (e?.name === 'AiFlowError' || e?.name === 'GenkitError') {
    log.error(`AI step failed: ${String(e.message)}`, faultFields(req, 502));
    const message = `The AI could not complete this step: ${String(e.message ?? 'no usable answer').slice(0, 300)}`;
    return { status: 502, message, details: [message] };
  }
  // body-parser and the router raise these for malformed, oversized or badly encoded requests.
  const status = typeof e?.status === 'number' ? e.status : undefined;
  if (status && status >= 400 && status < 500) {
    const message =
      e?.type === 'entity.parse.failed'
        ? 'Malformed JSON body'
        : e?.type === 'entity.too.large'
          ? TOO_LARGE_MESSAGE
          : e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported'
            ? 'Unsupported request encoding'
            : status === 400
              ? 'Malformed request'
              : String(e?.message ?? 'Bad request').slice(0, 200);
    return { status, message, details: [message] };
  }
  log.error(`request failed: ${errorMessage(error)}`, {
    ...faultFields(req, 500),
    stack: error instanceof Error ? error.stack : undefined,
  });
  const message = `${SERVER_FAULT} (reference ${req.id})`;
  return { status: 500, message, details: [message] };
}

/** Public invitation routes answer `{ success: false, error }`; everything else the standard body. */
export const errorMiddleware: ErrorRequestHandler = (error, req, res, _next) => {
  const { status, message, details, fields } = toHttpError(error, req);
  if (res.headersSent) return;
  if ((status === 429 || status === 503) && error instanceof AppError && error.retryAfterSeconds) {
    res.set('Retry-After', String(error.retryAfterSeconds));
  }
  if (res.locals.errorShape === 'invitation') {
    res.status(status).json({ success: false, error: message, message, errors: details, fields, request_id: req.id });
    return;
  }
  const element_id = error instanceof AppError ? error.elementId : undefined;
  res
    .status(status)
    .json({ status: 'error', error: message, message, errors: details, fields, element_id, request_id: req.id });
};
