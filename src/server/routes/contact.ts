import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import { RATE_LIMITS } from '../../shared/constants';
import { contactMessageResponseSchema, contactMessageSchema } from '../../shared/schemas/contact';
import { receiveContactMessage } from '../services/contact';

/**
 * POST /api/contact: the public contact form. Saves the message, a notification for the admins and
 * the e-mails in one transaction (src/server/services/contact.ts). Idempotent with an
 * `Idempotency-Key` (scope 'anonymous'), so a queued form sent twice saves and e-mails once.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        body: contactMessageSchema,
        response: {
          201: contactMessageResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: app.config.RATE_LIMIT ? RATE_LIMITS.contact : false, idempotent: true },
    },
    async (request, reply) => {
      const saved = await receiveContactMessage({ db: app.db, config: app.config }, request.body, request.ip);
      return reply.status(201).send({ id: saved.id, received_at: saved.createdAt.toISOString() });
    },
  );
};
