import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  inspectionDetailSchema,
  inspectionListSchema,
  inspectionParamsSchema,
  inspectionResponseSchema,
  inspectionsQuerySchema,
  recordInspectionSchema,
  scheduleInspectionSchema,
  travelFeeSettingsResponseSchema,
  upcomingInspectionListSchema,
  upcomingInspectionsQuerySchema,
  type InspectionDetail,
} from '../../shared/schemas/inspections';
import { notFound } from '../errors';
import { listInspectionDeficiencies } from '../repositories/deficiencies';
import { getInspection, listInspections, listUpcomingInspections } from '../repositories/inspections';
import { findProjectByCode } from '../repositories/projects';
import { getTravelFeeSettings } from '../repositories/settings';
import { listAttachedUploads } from '../repositories/uploads';
import { recordInspection, scheduleInspection } from '../services/inspections';
import { viewerOf, type Viewer } from '../auth/viewer';
import { DAY_MS } from '../../shared/dates';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const writeErrors = { ...errors, 409: apiErrorSchema, 422: apiErrorSchema } as const;

const startOfDay = (date: string) => new Date(`${date}T00:00:00Z`);
const dayAfter = (date: string) => new Date(startOfDay(date).getTime() + DAY_MS);

/**
 * Stage inspections: Admins schedule them, the assigned inspector (or an Admin) records them on
 * site, also offline (a queued write with an Idempotency-Key and the version it was opened at).
 * Clients read the performed inspections of their company's projects, and the coming visits.
 */
export const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  async function detail(viewer: Viewer, id: string): Promise<InspectionDetail> {
    const inspection = await getInspection(app.db, viewer, id);
    if (!inspection) throw notFound('There is no such inspection.');
    const [deficiencies, photos] = await Promise.all([listInspectionDeficiencies(app.db, id), listAttachedUploads(app.db, { inspectionId: id })]);
    return { ...inspection, deficiencies, photos };
  }

  app.get(
    '/inspections',
    { schema: { querystring: inspectionsQuerySchema, response: { 200: inspectionListSchema, ...errors } }, preHandler: app.requirePermission('signedIn') },
    async (request) => {
      const viewer = viewerOf(request);
      const { project, inspector, status, from, to } = request.query;
      let projectId: string | undefined;
      if (project) {
        const row = await findProjectByCode(app.db, viewer, project);
        if (!row) return { data: [] };
        projectId = row.id;
      }
      const data = await listInspections(app.db, viewer, {
        projectId,
        inspectorId: inspector === 'me' ? viewer.userId : inspector,
        status,
        from: from ? startOfDay(from) : undefined,
        to: to ? dayAfter(to) : undefined,
      });
      return { data };
    },
  );

  app.get(
    '/inspections/upcoming',
    {
      schema: { querystring: upcomingInspectionsQuerySchema, response: { 200: upcomingInspectionListSchema, ...errors } },
      preHandler: app.requirePermission('signedIn'),
    },
    async (request) => {
      const { days, limit } = request.query;
      const from = new Date();
      const to = new Date(from.getTime() + days * DAY_MS);
      return { data: await listUpcomingInspections(app.db, viewerOf(request), { from, to, limit }) };
    },
  );

  app.get(
    '/inspections/travel-fee',
    { schema: { response: { 200: travelFeeSettingsResponseSchema, ...errors } }, preHandler: app.requirePermission('inspectionRecord') },
    async () => {
      const settings = await getTravelFeeSettings(app.db);
      return { data: { free_radius_km: settings.freeRadiusKm, rate_cents_per_km: settings.rateCentsPerKm, flat_zones: { ...settings.flatZones } } };
    },
  );

  app.get(
    '/inspections/:id',
    { schema: { params: inspectionParamsSchema, response: { 200: inspectionDetailSchema, ...errors } }, preHandler: app.requirePermission('signedIn') },
    async (request) => ({ data: await detail(viewerOf(request), request.params.id) }),
  );

  app.post(
    '/inspections',
    {
      schema: { body: scheduleInspectionSchema, response: { 201: inspectionResponseSchema, ...writeErrors } },
      preHandler: app.requirePermission('inspectionSchedule'),
      config: { idempotent: true },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const id = await scheduleInspection(app.db, viewer, request.body);
      return reply.status(201).send({ data: (await getInspection(app.db, viewer, id))! });
    },
  );

  app.post(
    '/inspections/:id/record',
    {
      schema: { params: inspectionParamsSchema, body: recordInspectionSchema, response: { 200: inspectionDetailSchema, ...writeErrors } },
      preHandler: app.requirePermission('inspectionRecord'),
      config: { idempotent: true },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await recordInspection(app.db, viewer, request.params.id, request.body);
      return { data: await detail(viewer, request.params.id) };
    },
  );
};
