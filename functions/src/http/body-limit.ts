/**
 * The largest request body the API takes, and the check that holds it wherever the app runs.
 *
 * In the emulator and the API tests, Express reads the body (express.json with this limit), and
 * a declared Content-Length past it is refused before a byte of the body is read.
 *
 * Deployed, the Functions Framework (@google-cloud/functions-framework, server.ts getServer)
 * reads and parses every body (JSON, text, urlencoded, and anything else as raw bytes) with a
 * fixed '1024mb' limit BEFORE this app runs, and it has no option, environment variable or hook
 * to lower that; Cloud Run caps a request at 32 MiB in front of it. express.json then skips the
 * already-read body. So there this check runs after the framework has read the body: it refuses
 * it by the size the framework kept (req.rawBody, after any decompression) and by the declared
 * Content-Length, so no handler ever sees an oversized body, but the reading is already spent.
 */
import type { RequestHandler } from 'express';
import { payloadTooLarge } from '../model/app-error';

/** 256 kB: bodies are small JSON, the largest a sync batch. */
export const BODY_LIMIT_BYTES = 256 * 1024;

export const TOO_LARGE_MESSAGE = 'Request body is too large';

/** The body's size as the Functions Framework read it (its `verify` keeps the raw bytes). */
function alreadyReadBytes(req: unknown): number {
  const raw = (req as { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) ? raw.length : 0;
}

export const bodyWithinLimit: RequestHandler = (req, _res, next) => {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > BODY_LIMIT_BYTES || alreadyReadBytes(req) > BODY_LIMIT_BYTES) {
    next(payloadTooLarge(TOO_LARGE_MESSAGE));
    return;
  }
  next();
};
