/** The one error type the backend raises on purpose. The error middleware turns it into JSON. */
export class AppError extends Error {
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
export const tooManyRequests = (message = 'Too many requests, please slow down') =>
  new AppError(429, message, 'rate_limited');
export const unavailable = (message: string) => new AppError(503, message, 'unavailable');
