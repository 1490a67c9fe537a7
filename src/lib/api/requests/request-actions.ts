import { invoicingKeys } from '@/lib/api/invoices/keys';
import { projectKeys } from '@/lib/api/projects/keys';
import { apiClient, isConflict } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { ConvertRequestResponse } from '@/shared/schemas/projects';
import type { AssignRequest, ConvertRequest, DeclineRequest, RequestDetail, RequestInfo } from '@/shared/schemas/requests';
import { useApiMutation, type Invalidation } from '../use-api-mutation';
import { REQUESTS_ENDPOINT, requestKeys } from './keys';

const actionUrl = (id: string, action: string) => `${REQUESTS_ENDPOINT}/${encodeURIComponent(id)}/${action}`;

/** POST /api/requests/:id/assign */
export function assignRequest(id: string, body: AssignRequest): Promise<RequestDetail> {
  return apiClient.post(actionUrl(id, 'assign'), body, { schema: answerSchema('requests', 'requestDetailSchema') });
}

/** POST /api/requests/:id/request-info */
export function requestInformation(id: string, body: RequestInfo): Promise<RequestDetail> {
  return apiClient.post(actionUrl(id, 'request-info'), body, { schema: answerSchema('requests', 'requestDetailSchema') });
}

/** POST /api/requests/:id/decline */
export function declineRequest(id: string, body: DeclineRequest): Promise<RequestDetail> {
  return apiClient.post(actionUrl(id, 'decline'), body, { schema: answerSchema('requests', 'requestDetailSchema') });
}

/** POST /api/requests/:id/convert: the request, its new project and billing stages. */
export function convertRequest(id: string, body: ConvertRequest): Promise<ConvertRequestResponse> {
  return apiClient.post(actionUrl(id, 'convert'), body, { schema: answerSchema('projects', 'convertRequestResponseSchema') });
}

/**
 * An Admin action on one request. Online only (the Admin works at a desk; a refused action, e.g.
 * 409 for a request that another Admin already converted, is shown at once in the panel: the
 * mutation is `silent`, so no toast repeats it). Success refreshes the queue and the request.
 */
function useRequestAction<TBody, TResult>(send: (id: string, body: TBody) => Promise<TResult>, alsoInvalidate: readonly Invalidation[] = []) {
  const refresh = (id: string) => [requestKeys.lists(), requestKeys.detail(id), ...alsoInvalidate];
  return useApiMutation<TResult, { id: string; body: TBody }>({
    mutationFn: ({ id, body }) => send(id, body),
    invalidates: ({ id }) => refresh(id),
    // A 409 means the request moved on meanwhile (another Admin): show it as it is now.
    invalidatesOnError: (error, { id }) => (isConflict(error) ? refresh(id) : []),
  });
}

export const useAssignRequest = () => useRequestAction(assignRequest);
export const useRequestInformation = () => useRequestAction(requestInformation);
export const useDeclineRequest = () => useRequestAction(declineRequest);
/** Converting creates a project and its billing stages: every projects and invoicing query refreshes too. */
export const useConvertRequest = () => useRequestAction(convertRequest, [projectKeys.all, invoicingKeys.all]);
