import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/schemas/common-values';
import type { CreateSubmittal, ReviewLineInput, Submittal } from '@/shared/schemas/submittals';
import { SUBMITTALS_ENDPOINT, submittalKeys } from './keys';

const submittalsSchemas = () => import('@/shared/schemas/submittals');

/** A submittal write (online; errors shown in place, `silent` so no toast repeats them). */
function useSubmittalMutation<TVariables>(send: (variables: TVariables) => Promise<Submittal>) {
  const client = useQueryClient();
  return useMutation<Submittal, Error, TVariables>({
    mutationFn: send,
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: submittalKeys.lists() }),
  });
}

/** POST /api/submittals (Client), with an idempotency key so a retried click lands once. */
export const useCreateSubmittal = () =>
  useSubmittalMutation<CreateSubmittal>((body) =>
    apiClient.post(SUBMITTALS_ENDPOINT, body, { schema: lazySchema(submittalsSchemas, 'submittalSchema'), headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() } }),
  );

/** PATCH /api/submittals/:id/lines/:lineId (staff): the decision on one line. */
export const useReviewLine = () =>
  useSubmittalMutation<{ submittalId: string; lineId: string; body: ReviewLineInput }>(({ submittalId, lineId, body }) =>
    apiClient.patch(`${SUBMITTALS_ENDPOINT}/${encodeURIComponent(submittalId)}/lines/${encodeURIComponent(lineId)}`, body, {
      schema: lazySchema(submittalsSchemas, 'submittalSchema'),
    }),
  );
