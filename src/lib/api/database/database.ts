import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { DatabaseTable } from '@/shared/schemas/database';
import { DATABASE_ENDPOINT, databaseKeys, type DatabaseView } from './keys';

const searchOf = (view: Pick<DatabaseView, 'search'> & Partial<DatabaseView>) =>
  new URLSearchParams({
    ...(view.search ? { search: view.search } : {}),
    ...(view.page ? { page: String(view.page) } : {}),
    ...(view.pageSize ? { pageSize: String(view.pageSize) } : {}),
  }).toString();

/** The allow-listed tables with their row counts. */
export const useDatabaseTables = () =>
  useQuery(
    queryOptions({
      queryKey: databaseKeys.tables(),
      queryFn: ({ signal }) => apiClient.get(DATABASE_ENDPOINT, { signal, schema: answerSchema('database', 'databaseTablesResponseSchema') }),
      meta: { errorMessage: 'Could not load the tables' },
    }),
  );

/** One page of a table; the previous page stays on screen while the next one loads. */
export const useDatabaseRows = (view: DatabaseView) =>
  useQuery({
    queryKey: databaseKeys.rows(view),
    queryFn: ({ signal }) => apiClient.get(`${DATABASE_ENDPOINT}/${view.table}?${searchOf(view)}`, { signal, schema: answerSchema('database', 'databaseRowsResponseSchema') }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the rows' },
  });

/** The CSV of every row matching the search (the server caps it). */
export const fetchDatabaseCsv = (table: DatabaseTable, search: string): Promise<Blob> =>
  apiClient.download(`${DATABASE_ENDPOINT}/${table}/export.csv?${searchOf({ search })}`);
