import { z } from '@/shared/zod';
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_MESSAGES, messageFieldSchemas } from '@/shared/schemas/messages';

/* The message forms' schemas, imported only on demand (message-form-model.ts) so the forms render without zod. */

/** The files chosen on this device (their bytes wait in IndexedDB until the message is sent). */
const stashedFiles = z
  .array(z.object({ id: z.string(), filename: z.string(), size: z.number(), type: z.string() }))
  .max(MESSAGE_ATTACHMENTS_MAX, MESSAGE_MESSAGES.tooManyFiles);

/** The compose form: the company is required only where the writer chooses it. */
export const composeSchema = (chooseCompany: boolean) =>
  z.object({
    subject: messageFieldSchemas.subject,
    body: messageFieldSchemas.body,
    company_id: chooseCompany ? messageFieldSchemas.companyId : z.string(),
    attachments: stashedFiles,
  });

export const replySchema = z.object({ body: messageFieldSchemas.body, attachments: stashedFiles });
