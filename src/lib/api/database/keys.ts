import type { DatabaseTable } from '@/shared/schemas/database';

/** The database browser API (Admin). */
export const DATABASE_ENDPOINT = '/api/database/tables';

export interface DatabaseView {
  table: DatabaseTable;
  search: string;
  page: number;
  pageSize: number;
}

export const databaseKeys = {
  all: ['database'] as const,
  tables: () => [...databaseKeys.all, 'tables'] as const,
  rows: (view: DatabaseView) => [...databaseKeys.all, 'rows', view] as const,
};
