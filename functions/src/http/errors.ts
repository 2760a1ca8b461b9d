import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ZodType, ZodTypeDef } from 'zod';
import { AppError, badRequest } from '../domain/app-error';

/** Parses input with a shared zod schema; bad input becomes a 400 listing every problem. */
export function parse<T>(schema: ZodType<T, ZodTypeDef, unknown>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => issue.message);
  const unique = [...new Set(errors)];
  throw badRequest(unique.join(', '), unique);
}

export const notFoundRoute: RequestHandler = (req, _res, next) =>
  next(new AppError(404, `No route for ${req.method} ${req.path}`, 'not_found'));

export const errorMiddleware: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof AppError) {
    res.status(error.status).json({
      status: 'error',
      error: error.message,
      message: error.message,
      errors: error.details ?? [error.message],
    });
    return;
  }
  // The AI flows raise AiFlowError (or Genkit's schema errors) when a model answers nothing usable.
  if (error?.name === 'AiFlowError' || error?.name === 'GenkitError') {
    const message = `The AI could not complete this step: ${String(error.message ?? 'no usable answer').slice(0, 300)}`;
    res.status(502).json({ status: 'error', error: message, message, errors: [message] });
    return;
  }
  // express.json() raises these for malformed or oversized bodies.
  const status = typeof error?.status === 'number' ? error.status : undefined;
  if (status && status >= 400 && status < 500) {
    const message =
      error.type === 'entity.parse.failed'
        ? 'Malformed JSON body'
        : error.type === 'entity.too.large'
          ? 'Request body is too large'
          : String(error.message ?? 'Bad request');
    res.status(status).json({ status: 'error', error: message, message, errors: [message] });
    return;
  }
  console.error(`[api] ${req.method} ${req.path} failed`, error);
  res.status(500).json({
    status: 'error',
    error: 'Something went wrong on our side',
    message: 'Something went wrong on our side',
    errors: ['Something went wrong on our side'],
  });
};

/** Wraps an async handler so a rejection reaches the error middleware (Express 5 does this too). */
export const handle =
  (fn: (...args: Parameters<RequestHandler>) => Promise<unknown>): RequestHandler =>
  (req, res, next) => {
    fn(req, res, next).catch(next);
  };
