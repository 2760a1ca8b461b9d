/** The one error type the backend raises on purpose. The error middleware turns it into JSON. */
export class AppError extends Error {
  /** For 429 and 503 answers: when the client may try again (the Retry-After header). */
  retryAfterSeconds?: number;
  /** Already logged where it was raised (once, not per request): the error middleware does not log it again. */
  logged?: boolean;
  /** For rejected input: the path of each field at fault ('scene_data', 'user.email'), for the answer's `fields`. */
  fields?: string[];
  /** For a play action refused on one element (a lock over its wrong-entry limit): its id, the answer's `element_id`. */
  elementId?: string;

  constructor(
    readonly status: number,
    message: string,
    readonly code: string = 'error',
    readonly details?: string[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: string[]) => new AppError(400, message, 'bad_request', details);
export const unauthorized = (message = 'You need to sign in') => new AppError(401, message, 'unauthorized');
export const forbidden = (message = 'Admin privileges required') => new AppError(403, message, 'forbidden');
export const notFound = (message: string) => new AppError(404, message, 'not_found');
export const conflict = (message: string) => new AppError(409, message, 'conflict');
export const payloadTooLarge = (message: string) => new AppError(413, message, 'payload_too_large');
export function tooManyRequests(message = 'Too many requests, please slow down', retryAfterSeconds?: number) {
  const error = new AppError(429, message, 'rate_limited');
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}
export const unavailable = (message: string) => new AppError(503, message, 'unavailable');
