import type { RequestSummary } from '@/shared/schemas/requests';
import { OPEN_REQUEST_STATUSES, type RequestStatus, type RequestType } from '@/shared/schemas/requests-values';

/** A list's status filter: one status, every open one, or all. */
export type StatusFilter = RequestStatus | 'open' | 'all';
export type TypeFilter = RequestType | 'all';

export interface RequestFilters {
  type: TypeFilter;
  status: StatusFilter;
}

export function matchesStatus(status: RequestStatus, filter: StatusFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'open') return (OPEN_REQUEST_STATUSES as readonly RequestStatus[]).includes(status);
  return status === filter;
}

/** The rows that pass the type and status filters (search is the table's). */
export function filterRequests<Row extends Pick<RequestSummary, 'type' | 'status'>>(rows: readonly Row[], filters: RequestFilters): Row[] {
  return rows.filter((row) => (filters.type === 'all' || row.type === filters.type) && matchesStatus(row.status, filters.status));
}

/**
 * The request a /my-requests/:projectId address means: the parameter is a request id, or (from
 * the current-project chip) the id or code of the project a request became.
 */
export function resolveRequestId(param: string, rows: readonly Pick<RequestSummary, 'id' | 'project_id' | 'project_code'>[] | undefined): string {
  const match = rows?.find((row) => row.id === param) ?? rows?.find((row) => row.project_id === param || row.project_code === param);
  return match?.id ?? param;
}
