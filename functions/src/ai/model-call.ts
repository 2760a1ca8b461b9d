/**
 * How every Gemini generate call is made. Each call carries Genkit's `abortSignal`: the deadline
 * of the attempt it belongs to (geminiOrOffline runs an attempt inside `runWithDeadline`), else a
 * deadline of its own (`ai.timeoutMs`). When it fires, the plugin's fetch is aborted and the HTTP
 * request closed, so no call runs on past its time. Transient failures (HTTP 429/500/503, network)
 * are retried by Genkit's `retry` middleware with exponential backoff, within the same deadline.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ModelMiddleware } from 'genkit/model';
import { retry } from 'genkit/model/middleware';
import { config } from '../config';

const attemptDeadline = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` so that every model call inside it is aborted when `deadline` fires. */
export function runWithDeadline<T>(deadline: AbortSignal, work: () => Promise<T>): Promise<T> {
  return attemptDeadline.run(deadline, work);
}

/** The running attempt's deadline, else a fresh one of `ai.timeoutMs` for a single call. */
export function currentDeadline(): AbortSignal {
  return attemptDeadline.getStore() ?? AbortSignal.timeout(config().ai.timeoutMs);
}

/** Genkit's retry middleware never retries an error named AbortError. */
class DeadlineError extends Error {
  override readonly name = 'AbortError';
}

const deadlineError = (cause?: unknown) =>
  new DeadlineError('the call was aborted at its deadline', cause === undefined ? undefined : { cause });

/**
 * The innermost middleware: once the deadline has fired, nothing more is sent and the retry stops.
 * (The plugin reports an aborted fetch as a plain Error, which the retry would otherwise try again
 * with a fresh, un-aborted request.)
 */
export function stopAtDeadline(deadline: AbortSignal): ModelMiddleware {
  return async (request, next) => {
    if (deadline.aborted) throw deadlineError();
    try {
      return await next(request);
    } catch (error) {
      throw deadline.aborted ? deadlineError(error) : error;
    }
  };
}

export interface ModelCallOptions {
  abortSignal?: AbortSignal;
  use?: ModelMiddleware[];
}

/**
 * The options every generate call spreads in: with Gemini, the deadline and the retry with
 * backoff; the offline engine answers at once and its errors are not transient, so it gets none.
 */
export function modelCallOptions(): ModelCallOptions {
  const { ai } = config();
  if (ai.provider !== 'gemini') return {};
  const deadline = currentDeadline();
  const { maxRetries, initialDelayMs, jitter } = ai.retry;
  return {
    abortSignal: deadline,
    use: [
      retry({ maxRetries, initialDelayMs, maxDelayMs: 8 * initialDelayMs, noJitter: !jitter }),
      stopAtDeadline(deadline),
    ],
  };
}
