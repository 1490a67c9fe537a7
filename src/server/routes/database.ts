import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toCsv } from '../../shared/csv';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  databaseExportQuerySchema,
  databaseRowsQuerySchema,
  databaseRowsResponseSchema,
  databaseTableParamsSchema,
  databaseTablesResponseSchema,
  type DatabaseTable,
} from '../../shared/schemas/database';
import { BROWSABLE_TABLES, databaseColumns } from '../repositories/database-browser';
import { browseTableRows, exportTableRows, tableRowCounts } from '../services/database';
import { viewerOf } from '../auth/viewer';
import { providerToday } from '../config/provider-day';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

const summaryOf = (table: DatabaseTable) => ({ name: table, label: BROWSABLE_TABLES[table].label, description: BROWSABLE_TABLES[table].description });

/**
 * The Database screen's read-only browser (staff): the allow-listed tables with row counts, a
 * page of rows with search, and the CSV export. The browser names a table, nothing more; every
 * query is written to the audit log with who asked and what (services/database.ts).
 */
export const databaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requirePermission('staffArea');

  app.get('/database/tables', { schema: { response: { 200: databaseTablesResponseSchema, ...errors } }, preHandler }, async (request) => {
    const counts = await tableRowCounts(app.db, viewerOf(request).userId);
    return { data: (Object.keys(BROWSABLE_TABLES) as DatabaseTable[]).map((table) => ({ ...summaryOf(table), row_count: counts[table] })) };
  });

  app.get(
    '/database/tables/:table',
    { schema: { params: databaseTableParamsSchema, querystring: databaseRowsQuerySchema, response: { 200: databaseRowsResponseSchema, ...errors } }, preHandler },
    async (request) => {
      const { table } = request.params;
      const { rows, total } = await browseTableRows(app.db, viewerOf(request).userId, table, request.query);
      return { table: summaryOf(table), columns: databaseColumns(table), data: rows, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/database/tables/:table/export.csv',
    { schema: { params: databaseTableParamsSchema, querystring: databaseExportQuerySchema, response: { 200: z.string(), ...errors } }, preHandler },
    async (request, reply) => {
      const { table } = request.params;
      const rows = await exportTableRows(app.db, viewerOf(request).userId, table, request.query.search);
      const columns = databaseColumns(table);
      const date = providerToday();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${table}-${date}.csv"`)
        .send(`\uFEFF${toCsv(columns.map((column) => column.label), rows.map((row) => columns.map((column) => row[column.key])))}\r\n`);
    },
  );
};
