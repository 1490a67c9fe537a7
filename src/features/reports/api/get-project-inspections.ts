import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { reportKeys } from './keys';

const inspectionsSchemas = () => import('@/shared/schemas/inspections');

/** The performed inspections of a project (by its code), for choosing what an inspection report is about. */
export function usePerformedInspections(projectCode: string | undefined) {
  return useQuery({
    queryKey: [...reportKeys.all, 'inspections', projectCode ?? ''] as const,
    queryFn: ({ signal }) =>
      apiClient.get(`/api/inspections?project=${encodeURIComponent(projectCode!)}&status=performed`, { signal, schema: lazySchema(inspectionsSchemas, 'inspectionListSchema') }),
    enabled: Boolean(projectCode),
    meta: { errorMessage: 'Could not load the inspections' },
  });
}
