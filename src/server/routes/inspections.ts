import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  dewPointC,
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
import { siteTravelFee } from '../../shared/travel-fee';
import { UPLOAD_MESSAGES } from '../../shared/uploads';
import { badRequest, forbidden, HttpError, notFound, VersionConflictError } from '../errors';
import { writeAudit } from '../repositories/audit';
import { existingCompanyIds, insertDeficiencies, listInspectionDeficiencies } from '../repositories/deficiencies';
import { getInspection, insertInspection, inspectionProjectRegion, listInspections, listUpcomingInspections, lockInspection, updateInspection } from '../repositories/inspections';
import { findProjectByCode } from '../repositories/projects';
import { getTravelFeeSettings } from '../repositories/settings';
import { attachUploads, listAttachedUploads } from '../repositories/uploads';
import { requireInspector } from '../services/request-conversion';
import { viewerOf, type Viewer } from '../auth/viewer';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const writeErrors = { ...errors, 409: apiErrorSchema, 422: apiErrorSchema } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
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
      const body = request.body;
      const project = await findProjectByCode(app.db, viewer, body.project_code);
      if (!project) throw badRequest('Unknown project', `There is no project ${body.project_code}.`);
      const id = await app.db.transaction(async (tx) => {
        await requireInspector(tx, body.inspector_id);
        const row = await insertInspection(tx, { projectId: project.id, stage: body.stage, scheduledAt: new Date(body.scheduled_at), inspectorId: body.inspector_id });
        await writeAudit(tx, {
          actorId: viewer.userId,
          action: 'inspection.schedule',
          entityType: 'inspection',
          entityId: row.id,
          after: { project_code: project.projectCode, stage: row.stage, scheduled_at: body.scheduled_at, inspector_id: body.inspector_id },
        });
        return row.id;
      });
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
      const body = request.body;
      const responsible = [...new Set(body.deficiencies.map((item) => item.responsible_company_id).filter((id): id is string => Boolean(id)))];
      await app.db.transaction(async (tx) => {
        const before = await lockInspection(tx, request.params.id);
        if (!before) throw notFound('There is no such inspection.');
        if (viewer.role === 'Inspector' && before.inspectorId !== viewer.userId) throw forbidden('Only the inspector assigned to this visit can record it.');
        if (before.version !== body.version) throw new VersionConflictError(await getInspection(tx, viewer, before.id));
        if (before.status !== 'scheduled') {
          throw new HttpError(409, 'invalid_transition', 'Already recorded', `This inspection is ${before.status}; it can no longer be recorded.`);
        }
        if ((await existingCompanyIds(tx, responsible)).size !== responsible.length) throw badRequest('Unknown company', 'A responsible company does not exist.');

        // The project's region picks a flat zone when it is one; otherwise the fee is per km.
        const travel = siteTravelFee(body.travel_km, await inspectionProjectRegion(tx, before.projectId), await getTravelFeeSettings(tx));
        const fee = travel.cents;
        const air = body.air_temperature_c ?? null;
        const humidity = body.relative_humidity ?? null;
        const after = await updateInspection(tx, before.id, {
          status: 'performed',
          result: body.result,
          performedAt: new Date(body.performed_at),
          airTemperatureC: air,
          surfaceTemperatureC: body.surface_temperature_c ?? null,
          relativeHumidity: humidity,
          dewPointC: air !== null && humidity !== null ? dewPointC(air, humidity) : null,
          notes: body.notes,
          travelKm: body.travel_km,
          travelFeeCents: fee,
          travelFlatZone: travel.flatZone,
        });
        const photosLinked = await attachUploads(tx, { ids: body.photo_ids, ownerId: viewer.userId, kind: 'inspection_photo', link: { inspectionId: before.id } });
        const rows = await insertDeficiencies(tx, { projectId: before.projectId, inspectionId: before.id, items: body.deficiencies });
        const deficiencyPhotosLinked = await Promise.all(
          rows.map((row, index) =>
            attachUploads(tx, { ids: body.deficiencies[index]!.photo_ids, ownerId: viewer.userId, kind: 'deficiency_photo', link: { deficiencyId: row.id } }),
          ),
        );
        if (!photosLinked || deficiencyPhotosLinked.includes(false)) throw badRequest('Photo unavailable', UPLOAD_MESSAGES.attachmentUnavailable);
        await writeAudit(tx, {
          actorId: viewer.userId,
          action: 'inspection.record',
          entityType: 'inspection',
          entityId: before.id,
          before: { status: before.status, version: before.version },
          after: { status: after.status, result: after.result, travel_fee_cents: fee, travel_flat_zone: travel.flatZone, deficiencies: rows.map((row) => row.number), version: after.version },
        });
      });
      return { data: await detail(viewer, request.params.id) };
    },
  );
};
