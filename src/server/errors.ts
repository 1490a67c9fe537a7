import { VERSION_CONFLICT_CODE } from '../shared/schemas/common';

/**
 * Errors a route throws on purpose. The error handler turns each into the one error body
 * `{ error, message, code, issues? }` with its status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    /** Short, human-readable; the browser shows it (docs/architecture.md, One error shape). */
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

/**
 * 409 for a versioned update based on a version that is no longer the stored one. The body is the
 * one error shape plus `current`, the record as stored now, so the client can show both versions.
 * Thrown inside a transaction, it rolls the transaction back like any error.
 */
export class VersionConflictError extends HttpError {
  constructor(
    readonly current: unknown,
    message = 'Someone else changed this after you loaded it. Compare the current version with yours and try again.',
  ) {
    super(409, VERSION_CONFLICT_CODE, 'This was changed elsewhere', message);
    this.name = 'VersionConflictError';
  }
}

/** The PostgreSQL error behind a failed query (Drizzle wraps it in `cause`), if there is one. */
export function postgresError(error: unknown): { code: string; constraint?: string; table?: string } | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    // A SQLSTATE is five digits or capitals; Node's and Fastify's codes are longer.
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as { code: string; constraint?: string; table?: string };
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * The safety net for input the services did not refuse first: a row still referenced (23503) is a
 * 409, text PostgreSQL cannot store (a NUL: 22021, 22P05) a 400. Never a 500
 * (docs/architecture.md, Where input is guarded).
 */
export function databaseInputError(error: unknown): HttpError | undefined {
  const code = postgresError(error)?.code;
  if (code === '23503') {
    return new HttpError(409, 'still_referenced', 'Still in use', 'Other records still refer to this one, so nothing was changed.');
  }
  if (code === '22021' || code === '22P05') {
    return new HttpError(400, 'invalid_text', 'Invalid character', 'The text contains a character that cannot be stored (U+0000).');
  }
  return undefined;
}
