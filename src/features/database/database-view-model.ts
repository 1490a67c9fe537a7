import { DATABASE_PAGE_SIZES, DATABASE_TABLES, type DatabaseTable } from '@/shared/schemas/database-values';
import type { DatabaseView } from '@/lib/api/database/keys';

const DEFAULT_PAGE_SIZE = 50;

/** The Database screen's state from its URL (`?table=&search=&page=&pageSize=`); anything unknown falls back to the defaults. */
export function databaseViewFrom(params: URLSearchParams): DatabaseView {
  const table = params.get('table');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    table: (DATABASE_TABLES as readonly string[]).includes(table ?? '') ? (table as DatabaseTable) : DATABASE_TABLES[0],
    search: (params.get('search') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (DATABASE_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The URL parameters of a view, defaults left out (so links stay short and equal views have equal URLs). */
export function databaseViewParams(view: DatabaseView): Record<string, string> {
  return {
    table: view.table,
    ...(view.search ? { search: view.search } : {}),
    ...(view.page > 1 ? { page: String(view.page) } : {}),
    ...(view.pageSize !== DEFAULT_PAGE_SIZE ? { pageSize: String(view.pageSize) } : {}),
  };
}
