import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFICIENCY_ACTION_PERMISSIONS } from '../../shared/deficiency-transitions';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  deficiencyDetailResponseSchema,
  deficiencyDisputeSchema,
  deficiencyFixReportSchema,
  deficiencyParamsSchema,
  deficiencyResponseSchema,
  deficiencyTrackingQuerySchema,
  deficiencyTrackingResponseSchema,
  deficiencyNotFixedSchema,
  deficiencyVoidSchema,
  type DeficiencyAction,
} from '../../shared/schemas/inspections';
import { notFound } from '../errors';
import { getDeficiency, listDeficiencyHistory, trackDeficiencies } from '../repositories/deficiencies';
import { listAttachedUploads } from '../repositories/uploads';
import { takeDeficiencyAction, type DeficiencyDeps } from '../services/deficiencies';
import { viewerOf } from '../auth/viewer';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;

/**
 * Deficiency tracking (Admin and Inspector): the three queues computed by the shared rules, and the
 * follow-up actions, each allowed by the shared transition rules (src/shared/deficiency-transitions.ts:
 * a 409 otherwise) to the roles of its permission. A reminder or a warning e-mails the responsible
 * company (a warning with its PDF letter, also kept as the project's warning_letter report) and is
 * counted and logged; "Fix reported", "Disputed" and "Void" record a note; every action writes the
 * audit log (the deficiency's history). Each action is one transaction of
 * src/server/services/deficiencies.ts.
 */
export const deficiencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): DeficiencyDeps => ({ db: app.db, config: app.config, files: app.files });
  const preHandler = app.requirePermission('deficiencyAlerts');

  app.get(
    '/deficiency/tracking',
    { schema: { querystring: deficiencyTrackingQuerySchema, response: { 200: deficiencyTrackingResponseSchema, ...errors } }, preHandler },
    async (request) => ({ data: await trackDeficiencies(app.db, request.query) }),
  );

  app.get(
    '/deficiencies/:id',
    { schema: { params: deficiencyParamsSchema, response: { 200: deficiencyDetailResponseSchema, ...errors } }, preHandler },
    async (request) => {
      const deficiency = await getDeficiency(app.db, viewerOf(request), request.params.id);
      if (!deficiency) throw notFound('There is no such deficiency.');
      const [photos, history] = await Promise.all([listAttachedUploads(app.db, { deficiencyId: deficiency.id }), listDeficiencyHistory(app.db, deficiency.id)]);
      return { data: { ...deficiency, photos, history } };
    },
  );

  const actionRoute = (action: DeficiencyAction) => ({
    preHandler: app.requirePermission(DEFICIENCY_ACTION_PERMISSIONS[action]),
    config: { idempotent: true },
  });

  for (const action of ['remind', 'warn', 'verify', 'close', 'archive', 'restore'] as const) {
    app.post(
      `/deficiencies/:id/${action}`,
      { schema: { params: deficiencyParamsSchema, response: { 200: deficiencyResponseSchema, ...errors } }, ...actionRoute(action) },
      async (request) => ({ data: await takeDeficiencyAction(deps(), viewerOf(request), request.params.id, action, null) }),
    );
  }

  // What the contractor said (the fix is reported, or disputed with their reason), and void (raised in error, why).
  app.post(
    '/deficiencies/:id/report-fix',
    { schema: { params: deficiencyParamsSchema, body: deficiencyFixReportSchema, response: { 200: deficiencyResponseSchema, ...errors } }, ...actionRoute('report-fix') },
    async (request) => ({ data: await takeDeficiencyAction(deps(), viewerOf(request), request.params.id, 'report-fix', request.body.note || null) }),
  );
  app.post(
    '/deficiencies/:id/not-fixed',
    { schema: { params: deficiencyParamsSchema, body: deficiencyNotFixedSchema, response: { 200: deficiencyResponseSchema, ...errors } }, ...actionRoute('not-fixed') },
    async (request) => ({ data: await takeDeficiencyAction(deps(), viewerOf(request), request.params.id, 'not-fixed', request.body.note) }),
  );
  app.post(
    '/deficiencies/:id/dispute',
    { schema: { params: deficiencyParamsSchema, body: deficiencyDisputeSchema, response: { 200: deficiencyResponseSchema, ...errors } }, ...actionRoute('dispute') },
    async (request) => ({ data: await takeDeficiencyAction(deps(), viewerOf(request), request.params.id, 'dispute', request.body.note) }),
  );
  app.post(
    '/deficiencies/:id/void',
    { schema: { params: deficiencyParamsSchema, body: deficiencyVoidSchema, response: { 200: deficiencyResponseSchema, ...errors } }, ...actionRoute('void') },
    async (request) => ({ data: await takeDeficiencyAction(deps(), viewerOf(request), request.params.id, 'void', request.body.note) }),
  );
};
