import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toCsv } from '../../shared/csv';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  DATABASE_EXPORT_MAX_ROWS,
  databaseExportQuerySchema,
  databaseRowsQuerySchema,
  databaseRowsResponseSchema,
  databaseTableParamsSchema,
  databaseTablesResponseSchema,
  type DatabaseTable,
} from '../../shared/schemas/database';
import { writeAudit } from '../repositories/audit';
import { BROWSABLE_TABLES, browseTable, countTableRows, databaseColumns, exportTable } from '../repositories/database-browser';
import { viewerOf } from '../auth/viewer';
import { providerToday } from '../config/provider-day';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

const summaryOf = (table: DatabaseTable) => ({ name: table, label: BROWSABLE_TABLES[table].label, description: BROWSABLE_TABLES[table].description });

/**
 * The Database screen's read-only browser (staff): the allow-listed tables with row counts, a
 * page of rows with search, and the CSV export. The browser names a table, nothing more; every
 * query is written to the audit log with who asked and what.
 */
export const databaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requirePermission('staffArea');
  const audit = (actorId: string, action: string, entityId: string, details: Record<string, unknown>) =>
    app.db.transaction((tx) => writeAudit(tx, { actorId, action, entityType: 'database', entityId, after: details }));

  app.get('/database/tables', { schema: { response: { 200: databaseTablesResponseSchema, ...errors } }, preHandler }, async (request) => {
    const counts = await countTableRows(app.db);
    await audit(viewerOf(request).userId, 'database.tables', 'tables', {});
    return { data: (Object.keys(BROWSABLE_TABLES) as DatabaseTable[]).map((table) => ({ ...summaryOf(table), row_count: counts[table] })) };
  });

  app.get(
    '/database/tables/:table',
    { schema: { params: databaseTableParamsSchema, querystring: databaseRowsQuerySchema, response: { 200: databaseRowsResponseSchema, ...errors } }, preHandler },
    async (request) => {
      const { table } = request.params;
      const { rows, total } = await browseTable(app.db, table, request.query);
      await audit(viewerOf(request).userId, 'database.browse', table, { ...request.query, total });
      return { table: summaryOf(table), columns: databaseColumns(table), data: rows, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/database/tables/:table/export.csv',
    { schema: { params: databaseTableParamsSchema, querystring: databaseExportQuerySchema, response: { 200: z.string(), ...errors } }, preHandler },
    async (request, reply) => {
      const { table } = request.params;
      const rows = await exportTable(app.db, table, request.query.search, DATABASE_EXPORT_MAX_ROWS);
      await audit(viewerOf(request).userId, 'database.export', table, { search: request.query.search ?? null, rows: rows.length });
      const columns = databaseColumns(table);
      const date = providerToday();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${table}-${date}.csv"`)
        .send(`\uFEFF${toCsv(columns.map((column) => column.label), rows.map((row) => columns.map((column) => row[column.key])))}\r\n`);
    },
  );
};
