import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import type { CreateSubmittal, ReviewLineInput, Submittal } from '@/shared/schemas/submittals';
import { useApiMutation, type WriteContext } from '../use-api-mutation';
import { SUBMITTALS_ENDPOINT, submittalKeys } from './keys';

const submittalsSchemas = () => import('@/shared/schemas/submittals');

/** A submittal write (online; errors shown in place, `silent` so no toast repeats them). */
function useSubmittalMutation<TVariables>(send: (variables: TVariables, write: WriteContext) => Promise<Submittal>) {
  return useApiMutation<Submittal, TVariables>({ mutationFn: send, invalidates: () => [submittalKeys.lists()] });
}

/** POST /api/submittals (Client), with an idempotency key so a retried click lands once. */
export const useCreateSubmittal = () =>
  useSubmittalMutation<CreateSubmittal>((body, { idempotencyKey }) =>
    apiClient.post(SUBMITTALS_ENDPOINT, body, { schema: lazySchema(submittalsSchemas, 'submittalSchema'), idempotencyKey }),
  );

/** PATCH /api/submittals/:id/lines/:lineId (staff): the decision on one line. */
export const useReviewLine = () =>
  useSubmittalMutation<{ submittalId: string; lineId: string; body: ReviewLineInput }>(({ submittalId, lineId, body }) =>
    apiClient.patch(`${SUBMITTALS_ENDPOINT}/${encodeURIComponent(submittalId)}/lines/${encodeURIComponent(lineId)}`, body, {
      schema: lazySchema(submittalsSchemas, 'submittalSchema'),
    }),
  );
