import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../shared/schemas/common';
import { databaseInputError, HttpError, VersionConflictError } from '../errors';

/**
 * One error handler and one not-found handler for /api: every failure answers
 * `{ error, message, code, issues? }` (a version conflict adds `current`); a caller's mistake is a
 * 4xx, never a 500.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof VersionConflictError) {
      return reply.status(409).send({ ...body(err.error, err.message, err.code), current: err.current });
    }
    const known = err instanceof HttpError ? err : databaseInputError(err);
    if (known) return reply.status(known.statusCode).send(body(known.error, known.message, known.code));
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((issue) => ({
        path: [err.validationContext ?? 'body', ...issue.instancePath.split('/').filter(Boolean)],
        message: issue.message ?? 'Invalid value',
      }));
      const summary = issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      return reply.status(400).send({ ...body('Invalid request', summary, 'validation_failed'), issues });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(body('Server error', 'The server produced an invalid answer.', 'internal'));
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status === 429) {
      return reply.status(429).send(body('Too many requests', 'Too many requests. Try again later.', 'rate_limited'));
    }
    if (status < 500) {
      return reply.status(status).send(body(err.message || 'Bad request', err.message || 'Bad request', err.code?.toLowerCase() ?? 'bad_request'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('Server error', 'Something went wrong on our side.', 'internal'));
  });
});

function body(error: string, message: string, code: string): ApiErrorBody {
  return { error, message, code };
}
