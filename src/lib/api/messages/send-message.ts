import { apiClient } from '@/lib/api-client';
import { defineQueuedWrite, type QueuedWriteVariables } from '@/lib/offline/queued-write';
import { uploadStashedFiles, type StashedFile } from '@/lib/offline/stashed-files';
// Types only: every page registers the queued writes at start, and zod stays off the public
// pages' JavaScript. The server answers through the shared schema.
import type { CreateThreadInput, ReplyMessageInput, ThreadDetail } from '@/shared/schemas/messages';
import { messageKeys, THREADS_ENDPOINT } from './keys';

/** The files behind `attachment_ids` while they wait on this device. */
interface WithAttachments {
  attachments?: StashedFile[];
}

export type StartThreadWrite = CreateThreadInput & QueuedWriteVariables & WithAttachments & {
  /** Who it goes to, for the list of waiting changes ("our office" or the company's name). */
  recipientName: string;
};

export type ReplyWrite = ReplyMessageInput & QueuedWriteVariables & WithAttachments & { threadId: string; subject: string };

/**
 * POST /api/messages/threads: a new conversation with its first message. A queued write: written
 * without a connection, it waits on this device (its files too) and lands once.
 */
export const startThreadWrite = defineQueuedWrite({
  key: ['messages', 'start-thread'],
  describe: (write: StartThreadWrite) => `Message to ${write.recipientName}: ${write.subject}`,
  send: async ({ idempotencyKey, attachments = [], recipientName: _to, ...body }: StartThreadWrite) => {
    await uploadStashedFiles('message_attachment', attachments);
    return apiClient.post<ThreadDetail>(THREADS_ENDPOINT, body, { idempotencyKey });
  },
  invalidates: [messageKeys.lists()],
});

/** POST /api/messages/threads/:id/messages: a reply, queued like a new conversation. */
export const replyWrite = defineQueuedWrite({
  key: ['messages', 'reply'],
  describe: (write: ReplyWrite) => `Reply in "${write.subject}"`,
  send: async ({ idempotencyKey, attachments = [], threadId, subject: _subject, ...body }: ReplyWrite) => {
    await uploadStashedFiles('message_attachment', attachments);
    return apiClient.post<ThreadDetail>(`${THREADS_ENDPOINT}/${encodeURIComponent(threadId)}/messages`, body, { idempotencyKey });
  },
  invalidates: [messageKeys.lists(), messageKeys.details()],
});
