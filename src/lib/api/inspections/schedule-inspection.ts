import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { Inspection, ScheduleInspection } from '@/shared/schemas/inspections';
import { useApiMutation } from '../use-api-mutation';
import { INSPECTIONS_ENDPOINT, inspectionKeys } from './keys';

/**
 * POST /api/inspections (Admin, at the office: online): schedule a stage visit. Errors are shown
 * under the form (`silent`); the idempotency key makes a double click land once.
 */
export function useScheduleInspection() {
  return useApiMutation<Inspection, ScheduleInspection>({
    mutationFn: async (body, { idempotencyKey }) => {
      const { data } = await apiClient.post(INSPECTIONS_ENDPOINT, body, { schema: answerSchema('inspections', 'inspectionResponseSchema'), idempotencyKey });
      return data;
    },
    invalidates: () => [inspectionKeys.lists()],
  });
}
