import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inspectionListSchema } from '@/shared/schemas/inspections';
import { reportKeys } from './keys';

/** The performed inspections of a project (by its code), for choosing what an inspection report is about. */
export function usePerformedInspections(projectCode: string | undefined) {
  return useQuery({
    queryKey: [...reportKeys.all, 'inspections', projectCode ?? ''] as const,
    queryFn: ({ signal }) =>
      apiClient.get(`/api/inspections?project=${encodeURIComponent(projectCode!)}&status=performed`, { signal, schema: inspectionListSchema }),
    enabled: Boolean(projectCode),
    meta: { errorMessage: 'Could not load the inspections' },
  });
}
