import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordsToCsv, type CsvColumn } from '../../shared/csv';
import { apiErrorSchema, conflictErrorSchema } from '../../shared/schemas/common';
import {
  createProjectSchema,
  pendingProjectsResponseSchema,
  PROJECT_STATUS_LABELS,
  projectDetailSchema,
  projectFiltersSchema,
  projectParamsSchema,
  PROJECTS_EXPORT_MAX,
  projectsListResponseSchema,
  projectsQuerySchema,
  reviewStatusUpdateSchema,
  updateProjectSchema,
  type ProjectDetail,
  type ProjectListItem,
} from '../../shared/schemas/projects';
import { projectActivityQuerySchema, projectActivityResponseSchema } from '../../shared/schemas/project-activity';
import { notFound, VersionConflictError } from '../errors';
import {
  findProjectByCode,
  getProjectDetail,
  listProjects,
  listProjectsByReviewStatus,
  listProjectsForExport,
  type ProjectViewer,
} from '../repositories/projects';
import { LIST_CACHE_HEADER } from '../plugins/list-caches';
import { listCacheKey } from '../services/list-cache';
import { changeReviewStatus, createProject, updateProject } from '../services/projects';
import { projectActivityPage } from '../services/project-activity';
import { viewerOf } from '../auth/viewer';
import { providerToday } from '../config/provider-day';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
const writeErrors = { ...errors, 404: apiErrorSchema, 409: conflictErrorSchema(projectDetailSchema), 422: apiErrorSchema } as const;

/** The columns of the CSV export (the table's, in full). */
const CSV_COLUMNS: CsvColumn<ProjectListItem>[] = [
  { header: 'Project code', value: (row) => row.project_code },
  { header: 'Project name', value: (row) => row.project_name },
  { header: 'Company', value: (row) => row.company_name },
  { header: 'Address', value: (row) => row.address },
  { header: 'City', value: (row) => row.city },
  { header: 'Region', value: (row) => row.region },
  { header: 'Sector', value: (row) => row.sector },
  { header: 'Status', value: (row) => PROJECT_STATUS_LABELS[row.status] },
  { header: 'Review status', value: (row) => row.review_status },
  { header: 'Lead inspector', value: (row) => row.lead_inspector_name },
  { header: 'Base contract', value: (row) => (row.base_contract_cents / 100).toFixed(2) },
  { header: 'Start date', value: (row) => row.start_date },
  { header: 'Created', value: (row) => row.created_at },
];

/**
 * Projects: the list with search, filters, sort and pages, its CSV export, the project page, and
 * the Admins' create, edit and review status. Reads are filtered in the repository query: a Client
 * sees their company's projects only, and another company's project answers 404.
 */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('signedIn');
  const manage = app.requirePermission('projectsManage');

  async function detailOrNotFound(viewer: ProjectViewer, code: string): Promise<ProjectDetail> {
    const detail = await getProjectDetail(app.db, viewer, code);
    if (!detail) throw notFound('There is no such project.');
    return detail;
  }
  const ADMIN: ProjectViewer = { role: 'Admin', companyId: null };
  async function rowOrNotFound(code: string) {
    const row = await findProjectByCode(app.db, ADMIN, code);
    if (!row) throw notFound('There is no such project.');
    return row;
  }

  app.get(
    '/projects/status/Pending',
    {
      schema: { response: { 200: pendingProjectsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema } },
      preHandler: app.requirePermission('pendingProjectCount'),
    },
    async () => ({ data: await listProjectsByReviewStatus(app.db, 'Pending') }),
  );

  app.get(
    '/projects',
    { schema: { querystring: projectsQuerySchema, response: { 200: projectsListResponseSchema, ...errors } }, preHandler: read },
    async (request, reply) => {
      const { query } = request;
      // The answer depends on the caller only through ProjectViewer (a Client: their company), so
      // that and the parsed query make the key: no answer is shared across companies or with staff.
      const { role, companyId } = viewerOf(request);
      const viewer: ProjectViewer = { role, companyId };
      const { value, hit } = await app.listCaches.projects.get(listCacheKey(viewer, query), async () => {
        const { rows, total, totalCapped } = await listProjects(app.db, viewer, query);
        // The route's own serializer (its response schema); a JSON serializer gives a string.
        return reply.serialize({ data: rows, total, totalCapped, page: query.page, pageSize: query.pageSize }) as string;
      });
      // A string with a JSON content type goes out as it is: no second serialization.
      const untyped: FastifyReply = reply;
      return untyped.header(LIST_CACHE_HEADER, hit ? 'hit' : 'miss').type('application/json; charset=utf-8').send(value);
    },
  );

  app.get(
    '/projects/export.csv',
    { schema: { querystring: projectFiltersSchema, response: { 200: z.string(), ...errors } }, preHandler: read },
    async (request, reply) => {
      const rows = await listProjectsForExport(app.db, viewerOf(request), request.query, PROJECTS_EXPORT_MAX);
      const date = providerToday();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="projects-${date}.csv"`)
        .send(`\uFEFF${recordsToCsv(CSV_COLUMNS, rows)}\r\n`);
    },
  );

  app.get(
    '/projects/:projectCode',
    { schema: { params: projectParamsSchema, response: { 200: projectDetailSchema, 404: apiErrorSchema, ...errors } }, preHandler: read },
    async (request) => detailOrNotFound(viewerOf(request), request.params.projectCode),
  );

  // Staff only (docs/architecture.md, Project activity): the audit rows name people and internal changes.
  app.get(
    '/projects/:projectCode/activity',
    {
      schema: { params: projectParamsSchema, querystring: projectActivityQuerySchema, response: { 200: projectActivityResponseSchema, 404: apiErrorSchema, ...errors } },
      preHandler: app.requirePermission('staffArea'),
    },
    async (request) => {
      const row = await rowOrNotFound(request.params.projectCode);
      return projectActivityPage(app.db, row.id, request.query);
    },
  );

  app.post(
    '/projects',
    {
      schema: { body: createProjectSchema, response: { 201: projectDetailSchema, ...writeErrors } },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request, reply) => {
      const project = await createProject(app.db, { actorId: viewerOf(request).userId, body: request.body });
      return reply.status(201).send(await detailOrNotFound(ADMIN, project.projectCode));
    },
  );

  app.patch(
    '/projects/:projectCode',
    {
      schema: { params: projectParamsSchema, body: updateProjectSchema, response: { 200: projectDetailSchema, ...writeErrors } },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request) => {
      const code = request.params.projectCode;
      const row = await rowOrNotFound(code);
      const updated = await updateProject(app.db, { actorId: viewerOf(request).userId, projectId: row.id, body: request.body });
      const detail = await detailOrNotFound(ADMIN, code);
      if (!updated) {
        throw new VersionConflictError(detail, 'This project was changed by someone else after you opened it. Compare the current version with yours and save again.');
      }
      return detail;
    },
  );

  app.patch(
    '/projects/:projectCode/review-status',
    {
      schema: { params: projectParamsSchema, body: reviewStatusUpdateSchema, response: { 200: projectDetailSchema, ...writeErrors } },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request) => {
      const code = request.params.projectCode;
      const row = await rowOrNotFound(code);
      await changeReviewStatus(app.db, { actorId: viewerOf(request).userId, projectId: row.id, reviewStatus: request.body.review_status });
      return detailOrNotFound(ADMIN, code);
    },
  );
};
