/**
 * Errors a route throws on purpose. The error handler turns each into the one error body
 * `{ error, message, code, issues? }` with its status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    /** Short, human-readable; the browser shows it (spec section 8). */
    readonly error: string,
    message?: string,
  ) {
    super(message ?? error);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Sign in to continue.') =>
  new HttpError(401, 'unauthorized', 'Authentication required', message);

export const forbidden = (message = 'You do not have permission to do this.') =>
  new HttpError(403, 'forbidden', 'Not allowed', message);

export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', 'Not found', message);

export const badRequest = (error: string, message?: string) => new HttpError(400, 'bad_request', error, message);
