import { useQuery } from '@tanstack/react-query';
import { inspectionsQueryOptions } from './get-inspections';

/**
 * The performed inspections of a project (by its code), for choosing what an inspection report is
 * about: GET /api/inspections under the inspections key, not kept on the device.
 */
export function usePerformedInspections(projectCode: string | undefined) {
  return useQuery({
    ...inspectionsQueryOptions({ project: projectCode ?? '', status: 'performed' }),
    enabled: Boolean(projectCode),
    meta: { errorMessage: 'Could not load the inspections' },
  });
}
