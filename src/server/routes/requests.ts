import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import { convertRequestResponseSchema } from '../../shared/schemas/projects';
import {
  assignableStaffListSchema,
  assignRequestSchema,
  convertRequestSchema,
  createRequestSchema,
  declineRequestSchema,
  requestDetailSchema,
  requestInfoSchema,
  requestParamsSchema,
  requestReplySchema,
  requestsListResponseSchema,
  requestsQuerySchema,
  requestSummarySchema,
} from '../../shared/schemas/requests';
import { notFound } from '../errors';
import { listAssignableStaff } from '../repositories/profiles';
import { toBillingStageResponse } from '../repositories/projects';
import { getRequestDetail, listRequests } from '../repositories/requests';
import { viewerOf } from '../auth/viewer';
import { acceptRequest, assignRequest, createRequest, declineRequest, replyToRequest, requestInformation, type RequestDeps } from '../services/requests';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
/** Writes may also answer 404, 409 (bad transition, same idempotency key still running) and 422 (key reused). */
const writeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;

/**
 * Client requests (RFI, specification, consultation) and the Admins' request management.
 * Reads are filtered in the repository query: a Client sees their company's requests only, and
 * another company's request answers 404 (its existence is not revealed). Each write is one
 * transaction of src/server/services/requests.ts, its e-mail enqueued in it.
 */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): RequestDeps => ({ db: app.db, config: app.config });

  app.post(
    '/requests',
    {
      schema: { body: createRequestSchema, response: { 201: requestSummarySchema, ...writeErrors } },
      preHandler: app.requirePermission('requestForms'),
      config: { idempotent: true },
    },
    async (request, reply) => {
      const detail = await createRequest(deps(), viewerOf(request), request.auth!.profile!, request.body);
      const { postal_code: _p, description: _d, parties: _pa, details: _de, requester_email: _e, timeline: _t, ...summary } = detail;
      return reply.status(201).send(summary);
    },
  );

  app.get(
    '/requests',
    {
      schema: { querystring: requestsQuerySchema, response: { 200: requestsListResponseSchema, ...errors } },
      preHandler: app.requirePermission('signedIn'),
    },
    async (request) => {
      const { rows, total } = await listRequests(app.db, viewerOf(request), request.query);
      return { data: rows, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/requests/:id',
    {
      schema: { params: requestParamsSchema, response: { 200: requestDetailSchema, 404: apiErrorSchema, ...errors } },
      preHandler: app.requirePermission('signedIn'),
    },
    async (request) => {
      const detail = await getRequestDetail(app.db, viewerOf(request), request.params.id);
      if (!detail) throw notFound('There is no such request.');
      return detail;
    },
  );

  // ------------------------------------------------------------------------------------------
  // Request management (Admin)
  // ------------------------------------------------------------------------------------------

  const manage = app.requirePermission('requestManagement');

  app.get(
    '/requests/inspectors',
    { schema: { response: { 200: assignableStaffListSchema, ...errors } }, preHandler: manage },
    async () => ({ data: await listAssignableStaff(app.db) }),
  );

  app.post(
    '/requests/:id/assign',
    {
      schema: { params: requestParamsSchema, body: assignRequestSchema, response: { 200: requestDetailSchema, ...writeErrors } },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request) => assignRequest(deps(), viewerOf(request).userId, request.params.id, request.body.inspectorId),
  );

  app.post(
    '/requests/:id/request-info',
    {
      schema: { params: requestParamsSchema, body: requestInfoSchema, response: { 200: requestDetailSchema, ...writeErrors } },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request) => requestInformation(deps(), viewerOf(request).userId, request.params.id, request.body.message),
  );

  app.post(
    '/requests/:id/reply',
    {
      schema: { params: requestParamsSchema, body: requestReplySchema, response: { 200: requestDetailSchema, ...writeErrors } },
      preHandler: app.requirePermission('requestForms'),
      config: { idempotent: true },
    },
    async (request) => replyToRequest(deps(), viewerOf(request), request.params.id, request.body.message),
  );

  app.post(
    '/requests/:id/decline',
    {
      schema: { params: requestParamsSchema, body: declineRequestSchema, response: { 200: requestDetailSchema, ...writeErrors } },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request) => declineRequest(deps(), viewerOf(request).userId, request.params.id, request.body.reason),
  );

  app.post(
    '/requests/:id/convert',
    {
      schema: {
        params: requestParamsSchema,
        body: convertRequestSchema,
        response: { 200: convertRequestResponseSchema, ...writeErrors },
      },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request) => {
      const result = await acceptRequest(deps(), viewerOf(request).userId, request.params.id, request.body);
      return { request: result.request, project: result.project, billing_stages: result.stages.map((stage) => toBillingStageResponse(stage)) };
    },
  );
};
