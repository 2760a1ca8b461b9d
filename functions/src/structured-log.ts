/**
 * Structured logs: every line is one JSON object (severity, message and named fields) written
 * through firebase-functions/logger, which Cloud Logging reads as a jsonPayload. Fields carry
 * ids, counts and short messages; never an email, a token or a whole prompt.
 *
 * Entries go through `logger.write` rather than `logger.error` and friends: `logger.error`
 * replaces the message with the stack of the log call itself, and one sink is one place for a
 * test to listen (vi.spyOn(logger, 'write')).
 *
 * Also here: the per-request context (AsyncLocalStorage) in which an AI step notes the engine
 * that answered, so the request's log line can name it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { logger, type LogSeverity } from 'firebase-functions/logger';
import type { AiEngine } from '@core';

export type LogFields = Record<string, unknown>;

function write(severity: LogSeverity, message: string, fields: LogFields = {}): void {
  logger.write({ ...fields, severity, message });
}

export const log = {
  info: (message: string, fields?: LogFields) => write('INFO', message, fields),
  warn: (message: string, fields?: LogFields) => write('WARNING', message, fields),
  error: (message: string, fields?: LogFields) => write('ERROR', message, fields),
  /** Picks the severity from an HTTP status: 5xx ERROR, 4xx WARNING, else INFO. */
  forStatus: (status: number, message: string, fields?: LogFields) =>
    write(status >= 500 ? 'ERROR' : status >= 400 ? 'WARNING' : 'INFO', message, fields),
};

/** A caught value as a log field: its message only (an Error object may carry request data). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A caught value as log fields: its message, and its code when it has one (e.g. 'auth/user-not-found'). */
export function errorFields(error: unknown): { error: string; code?: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? { error: errorMessage(error), code } : { error: errorMessage(error) };
}

/** What one request has noted for its log line while it ran. */
export interface RequestLogContext {
  aiEngines: Set<AiEngine>;
}

const requestContext = new AsyncLocalStorage<RequestLogContext>();

/** Runs `work` (the rest of a request) in a fresh context, which it is given. */
export function withRequestLogContext(work: (context: RequestLogContext) => void): void {
  const context: RequestLogContext = { aiEngines: new Set() };
  requestContext.run(context, () => work(context));
}

/** Called by an AI step when it ran: the current request's log line names the engine. */
export function noteAiEngine(engine: AiEngine): void {
  requestContext.getStore()?.aiEngines.add(engine);
}

/** The engines that answered in this request ('offline', 'gemini', or both as 'gemini+offline'); null if none ran. */
export function aiEngineOf(context: RequestLogContext): string | null {
  return context.aiEngines.size ? [...context.aiEngines].sort().join('+') : null;
}
