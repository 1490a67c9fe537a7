import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import { defineQueuedWrite, type QueuedWriteVariables } from '@/lib/offline/queued-write';
import { uploadStashedFiles, type StashedFile } from '@/lib/offline/stashed-files';
import type { CreateSubmittalInput, ReviewLineInput, Submittal } from '@/shared/schemas/submittals';
import { clientProjectKeys } from '../client-projects/keys';
import { useApiMutation, type WriteContext } from '../use-api-mutation';
import { SUBMITTALS_ENDPOINT, submittalKeys } from './keys';

/** The submittal, and the documents behind its `document_ids` while they wait on this device. */
export type CreateSubmittalWrite = CreateSubmittalInput &
  QueuedWriteVariables & {
    documents?: StashedFile[];
    /** The project's code and name, for the list of waiting changes. */
    projectLabel: string;
  };

/** Where a submittal is written (the app's paths.ts has the same address). */
export const SUBMITTAL_FORM_PATH = '/inspections/submittal-pages';

/**
 * POST /api/submittals (Client), a queued write like the request forms: written (or resubmitted)
 * offline on site, it waits on this device with its documents and lands once (idempotency key and
 * upload ids chosen here). The client's project page shows the new submittal after it lands.
 */
export const createSubmittalWrite = defineQueuedWrite({
  key: ['submittals', 'create'],
  describe: (write: CreateSubmittalWrite) => `Submittal for ${write.projectLabel}`,
  send: async ({ idempotencyKey, documents = [], projectLabel: _label, ...body }: CreateSubmittalWrite) => {
    await uploadStashedFiles('submittal_document', documents);
    return apiClient.post<Submittal>(SUBMITTALS_ENDPOINT, body, { schema: answerSchema('submittals', 'submittalSchema'), idempotencyKey });
  },
  editPath: SUBMITTAL_FORM_PATH,
  invalidates: [submittalKeys.lists(), clientProjectKeys.all],
});

/** PATCH /api/submittals/:id/lines/:lineId (staff): the decision on one line (online; errors shown in place). */
export const useReviewLine = () =>
  useApiMutation<Submittal, { submittalId: string; lineId: string; body: ReviewLineInput }>({
    mutationFn: ({ submittalId, lineId, body }: { submittalId: string; lineId: string; body: ReviewLineInput }, _write: WriteContext) =>
      apiClient.patch(`${SUBMITTALS_ENDPOINT}/${encodeURIComponent(submittalId)}/lines/${encodeURIComponent(lineId)}`, body, {
        schema: answerSchema('submittals', 'submittalSchema'),
      }),
    invalidates: () => [submittalKeys.lists()],
  });
