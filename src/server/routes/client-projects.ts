import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import { clientProjectParamsSchema, clientProjectResponseSchema, clientProjectsQuerySchema, clientProjectsResponseSchema } from '../../shared/schemas/client-projects';
import { viewerOf } from '../auth/viewer';
import { listCompanyProjects } from '../repositories/client-projects';
import { getClientProject } from '../services/client-projects';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

/**
 * GET /api/my-projects and /api/my-projects/:code (Client): the projects of the caller's company,
 * read-only (docs/features.md, My projects). Staff have /api/projects and get 403 here.
 */
export const clientProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-projects',
    { schema: { querystring: clientProjectsQuerySchema, response: { 200: clientProjectsResponseSchema, ...errors } }, preHandler: app.requirePermission('clientProjects') },
    async (request) => ({ data: await listCompanyProjects(app.db, viewerOf(request)) }),
  );

  app.get(
    '/my-projects/:code',
    {
      schema: { params: clientProjectParamsSchema, response: { 200: clientProjectResponseSchema, ...errors, 404: apiErrorSchema } },
      preHandler: app.requirePermission('clientProjects'),
    },
    async (request) => ({ data: await getClientProject(app.db, viewerOf(request), request.params.code) }),
  );
};
