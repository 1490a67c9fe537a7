import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/offline/queued-write';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/schemas/common';
import { inspectionResponseSchema, type Inspection, type ScheduleInspection } from '@/shared/schemas/inspections';
import { INSPECTIONS_ENDPOINT, inspectionKeys } from './keys';

/**
 * POST /api/inspections (Admin, at the office: online): schedule a stage visit. Errors are shown
 * under the form (`silent`); the idempotency key makes a double click land once.
 */
export function useScheduleInspection() {
  const client = useQueryClient();
  return useMutation<Inspection, Error, ScheduleInspection>({
    mutationFn: async (body) => {
      const { data } = await apiClient.post(INSPECTIONS_ENDPOINT, body, { schema: inspectionResponseSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } });
      return data;
    },
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: inspectionKeys.lists() }),
  });
}
