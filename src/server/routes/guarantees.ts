import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../shared/constants';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  GUARANTEE_MESSAGES,
  guaranteeEligibilitySchema,
  guaranteeProjectQuerySchema,
  guaranteeSchema,
  guaranteesListResponseSchema,
  guaranteeVerificationSchema,
  issueGuaranteeSchema,
  verifyParamsSchema,
} from '../../shared/schemas/guarantees';
import { notFound } from '../errors';
import { listGuarantees, verifyGuarantee } from '../repositories/guarantees';
import { providerToday } from '../config/provider-day';
import { issueGuarantee, projectEligibility } from '../services/guarantees';
import { reportViewerOf } from './reports';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
const writeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;

/**
 * Guarantees: eligibility with what is missing (staff), issuing (Admin), the list (staff; a
 * Client its company's), and the public verification of a certificate by its code.
 */
export const guaranteeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, files: app.files, config: app.config });

  app.get(
    '/guarantees/eligibility',
    {
      schema: { querystring: guaranteeProjectQuerySchema, response: { 200: guaranteeEligibilitySchema, 404: apiErrorSchema, ...errors } },
      preHandler: app.requirePermission('staffArea'),
    },
    async (request) => projectEligibility(deps(), request.query.project),
  );

  app.get(
    '/guarantees',
    {
      schema: { querystring: guaranteeProjectQuerySchema.partial(), response: { 200: guaranteesListResponseSchema, ...errors } },
      preHandler: app.requirePermission('signedIn'),
    },
    async (request) => ({ data: await listGuarantees(app.db, reportViewerOf(request), request.query.project, providerToday()) }),
  );

  app.post(
    '/guarantees',
    {
      schema: { body: issueGuaranteeSchema, response: { 201: guaranteeSchema, ...writeErrors } },
      preHandler: app.requirePermission('guaranteesIssue'),
      config: { idempotent: true },
    },
    async (request, reply) => {
      const viewer = reportViewerOf(request);
      const issued = await issueGuarantee(deps(), request.body.project_id, viewer.userId);
      const [guarantee] = await listGuarantees(app.db, viewer, issued.guarantee.projectId, providerToday());
      return reply.status(201).send(guarantee!);
    },
  );

  app.get(
    '/guarantees/verify/:code',
    {
      schema: { params: verifyParamsSchema, response: { 200: guaranteeVerificationSchema, 404: apiErrorSchema, 400: apiErrorSchema } },
      config: { rateLimit: app.config.RATE_LIMIT ? RATE_LIMITS.verifyGuarantee : false },
    },
    async (request) => {
      const found = await verifyGuarantee(app.db, request.params.code, providerToday());
      if (!found) throw notFound(GUARANTEE_MESSAGES.notFound);
      return found;
    },
  );
};
