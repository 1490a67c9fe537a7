/*
 * The zod-free part of src/shared/schemas/database.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */

/**
 * The Database screen (staff): a read-only browser over an allow-list of tables and views. The
 * client names a table from this list and nothing else: no SQL, no column names, no sort
 * expressions travel from the browser (a name outside the list is a 400).
 */
export const DATABASE_TABLES = [
  'projects',
  'companies',
  'profiles',
  'requests',
  'inspections',
  'deficiencies',
  'billing_stages',
  'reports',
  'guarantees',
  'submittals',
  'products',
  'email_log',
  'audit_log',
] as const;
export type DatabaseTable = (typeof DATABASE_TABLES)[number];

export const DATABASE_PAGE_SIZES = [25, 50, 100] as const;
/** A CSV export holds at most this many rows (the filtered rows, newest first). */
export const DATABASE_EXPORT_MAX_ROWS = 50_000;
