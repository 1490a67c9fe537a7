import { apiClient } from '@/lib/api-client';
import { defineQueuedWrite, type QueuedWriteVariables } from '@/lib/offline/queued-write';
// Types only (see create-request.ts): the server answers through the shared schema.
import type { RequestDetail, RequestReply } from '@/shared/schemas/requests';
import { REQUESTS_ENDPOINT, requestKeys } from './keys';

export interface ReplyToRequestWrite extends RequestReply, QueuedWriteVariables {
  requestId: string;
  requestNo: string;
}

/**
 * POST /api/requests/:id/reply (Clients): the answer to the office's request for information. A
 * queued write: written on site without a connection, it waits on this device and lands once.
 */
export const replyToRequestWrite = defineQueuedWrite({
  key: ['requests', 'reply'],
  describe: (write: ReplyToRequestWrite) => `Reply on request ${write.requestNo}`,
  send: ({ requestId, message, idempotencyKey }: ReplyToRequestWrite) =>
    apiClient.post<RequestDetail>(`${REQUESTS_ENDPOINT}/${encodeURIComponent(requestId)}/reply`, { message }, { idempotencyKey }),
  invalidates: [requestKeys.lists(), requestKeys.details()],
});
