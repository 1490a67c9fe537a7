import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MIN_PASSWORD_LENGTH } from '../../shared/constants';
import { databaseInputError } from '../errors';
import { API_VERSION, API_VERSION_HEADER } from './constants';

/**
 * An error answered the way GoTrue answers it: status plus `{code, error_code, msg}`. auth-js
 * (lib/fetch.js handleError) maps `error_code` to its error classes: weak_password becomes
 * AuthWeakPasswordError, session_not_found AuthSessionMissingError, the rest AuthApiError.
 */
export class GoTrueError extends Error {
  constructor(
    /** HTTP status; named statusCode so Fastify and @fastify/rate-limit treat it as an HTTP error. */
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'GoTrueError';
  }
}

export interface GoTrueErrorBody {
  code: number;
  error_code: string;
  msg: string;
  [key: string]: unknown;
}

export function goTrueErrorBody(error: GoTrueError): GoTrueErrorBody {
  return { code: error.statusCode, error_code: error.errorCode, msg: error.message, ...error.extra };
}

/** The GoTrue errors this service answers with (messages as GoTrue words them). */
export const authErrors = {
  validation: (message: string) => new GoTrueError(400, 'validation_failed', message),
  invalidEmail: () => new GoTrueError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  invalidCredentials: () => new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed'),
  weakPassword: () =>
    new GoTrueError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  samePassword: () =>
    new GoTrueError(422, 'same_password', 'New password should be different from the old password.'),
  userAlreadyExists: () => new GoTrueError(422, 'user_already_exists', 'User already registered'),
  emailExists: () =>
    new GoTrueError(422, 'email_exists', 'A user with this email address has already been registered'),
  refreshTokenNotFound: () =>
    new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () => new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) =>
    new GoTrueError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  sessionNotFound: () =>
    new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  /** GoTrue's answer for a banned user; here, a portal account an Admin suspended. */
  userBanned: () => new GoTrueError(400, 'user_banned', 'User is banned'),
  userNotFound: () => new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  noApiKey: () => new GoTrueError(401, 'no_api_key', 'No API key found in request'),
  invalidApiKey: () => new GoTrueError(401, 'invalid_api_key', 'Invalid API key'),
  rateLimited: () => new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  notFound: () => new GoTrueError(404, 'not_found', 'Not Found'),
  unexpected: () =>
    new GoTrueError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
};

/**
 * Send a GoTrue error. The API-version header tells auth-js the body follows the 2024-01-01
 * rules; it then takes the code from `error_code` (our `code` is the numeric status).
 */
export function sendGoTrueError(reply: FastifyReply, error: GoTrueError) {
  return reply
    .status(error.statusCode)
    .header(API_VERSION_HEADER, API_VERSION)
    .header('x-sb-error-code', error.errorCode)
    .send(goTrueErrorBody(error));
}

/**
 * The error and not-found handlers of the /auth/v1 scope (they override the /api ones there):
 * everything answers in GoTrue's shape; a malformed body or query is validation_failed 400.
 */
export function installGoTrueErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | GoTrueError, request, reply) => {
    if (err instanceof GoTrueError) return sendGoTrueError(reply, err);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = err.validationContext ?? 'body';
      const summary = err.validation
        .map((issue) => {
          const path = [context, ...issue.instancePath.split('/').filter(Boolean)].join('.');
          return `${path}: ${issue.message ?? 'invalid value'}`;
        })
        .join('; ');
      return sendGoTrueError(reply, authErrors.validation(summary));
    }
    const databaseError = databaseInputError(err);
    const status = databaseError?.statusCode ?? (typeof err.statusCode === 'number' ? err.statusCode : 500);
    if (status === 429) return sendGoTrueError(reply, authErrors.rateLimited());
    // Body parser and input guard errors (bad JSON, NUL, too deep, too large, a charset other than
    // UTF-8) are the caller's mistake.
    if (status >= 400 && status < 500) {
      const message = databaseError?.message ?? err.message;
      return sendGoTrueError(reply, new GoTrueError(status === 413 || status === 415 ? status : 400, 'validation_failed', message));
    }
    request.log.error({ err }, 'auth: unhandled error');
    return sendGoTrueError(reply, authErrors.unexpected());
  });
  app.setNotFoundHandler((_request, reply) => sendGoTrueError(reply, authErrors.notFound()));
}
