import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import { pendingProjectsResponseSchema } from '../../shared/schemas/projects';
import { listProjectsByReviewStatus } from '../repositories/projects';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema } as const;

/** Projects. For now the Admins' pending-review list (spec section 7; its length is the pending count). */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/status/Pending',
    {
      schema: { response: { 200: pendingProjectsResponseSchema, ...errors } },
      preHandler: app.requirePermission('pendingProjectCount'),
    },
    async () => ({ data: await listProjectsByReviewStatus(app.db, 'Pending') }),
  );
};
