/** The messages API (docs/features.md, Messages). */
export const MESSAGES_ENDPOINT = '/api/messages';
export const THREADS_ENDPOINT = `${MESSAGES_ENDPOINT}/threads`;

/** Server-side filters of a thread list (GET /api/messages/threads). */
export interface ThreadListFilters {
  search?: string;
  projectId?: string;
}

/** Every query key of the messages feature; invalidate through these, never inline a key. */
export const messageKeys = {
  all: ['messages'] as const,
  /** The mailbox badge's count (the signed-in user's side; the cache is per user). */
  unread: () => [...messageKeys.all, 'unread'] as const,
  lists: () => [...messageKeys.all, 'threads'] as const,
  list: (filters: ThreadListFilters) => [...messageKeys.lists(), filters] as const,
  details: () => [...messageKeys.all, 'thread'] as const,
  detail: (id: string) => [...messageKeys.details(), id] as const,
};
