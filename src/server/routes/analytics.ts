import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../shared/auth/permissions';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  ANALYTICS_REPORTS,
  analyticsOverviewResponseSchema,
  analyticsQuerySchema,
  analyticsReportResponseSchema,
  resolveAnalyticsFilters,
} from '../../shared/schemas/analytics';
import { providerToday } from '../config/provider-day';
import { analyticsHeadlines } from '../services/analytics/overview';
import { ANALYTICS_REGISTRY } from '../services/analytics/registry';
import { analyticsCsv, runAnalyticsReport } from '../services/analytics/run-report';
import { viewerOf } from '../auth/viewer';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

/**
 * Analytics (staff; the uploads report Admin only): the overview's headline numbers, and each
 * report of the registry as JSON and as CSV, all with the same date range and region filters.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics/overview',
    { schema: { querystring: analyticsQuerySchema, response: { 200: analyticsOverviewResponseSchema, ...errors } }, preHandler: app.requirePermission('staffArea') },
    async (request) => {
      const filters = resolveAnalyticsFilters(request.query, [], providerToday());
      const { role } = viewerOf(request);
      const reports = ANALYTICS_REPORTS.filter((key) => can(role, ANALYTICS_REGISTRY[key].permission)).map((key) => ({
        key,
        title: ANALYTICS_REGISTRY[key].title,
        description: ANALYTICS_REGISTRY[key].description,
      }));
      return { filters, headlines: await analyticsHeadlines(app.db, filters), reports };
    },
  );

  for (const key of ANALYTICS_REPORTS) {
    const preHandler = app.requirePermission(ANALYTICS_REGISTRY[key].permission);
    app.get(
      `/analytics/${key}`,
      { schema: { querystring: analyticsQuerySchema, response: { 200: analyticsReportResponseSchema, ...errors } }, preHandler },
      (request) => runAnalyticsReport(app.db, key, request.query),
    );
    app.get(
      `/analytics/${key}/export.csv`,
      { schema: { querystring: analyticsQuerySchema, response: { 200: z.string(), ...errors } }, preHandler },
      async (request, reply) => {
        const answer = await runAnalyticsReport(app.db, key, request.query);
        const { from, to } = answer.filters;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${key}-${from}-to-${to}.csv"`)
          .send(`\uFEFF${analyticsCsv(answer)}\r\n`);
      },
    );
  }
};
