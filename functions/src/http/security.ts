/** Per-request plumbing every answer gets: a request id and the security headers. */
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    /** Short id of this request, in the X-Request-Id header and in every 5xx log line and body. */
    id: string;
  }
}

export const requestId: RequestHandler = (req, res, next) => {
  req.id = randomUUID().slice(0, 8);
  res.set('X-Request-Id', req.id);
  next();
};

/**
 * The API answers JSON and images only: nothing of it may run as a page or be framed.
 * (The app's own CSP is set by Firebase Hosting in firebase.json.)
 */
const SECURITY_HEADERS = Object.entries({
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
});

export const securityHeaders: RequestHandler = (_req, res, next) => {
  // Plain strings, no content-type among them: Node's setHeader, without Express's per-value handling.
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  next();
};
