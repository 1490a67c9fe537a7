import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { discardStashedFile, type StashedFile } from '@/lib/offline/stashed-files';
import type { TextValues } from '@/components/form/form-values';
// Types only: the shape comes from the shared schema, zod loads with the resolver (docs/decisions/0015-nothing-heavy-before-needed.md).
import type { CreateThreadInput, ReplyMessageInput } from '@/shared/schemas/messages';

/**
 * A new thread as typed: `company_id` is the client company an Admin chose (empty for a Client, or
 * when it is given); the project or request it is about is the page's, not a field.
 */
export interface ComposeValues extends TextValues<Pick<CreateThreadInput, 'subject' | 'body' | 'company_id'>> {
  /** The body's `attachment_ids`: the files wait on this device until the message is sent. */
  attachments: StashedFile[];
}

export interface ReplyValues extends TextValues<Omit<ReplyMessageInput, 'attachment_ids'>> {
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
