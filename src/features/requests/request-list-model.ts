import type { RequestSummary } from '@/shared/schemas/requests';
import type { RequestType } from '@/shared/schemas/requests-values';

/** A list's type filter: one kind, or all. (Its status choice is RequestStatusChoice.) */
export type TypeFilter = RequestType | 'all';

/**
 * The request a /my-requests/:projectId address means: the parameter is a request id, or (from
 * the current-project chip) the id or code of the project a request became.
 */
export function resolveRequestId(param: string, rows: readonly Pick<RequestSummary, 'id' | 'project_id' | 'project_code'>[] | undefined): string {
  const match = rows?.find((row) => row.id === param) ?? rows?.find((row) => row.project_id === param || row.project_code === param);
  return match?.id ?? param;
}
