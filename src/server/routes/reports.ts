import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  generateReportSchema,
  REPORT_MESSAGES,
  REPORT_TYPE_LABELS,
  reportParamsSchema,
  reportSchema,
  reportsListResponseSchema,
  reportsQuerySchema,
  reportTitle,
} from '../../shared/schemas/reports';
import type { Viewer } from '../auth/viewer';
import { profiles, projects } from '../db/schema';
import { HttpError, notFound, unauthorized } from '../errors';
import { writeAudit } from '../repositories/audit';
import { findReportRow, findVisibleReportFile, getVisibleReport, listReports, markPublished } from '../repositories/reports';
import { renderEmail } from '../services/email-layout';
import { generateReport } from '../services/reports';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
const writeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;

export function reportViewerOf(request: FastifyRequest): Viewer {
  const profile = request.auth?.profile;
  if (!profile) throw unauthorized();
  return { userId: profile.id, role: profile.role, companyId: profile.companyId };
}

/** "BC-26-0142 Inspection report v2.pdf" */
const fileNameOf = (projectCode: string, report: Parameters<typeof reportTitle>[0]) => `${projectCode} ${reportTitle(report)}.pdf`;

/**
 * PDF reports: staff generate and list them, an Admin publishes them to the client company, and
 * GET /api/reports/:id/pdf streams the file. Reads filter in the repository query: a Client sees
 * only its own company's published reports; a draft or another company's report answers 404.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports',
    {
      schema: { body: generateReportSchema, response: { 201: reportSchema, ...writeErrors } },
      preHandler: app.requirePermission('reportsGenerate'),
      config: { idempotent: true },
    },
    async (request, reply) => {
      const viewer = reportViewerOf(request);
      const row = await generateReport({ db: app.db, files: app.files, config: app.config }, request.body, viewer.userId);
      return reply.status(201).send((await getVisibleReport(app.db, viewer, row.id))!);
    },
  );

  app.get(
    '/reports',
    { schema: { querystring: reportsQuerySchema, response: { 200: reportsListResponseSchema, ...errors } }, preHandler: app.requirePermission('signedIn') },
    async (request) => {
      const { rows, total } = await listReports(app.db, reportViewerOf(request), request.query);
      return { data: rows, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.post(
    '/reports/:id/publish',
    {
      schema: { params: reportParamsSchema, response: { 200: reportSchema, ...writeErrors } },
      preHandler: app.requirePermission('reportsPublish'),
      config: { idempotent: true },
    },
    async (request) => {
      const viewer = reportViewerOf(request);
      const before = await findReportRow(app.db, request.params.id);
      if (!before) throw notFound(REPORT_MESSAGES.notFound);
      if (before.status === 'published') throw new HttpError(409, 'conflict', 'Already published', REPORT_MESSAGES.alreadyPublished);
      await app.db.transaction(async (tx) => {
        const row = await markPublished(tx, before.id, new Date());
        if (!row) throw new HttpError(409, 'conflict', 'Already published', REPORT_MESSAGES.alreadyPublished);
        await writeAudit(tx, {
          actorId: viewer.userId,
          action: 'report.publish',
          entityType: 'report',
          entityId: row.id,
          before: { status: before.status },
          after: { status: row.status, visible_to_client: row.visibleToClient },
        });
      });
      const report = (await getVisibleReport(app.db, viewer, before.id))!;
      await emailClientUsers(report, request);
      return report;
    },
  );

  /** Tell the client company's users that a report is ready (after commit; failures are logged). */
  async function emailClientUsers(report: NonNullable<Awaited<ReturnType<typeof getVisibleReport>>>, request: FastifyRequest) {
    const recipients = await app.db
      .select({ email: profiles.email, requestId: projects.requestId })
      .from(projects)
      .innerJoin(profiles, and(eq(profiles.companyId, projects.companyId), eq(profiles.role, 'Client'), eq(profiles.status, 'active')))
      .where(eq(projects.id, report.project_id));
    const provider = app.config.PROVIDER_NAME;
    for (const recipient of recipients) {
      const link = `${app.config.publicUrl}${recipient.requestId ? `/my-requests/${recipient.requestId}` : '/home'}`;
      const mail = renderEmail({
        type: 'report.published',
        to: recipient.email,
        subject: `${REPORT_TYPE_LABELS[report.type]} for ${report.project_name} — ${provider}`,
        paragraphs: [
          `${provider} has published a report for your project ${report.project_code} ${report.project_name}: ${report.title}.`,
          'You can read and download it in the portal.',
        ],
        action: { label: 'Open my reports', link },
        providerName: provider,
        replyTo: app.config.PROVIDER_EMAIL,
      });
      await app.mailer
        .send({ ...mail, entityType: 'report', entityId: report.id })
        .catch((error: unknown) => request.log.error({ err: error }, 'report e-mail failed'));
    }
  }

  app.get(
    '/reports/:id/pdf',
    // No response schema: the answer is the file's bytes (errors take the usual shape).
    { schema: { params: reportParamsSchema }, preHandler: app.requirePermission('signedIn') },
    async (request, reply) => {
      const found = await findVisibleReportFile(app.db, reportViewerOf(request), request.params.id);
      if (!found || !(await app.files.exists(found.report.fileSha256))) throw notFound(REPORT_MESSAGES.notFound);
      const fileName = fileNameOf(found.projectCode, found.report);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', found.report.sizeBytes)
        .header('Content-Disposition', `inline; filename="${fileName.replace(/[^\w .-]/g, '_')}"`)
        .header('Cache-Control', 'private, max-age=0, must-revalidate')
        .header('ETag', `"${found.report.fileSha256}"`)
        .send(await app.files.open(found.report.fileSha256));
    },
  );
};
