import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../shared/auth/permissions';
import { apiErrorSchema, conflictErrorSchema } from '../../shared/schemas/common';
import {
  SCHEDULE_MESSAGES,
  type ScheduleReportKey,
  scheduleDetailSchema,
  scheduleEnabledSchema,
  scheduleInputSchema,
  scheduleParamsSchema,
  scheduleRunParamsSchema,
  scheduleRunSchema,
  scheduleSchema,
  schedulesListSchema,
  updateScheduleSchema,
} from '../../shared/schemas/schedules';
import { forbidden, notFound } from '../errors';
import { findRun, listSchedules, presentRun, presentSchedule, recentRuns, type ScheduleRow } from '../repositories/schedules';
import { ANALYTICS_REGISTRY } from '../services/analytics/registry';
import { createSchedule, deleteSchedule, runSchedule, scheduleOrNotFound, setScheduleEnabled, updateSchedule } from '../services/schedules';
import { viewerOf, type Viewer } from '../auth/viewer';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const writeErrors = { ...errors, 409: conflictErrorSchema(scheduleSchema) } as const;

/** A schedule may only run a report its author may read (the uploads report is Admin only). */
function assertMayRun(viewer: Viewer, reportKey: ScheduleReportKey) {
  if (reportKey !== 'deficiency_list' && !can(viewer.role, ANALYTICS_REGISTRY[reportKey].permission)) throw forbidden();
}

/**
 * Scheduled reports (staff): schedules, their runs and the runs' files. The scheduler
 * (services/scheduler.ts) runs them; "run now" runs one at once and answers the finished run.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requirePermission('staffArea');

  const detailOf = async (row: ScheduleRow) => {
    const runs = await recentRuns(app.db, row.id);
    return { ...presentSchedule(row, runs[0]), runs: runs.map(presentRun) };
  };

  app.get('/schedules', { schema: { response: { 200: schedulesListSchema, ...errors } }, preHandler: staff }, async () => ({
    data: await listSchedules(app.db),
  }));

  app.get(
    '/schedules/:id',
    { schema: { params: scheduleParamsSchema, response: { 200: scheduleDetailSchema, ...errors } }, preHandler: staff },
    async (request) => detailOf(await scheduleOrNotFound(app.db, request.params.id)),
  );

  app.post(
    '/schedules',
    { schema: { body: scheduleInputSchema, response: { 201: scheduleDetailSchema, ...errors } }, preHandler: staff },
    async (request, reply) => {
      const viewer = viewerOf(request);
      assertMayRun(viewer, request.body.report_key);
      const row = await createSchedule(app.db, { actorId: viewer.userId, body: request.body });
      return reply.status(201).send(await detailOf(row));
    },
  );

  app.put(
    '/schedules/:id',
    { schema: { params: scheduleParamsSchema, body: updateScheduleSchema, response: { 200: scheduleDetailSchema, ...writeErrors } }, preHandler: staff },
    async (request) => {
      const viewer = viewerOf(request);
      assertMayRun(viewer, request.body.report_key);
      const row = await updateSchedule(app.db, { actorId: viewer.userId, scheduleId: request.params.id, body: request.body });
      return detailOf(row);
    },
  );

  app.post(
    '/schedules/:id/enabled',
    { schema: { params: scheduleParamsSchema, body: scheduleEnabledSchema, response: { 200: scheduleDetailSchema, ...writeErrors } }, preHandler: staff },
    async (request) => {
      const { enabled, version } = request.body;
      const row = await setScheduleEnabled(app.db, { actorId: viewerOf(request).userId, scheduleId: request.params.id, enabled, version });
      return detailOf(row);
    },
  );

  app.delete(
    '/schedules/:id',
    { schema: { params: scheduleParamsSchema, response: { 204: z.undefined(), ...errors } }, preHandler: staff },
    async (request, reply) => {
      await deleteSchedule(app.db, { actorId: viewerOf(request).userId, scheduleId: request.params.id });
      return reply.status(204).send();
    },
  );

  app.post(
    '/schedules/:id/run',
    { schema: { params: scheduleParamsSchema, response: { 201: scheduleRunSchema, ...writeErrors } }, preHandler: staff },
    async (request, reply) => {
      const run = await runSchedule(app.db, app.scheduler, { actorId: viewerOf(request).userId, scheduleId: request.params.id });
      return reply.status(201).send(presentRun(run));
    },
  );

  app.get(
    '/schedules/runs/:runId/file',
    // No response schema: the answer is the file's bytes (errors take the usual shape).
    { schema: { params: scheduleRunParamsSchema }, preHandler: staff },
    async (request, reply) => {
      const run = await findRun(app.db, request.params.runId);
      if (!run?.fileSha256 || !run.fileName || !(await app.files.exists(run.fileSha256))) throw notFound(SCHEDULE_MESSAGES.runNotFound);
      const contentType = run.fileName.endsWith('.pdf') ? 'application/pdf' : 'text/csv; charset=utf-8';
      return reply
        .header('Content-Type', contentType)
        .header('Content-Disposition', `attachment; filename="${run.fileName.replace(/[^\w .-]/g, '_')}"`)
        .send(await app.files.open(run.fileSha256));
    },
  );
};
