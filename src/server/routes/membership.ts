import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import { ownMembershipQuerySchema, ownMembershipResponseSchema } from '../../shared/schemas/membership';
import { getOwnMembership } from '../repositories/membership';
import { viewerOf } from '../auth/viewer';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

/** GET /api/membership (Client): the membership status of the caller's own company. */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/membership',
    { schema: { querystring: ownMembershipQuerySchema, response: { 200: ownMembershipResponseSchema, ...errors } }, preHandler: app.requirePermission('ownMembership') },
    async (request) => ({ data: await getOwnMembership(app.db, viewerOf(request)) }),
  );
};
