import { z } from './zod';
import { UPLOAD_FILENAME_MAX, UPLOAD_KINDS } from './uploads-values';

export * from './uploads-values';

/*
 * Uploaded files (request attachments now; inspection and deficiency photos and project files
 * later). One place for what each kind accepts: the browser checks it before stashing a file and
 * the server checks it again on the bytes (magic numbers, not the name or the declared type).
 */

/** PUT /api/uploads/:id — the id is chosen by the browser, so a retried upload is the same upload. */
export const uploadParamsSchema = z.object({ id: z.uuid() });
export const uploadQuerySchema = z.object({
  kind: z.enum(UPLOAD_KINDS),
  filename: z.string().trim().min(1, 'Give the file a name.').max(UPLOAD_FILENAME_MAX, `Keep the file name under ${UPLOAD_FILENAME_MAX} characters.`),
  /** Sent by the browser for a file chosen offline or sent by the queue of waiting changes (the uploads report's offline share). */
  captured_offline: z.stringbool({ truthy: ['true'], falsy: ['false'] }).default(false),
});
export type UploadQuery = z.infer<typeof uploadQuerySchema>;

export const uploadSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(UPLOAD_KINDS),
  filename: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  created_at: z.iso.datetime(),
});
export type UploadSummary = z.infer<typeof uploadSummarySchema>;
export const uploadResponseSchema = z.object({ data: uploadSummarySchema });
