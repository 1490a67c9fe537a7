import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { RequestDetail } from '@/shared/schemas/requests';
import { REQUESTS_ENDPOINT, requestKeys } from './keys';

/** GET /api/requests/:id: the request, what was submitted and its timeline. */
export function fetchRequest(id: string, signal?: AbortSignal): Promise<RequestDetail> {
  return apiClient.get(`${REQUESTS_ENDPOINT}/${encodeURIComponent(id)}`, { signal, schema: answerSchema('requests', 'requestDetailSchema') });
}

export const requestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: requestKeys.detail(id),
    queryFn: ({ signal }) => fetchRequest(id, signal),
    meta: { persist: true },
  });

export function useRequest(id: string | null) {
  return useQuery({ ...requestQueryOptions(id ?? ''), enabled: id !== null && id !== '' });
}
