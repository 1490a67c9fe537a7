import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { newIdempotencyKey } from '@/lib/offline/queued-write';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/schemas/common-values';
import type { Inspection, ScheduleInspection } from '@/shared/schemas/inspections';
import { INSPECTIONS_ENDPOINT, inspectionKeys } from './keys';

const inspectionsSchemas = () => import('@/shared/schemas/inspections');

/**
 * POST /api/inspections (Admin, at the office: online): schedule a stage visit. Errors are shown
 * under the form (`silent`); the idempotency key makes a double click land once.
 */
export function useScheduleInspection() {
  const client = useQueryClient();
  return useMutation<Inspection, Error, ScheduleInspection>({
    mutationFn: async (body) => {
      const { data } = await apiClient.post(INSPECTIONS_ENDPOINT, body, { schema: lazySchema(inspectionsSchemas, 'inspectionResponseSchema'), headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } });
      return data;
    },
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: inspectionKeys.lists() }),
  });
}
