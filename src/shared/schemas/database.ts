import { z } from '../zod';
import { DATABASE_TABLES, DATABASE_PAGE_SIZES } from './database-values';

export * from './database-values';

export const databaseTableParamsSchema = z.object({
  table: z.enum(DATABASE_TABLES, { error: 'Choose one of the tables of the Database screen' }),
});

export const databaseRowsQuerySchema = z.object({
  search: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (DATABASE_PAGE_SIZES as readonly number[]).includes(size), 'Choose 25, 50 or 100 rows per page')
    .default(50),
});
export type DatabaseRowsQuery = z.output<typeof databaseRowsQuerySchema>;

export const databaseExportQuerySchema = databaseRowsQuerySchema.pick({ search: true });

export const databaseColumnSchema = z.object({ key: z.string(), label: z.string() });
export type DatabaseColumn = z.infer<typeof databaseColumnSchema>;

export const databaseTableSummarySchema = z.object({
  name: z.enum(DATABASE_TABLES),
  label: z.string(),
  description: z.string(),
  row_count: z.number().int(),
});
export type DatabaseTableSummary = z.infer<typeof databaseTableSummarySchema>;

export const databaseTablesResponseSchema = z.object({ data: z.array(databaseTableSummarySchema) });

/** A cell as the browser shows it: text (dates as ISO 8601, JSON as text), a number, a boolean or empty. */
export const databaseCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type DatabaseCell = z.infer<typeof databaseCellSchema>;

export const databaseRowsResponseSchema = z.object({
  table: databaseTableSummarySchema.omit({ row_count: true }),
  columns: z.array(databaseColumnSchema),
  data: z.array(z.record(z.string(), databaseCellSchema)),
  /** Rows matching the search. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DatabaseRowsResponse = z.infer<typeof databaseRowsResponseSchema>;
