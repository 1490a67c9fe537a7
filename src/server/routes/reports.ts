import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  generateReportSchema,
  REPORT_MESSAGES,
  reportParamsSchema,
  reportSchema,
  reportsListResponseSchema,
  reportsQuerySchema,
  reportTitle,
} from '../../shared/schemas/reports';
import type { Viewer } from '../auth/viewer';
import { notFound, unauthorized } from '../errors';
import { findVisibleReportFile, getVisibleReport, listReports } from '../repositories/reports';
import { generateReport, publishReport } from '../services/reports';

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
    async (request) => publishReport({ db: app.db, config: app.config }, reportViewerOf(request), request.params.id),
  );

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
