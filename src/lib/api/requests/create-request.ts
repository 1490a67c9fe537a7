import { apiClient } from '@/lib/api-client';
import { defineQueuedWrite, type QueuedWrite, type QueuedWriteVariables } from '@/lib/offline/queued-write';
import { uploadStashedFiles, type StashedFile } from '@/lib/offline/stashed-files';
// Types only: every page registers the queued writes at start, and zod stays off the public
// pages' JavaScript. The server answers through the shared schema.
import type { CreateRequest, RequestSummary, RequestType } from '@/shared/schemas/requests';
import { REQUESTS_ENDPOINT, requestKeys } from './keys';

/** The request, and the files behind its `attachment_ids` while they wait on this device. */
export type CreateRequestWrite = CreateRequest & QueuedWriteVariables & { attachments?: StashedFile[] };

/** Where each kind of request is filled in (the app's paths.ts has the same addresses). */
export const REQUEST_FORM_PATHS: Record<RequestType, string> = {
  inspection: '/inspections/request-inspector',
  specification: '/specifications',
  consultation: '/consultations',
};

const WAITING_LABELS: Record<RequestType, string> = {
  inspection: 'Request for Inspector',
  specification: 'Specification request',
  consultation: 'Consultation request',
};

/**
 * Upload the attachments still on this device, then POST /api/requests (Clients): the request,
 * answered 201 with its summary and number (RQ-…). The idempotency key (and the upload ids
 * chosen on this device) make a resend after a dropped connection or a reload land once.
 */
export async function createRequest({ idempotencyKey, attachments = [], ...body }: CreateRequestWrite, signal?: AbortSignal): Promise<RequestSummary> {
  await uploadStashedFiles('request_attachment', attachments);
  return apiClient.post<RequestSummary>(REQUESTS_ENDPOINT, body, { signal, idempotencyKey });
}

function createRequestWrite(type: RequestType): QueuedWrite<CreateRequestWrite, RequestSummary> {
  return defineQueuedWrite({
    key: ['requests', `create-${type}`],
    describe: (write: CreateRequestWrite) => `${WAITING_LABELS[type]}: ${write.project_name}`,
    send: (write: CreateRequestWrite) => createRequest(write),
    editPath: REQUEST_FORM_PATHS[type],
    invalidates: [requestKeys.lists()],
  });
}

/**
 * The three request forms as queued writes (one per kind, so a refused one opens its own form):
 * made offline on site, they wait in IndexedDB and are sent once the connection returns.
 */
export const createRequestWrites: Record<RequestType, QueuedWrite<CreateRequestWrite, RequestSummary>> = {
  inspection: createRequestWrite('inspection'),
  specification: createRequestWrite('specification'),
  consultation: createRequestWrite('consultation'),
};
