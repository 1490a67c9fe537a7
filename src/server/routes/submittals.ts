import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  createSubmittalSchema,
  reviewLineSchema,
  submittalLineParamsSchema,
  submittalParamsSchema,
  submittalProjectsResponseSchema,
  submittalSchema,
  submittalsListResponseSchema,
  submittalsQuerySchema,
} from '../../shared/schemas/submittals';
import { notFound } from '../errors';
import { getSubmittal, listSubmittalProjects, listSubmittals } from '../repositories/submittals';
import { createSubmittal, decideSubmittalLine } from '../services/submittals';
import { viewerOf, type Viewer } from '../auth/viewer';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
const writeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;
const NO_SUCH_SUBMITTAL = 'There is no such submittal.';

/**
 * Submittals: a Client submits, per project of its company, the products per surface and MPI
 * system; staff decide each line. Reads are filtered in the repository: a Client sees its
 * company's submittals only, and another company's answers 404.
 */
export const submittalRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.requirePermission('signedIn');

  async function submittalOrNotFound(viewer: Viewer, id: string) {
    const submittal = await getSubmittal(app.db, viewer, id);
    if (!submittal) throw notFound(NO_SUCH_SUBMITTAL);
    return submittal;
  }

  app.get(
    '/submittals',
    { schema: { querystring: submittalsQuerySchema, response: { 200: submittalsListResponseSchema, ...errors } }, preHandler: signedIn },
    async (request) => {
      const { rows, total } = await listSubmittals(app.db, viewerOf(request), request.query);
      return { data: rows, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/submittals/projects',
    { schema: { response: { 200: submittalProjectsResponseSchema, ...errors } }, preHandler: signedIn },
    async (request) => ({ data: await listSubmittalProjects(app.db, viewerOf(request)) }),
  );

  app.get(
    '/submittals/:submittalId',
    { schema: { params: submittalParamsSchema, response: { 200: submittalSchema, 404: apiErrorSchema, ...errors } }, preHandler: signedIn },
    async (request) => submittalOrNotFound(viewerOf(request), request.params.submittalId),
  );

  app.post(
    '/submittals',
    {
      schema: { body: createSubmittalSchema, response: { 201: submittalSchema, ...writeErrors } },
      preHandler: app.requirePermission('submittalSubmit'),
      config: { idempotent: true },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const id = await createSubmittal(app.db, viewer, request.body);
      return reply.status(201).send(await submittalOrNotFound(viewer, id));
    },
  );

  app.patch(
    '/submittals/:submittalId/lines/:lineId',
    {
      schema: { params: submittalLineParamsSchema, body: reviewLineSchema, response: { 200: submittalSchema, ...writeErrors } },
      preHandler: app.requirePermission('submittalReview'),
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { submittalId, lineId } = request.params;
      await decideSubmittalLine(app.db, { actorId: viewer.userId, submittalId, lineId, body: request.body });
      return submittalOrNotFound(viewer, submittalId);
    },
  );
};
