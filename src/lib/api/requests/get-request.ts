import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import type { RequestDetail } from '@/shared/schemas/requests';
import { REQUESTS_ENDPOINT, requestKeys } from './keys';

const requestsSchemas = () => import('@/shared/schemas/requests');

/** GET /api/requests/:id: the request, what was submitted and its timeline. */
export function fetchRequest(id: string, signal?: AbortSignal): Promise<RequestDetail> {
  return apiClient.get(`${REQUESTS_ENDPOINT}/${encodeURIComponent(id)}`, { signal, schema: lazySchema(requestsSchemas, 'requestDetailSchema') });
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
