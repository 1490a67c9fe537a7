import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
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
import { reportSchedules } from '../db/schema';
import { forbidden, notFound, VersionConflictError } from '../errors';
import { writeAudit } from '../repositories/audit';
import {
  findRun,
  findSchedule,
  listSchedules,
  presentRun,
  presentSchedule,
  recentRuns,
  scheduleValues,
  updateScheduleRow,
  type ScheduleRow,
} from '../repositories/schedules';
import { ANALYTICS_REGISTRY } from '../services/analytics/registry';
import { nextRunOf } from '../services/scheduler';
import { viewerOf, type Viewer } from '../auth/viewer';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const writeErrors = { ...errors, 409: conflictErrorSchema(scheduleSchema) } as const;

/** What the audit log keeps of a schedule. */
const auditedSchedule = (row: ScheduleRow) => ({
  name: row.name,
  report_key: row.reportKey,
  cron: row.cron,
  time_zone: row.timeZone,
  format: row.format,
  recipients: row.recipients,
  enabled: row.enabled,
});

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

  const loadSchedule = async (id: string) => {
    const row = await findSchedule(app.db, id);
    if (!row) throw notFound(SCHEDULE_MESSAGES.notFound);
    return row;
  };
  const detailOf = async (row: ScheduleRow) => {
    const runs = await recentRuns(app.db, row.id);
    return { ...presentSchedule(row, runs[0]), runs: runs.map(presentRun) };
  };

  /** A versioned update of a schedule with its next run recomputed, audited; 409 when the version moved. */
  const updateVersioned = async (actorId: string, before: ScheduleRow, version: number, values: Partial<typeof reportSchedules.$inferInsert>, action: string) =>
    app.db.transaction(async (tx) => {
      const merged = { ...before, ...values };
      const row = await updateScheduleRow(tx, before.id, version, { ...values, nextRunAt: nextRunOf(merged, new Date()) });
      if (!row) throw new VersionConflictError(presentSchedule(before, undefined));
      await writeAudit(tx, { actorId, action, entityType: 'report_schedule', entityId: row.id, before: auditedSchedule(before), after: auditedSchedule(row) });
      return row;
    });

  app.get('/schedules', { schema: { response: { 200: schedulesListSchema, ...errors } }, preHandler: staff }, async () => ({
    data: await listSchedules(app.db),
  }));

  app.get(
    '/schedules/:id',
    { schema: { params: scheduleParamsSchema, response: { 200: scheduleDetailSchema, ...errors } }, preHandler: staff },
    async (request) => detailOf(await loadSchedule(request.params.id)),
  );

  app.post(
    '/schedules',
    { schema: { body: scheduleInputSchema, response: { 201: scheduleDetailSchema, ...errors } }, preHandler: staff },
    async (request, reply) => {
      const viewer = viewerOf(request);
      assertMayRun(viewer, request.body.report_key);
      const actorId = viewer.userId;
      const values = scheduleValues(request.body);
      const row = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(reportSchedules)
          .values({ ...values, createdBy: actorId, nextRunAt: nextRunOf(values, new Date()) })
          .returning();
        await writeAudit(tx, { actorId, action: 'schedule.create', entityType: 'report_schedule', entityId: created!.id, after: auditedSchedule(created!) });
        return created!;
      });
      return reply.status(201).send(await detailOf(row));
    },
  );

  app.put(
    '/schedules/:id',
    { schema: { params: scheduleParamsSchema, body: updateScheduleSchema, response: { 200: scheduleDetailSchema, ...writeErrors } }, preHandler: staff },
    async (request) => {
      const viewer = viewerOf(request);
      assertMayRun(viewer, request.body.report_key);
      const before = await loadSchedule(request.params.id);
      const row = await updateVersioned(viewer.userId, before, request.body.version, scheduleValues(request.body), 'schedule.update');
      return detailOf(row);
    },
  );

  app.post(
    '/schedules/:id/enabled',
    { schema: { params: scheduleParamsSchema, body: scheduleEnabledSchema, response: { 200: scheduleDetailSchema, ...writeErrors } }, preHandler: staff },
    async (request) => {
      const before = await loadSchedule(request.params.id);
      const { enabled, version } = request.body;
      const row = await updateVersioned(viewerOf(request).userId, before, version, { enabled }, enabled ? 'schedule.enable' : 'schedule.disable');
      return detailOf(row);
    },
  );

  app.delete(
    '/schedules/:id',
    { schema: { params: scheduleParamsSchema, response: { 204: z.undefined(), ...errors } }, preHandler: staff },
    async (request, reply) => {
      const before = await loadSchedule(request.params.id);
      await app.db.transaction(async (tx) => {
        await tx.delete(reportSchedules).where(eq(reportSchedules.id, before.id));
        await writeAudit(tx, { actorId: viewerOf(request).userId, action: 'schedule.delete', entityType: 'report_schedule', entityId: before.id, before: auditedSchedule(before) });
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/schedules/:id/run',
    { schema: { params: scheduleParamsSchema, response: { 201: scheduleRunSchema, ...writeErrors } }, preHandler: staff },
    async (request, reply) => {
      const schedule = await loadSchedule(request.params.id);
      const run = await app.scheduler.runNow(schedule);
      if (!run) throw notFound(SCHEDULE_MESSAGES.runNotFound);
      await app.db.transaction((tx) =>
        writeAudit(tx, { actorId: viewerOf(request).userId, action: 'schedule.run', entityType: 'report_schedule', entityId: schedule.id, after: { run_id: run.id, status: run.status } }),
      );
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
