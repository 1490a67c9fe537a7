import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { ThreadDetail, ThreadsListResponse } from '@/shared/schemas/messages';
import { MESSAGE_THREADS_PAGE_SIZE_MAX } from '@/shared/schemas/messages-values';
import { dispatchMessagesRead } from './messages-read';
import { useApiMutation } from '../use-api-mutation';
import { messageKeys, THREADS_ENDPOINT, type ThreadListFilters } from './keys';

export const threadUrl = (id: string) => `${THREADS_ENDPOINT}/${encodeURIComponent(id)}`;

/** The query string of GET /api/messages/threads (filters left out when not set). */
export function threadsSearch(filters: ThreadListFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.projectId) params.set('project_id', filters.projectId);
  params.set('pageSize', String(MESSAGE_THREADS_PAGE_SIZE_MAX));
  return params.toString();
}

/**
 * The threads the signed-in user may see (an Admin every company's, a Client their company's:
 * the server's repository query enforces it), unread first. Kept on this device for offline use.
 */
export const threadsQueryOptions = (filters: ThreadListFilters) =>
  queryOptions({
    queryKey: messageKeys.list(filters),
    queryFn: ({ signal }): Promise<ThreadsListResponse> => apiClient.get(`${THREADS_ENDPOINT}?${threadsSearch(filters)}`, { signal, schema: answerSchema('messages', 'threadsListResponseSchema') }),
    // A mailbox asks again whenever it is shown: new messages must not wait for the default 30 s.
    staleTime: 0,
    meta: { persist: true, errorMessage: 'Could not load the conversations' },
  });

export function useThreads(filters: ThreadListFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...threadsQueryOptions(filters), enabled: options.enabled ?? true });
}

/** One thread with its messages, kept on this device for offline reading. */
export const threadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: ({ signal }): Promise<ThreadDetail> => apiClient.get(threadUrl(id), { signal, schema: answerSchema('messages', 'threadDetailSchema') }),
    staleTime: 0,
    meta: { persist: true },
  });

export function useThread(id: string | null) {
  return useQuery({ ...threadQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/**
 * POST /api/messages/threads/:id/read: mark the thread's messages read for me, then tell the
 * mailbox badge how many (the `messagesRead` event) and refresh the lists' unread numbers.
 */
export function useMarkThreadRead() {
  return useApiMutation({
    mutationFn: (id: string) => apiClient.post(`${threadUrl(id)}/read`, {}, { schema: answerSchema('messages', 'markThreadReadResponseSchema') }),
    onSuccess: ({ marked }) => dispatchMessagesRead(marked),
    invalidates: (_id, { marked }) => (marked > 0 ? [messageKeys.lists()] : []),
  });
}
