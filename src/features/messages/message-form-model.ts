import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { discardStashedFile, type StashedFile } from '@/lib/offline/stashed-files';

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

const composeResolvers = {
  withCompany: lazyZodResolver<ComposeValues>(() => import('./message-form-schemas').then((m) => m.composeSchema(true))),
  withoutCompany: lazyZodResolver<ComposeValues>(() => import('./message-form-schemas').then((m) => m.composeSchema(false))),
};

/** The compose form's resolver: the company is required only where the writer chooses it. */
export const composeResolver = (chooseCompany: boolean) => (chooseCompany ? composeResolvers.withCompany : composeResolvers.withoutCompany);

export const replyResolver = lazyZodResolver<ReplyValues>(() => import('./message-form-schemas').then((m) => m.replySchema));

/** The server's `attachment_ids` issues belong to the form's `attachments`. */
export const messageFieldOf = (field: string) => (field.startsWith('attachment_ids') ? 'attachments' : field);

export const MESSAGE_QUEUED_TEXT = 'You are offline. Your message is saved on this device and will be sent when the connection returns.';
export const MESSAGE_FAILURE_TEXT = 'Your message could not be sent. Please try again.';

/** Discard a message form's draft and the files it kept on this device. */
export async function discardMessageDraft(files: readonly StashedFile[], draft: { discard(): Promise<void> }): Promise<void> {
  await Promise.all(files.map((file) => discardStashedFile(file.id)));
  await draft.discard();
}
