import { z } from '@/shared/zod';
import { createSubmittalSchema, SUBMITTAL_MESSAGES } from '@/shared/schemas/submittals';
import { SUBMITTAL_DOCUMENTS_MAX } from '@/shared/uploads-values';
import type { StashedFile } from '@/lib/offline/stashed-files';

/* The submittal form's schema, imported only on demand (submittal-form-model.ts) so the form renders without zod. */

/** The shared body's rules, with the documents chosen on this device (checked on choosing) in place of `document_ids`. */
export const submittalFormSchema = createSubmittalSchema.omit({ document_ids: true }).extend({
  documents: z.array(z.custom<StashedFile>()).max(SUBMITTAL_DOCUMENTS_MAX, SUBMITTAL_MESSAGES.tooManyDocuments),
});
