import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { discardStashedFile, type StashedFile } from '@/lib/offline/stashed-files';
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_MESSAGES, messageFieldSchemas } from '@/shared/schemas/messages';

/** The files chosen on this device (their bytes wait in IndexedDB until the message is sent). */
const stashedFiles = z
  .array(z.object({ id: z.string(), filename: z.string(), size: z.number(), type: z.string() }))
  .max(MESSAGE_ATTACHMENTS_MAX, MESSAGE_MESSAGES.tooManyFiles);

export interface ComposeValues {
  subject: string;
  body: string;
  /** The client company an Admin chose (empty for a Client, or when it is given). */
  company_id: string;
  attachments: StashedFile[];
}

export interface ReplyValues {
  body: string;
  attachments: StashedFile[];
}

export const EMPTY_COMPOSE: ComposeValues = { subject: '', body: '', company_id: '', attachments: [] };
export const EMPTY_REPLY: ReplyValues = { body: '', attachments: [] };

/** The compose form's resolver: the company is required only where the writer chooses it. */
export const composeResolver = (chooseCompany: boolean) =>
  zodResolver(
    z.object({
      subject: messageFieldSchemas.subject,
      body: messageFieldSchemas.body,
      company_id: chooseCompany ? messageFieldSchemas.companyId : z.string(),
      attachments: stashedFiles,
    }),
  );

export const replyResolver = zodResolver(z.object({ body: messageFieldSchemas.body, attachments: stashedFiles }));

/** The server's `attachment_ids` issues belong to the form's `attachments`. */
export const messageFieldOf = (field: string) => (field.startsWith('attachment_ids') ? 'attachments' : field);

export const MESSAGE_QUEUED_TEXT = 'You are offline. Your message is saved on this device and will be sent when the connection returns.';
export const MESSAGE_FAILURE_TEXT = 'Your message could not be sent. Please try again.';

/** Discard a message form's draft and the files it kept on this device. */
export async function discardMessageDraft(files: readonly StashedFile[], draft: { discard(): Promise<void> }): Promise<void> {
  await Promise.all(files.map((file) => discardStashedFile(file.id)));
  await draft.discard();
}
