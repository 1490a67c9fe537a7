import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import { cancelInspectionSchema, changeInspectionSchema, inspectionParamsSchema, inspectionResponseSchema } from '../../shared/schemas/inspections';
import { viewerOf } from '../auth/viewer';
import { getInspection } from '../repositories/inspections';
import { cancelInspection, changeInspection } from '../services/inspection-changes';

const writeErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;

/** Admins move, reassign and cancel scheduled visits (each at the version read; idempotent). */
export const inspectionChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    preHandler: app.requirePermission('inspectionSchedule'),
    config: { idempotent: true },
  };

  app.patch('/inspections/:id', { ...options, schema: { params: inspectionParamsSchema, body: changeInspectionSchema, response: { 200: inspectionResponseSchema, ...writeErrors } } }, async (request) => {
    const viewer = viewerOf(request);
    await changeInspection(app.db, viewer, request.params.id, request.body);
    return { data: (await getInspection(app.db, viewer, request.params.id))! };
  });

  app.post('/inspections/:id/cancel', { ...options, schema: { params: inspectionParamsSchema, body: cancelInspectionSchema, response: { 200: inspectionResponseSchema, ...writeErrors } } }, async (request) => {
    const viewer = viewerOf(request);
    await cancelInspection(app.db, viewer, request.params.id, request.body);
    return { data: (await getInspection(app.db, viewer, request.params.id))! };
  });
};
