import { apiClient } from '@/lib/api-client';
import { can } from '@/shared/auth/permissions';
import { defineQueuedWrite, type QueuedWriteVariables } from '@/lib/offline/queued-write';
import { useAuth } from '@/lib/auth/use-auth';
import { usePolledQuery } from '@/lib/query/polling';
// Types only: the navigation bar uses this module on every page, and zod stays off the public
// pages' JavaScript. The server serializes these answers through the shared schemas.
import type { NotificationsListResponse, NotificationsReadAllResponse } from '@/shared/schemas/notifications';
import { notificationKeys } from './keys';

const DROPDOWN_LIMIT = 20;

export function fetchRecentNotifications(signal?: AbortSignal): Promise<NotificationsListResponse> {
  return apiClient.get<NotificationsListResponse>(`/api/notifications?limit=${DROPDOWN_LIMIT}`, { signal });
}

/**
 * Admin notifications with the unread count, polled every 60 s with the shared polling
 * (docs/offline.md, Polling) and kept for offline use. Only Admins poll.
 */
export function useRecentNotifications() {
  const { role } = useAuth();
  return usePolledQuery({
    queryKey: notificationKeys.recent(),
    queryFn: ({ signal }) => fetchRecentNotifications(signal),
    poll: 'notifications',
    enabled: can(role, 'notifications'),
    persist: true,
  });
}

export interface MarkNotificationsReadWrite extends QueuedWriteVariables {
  ids: string[];
}

/**
 * Mark the notifications the dropdown showed as read when it opens: a queued write, so it works
 * offline and lands once; the badge drops at once.
 */
export const markNotificationsReadWrite = defineQueuedWrite({
  key: ['notifications', 'markRead'],
  describe: ({ ids }: MarkNotificationsReadWrite) => `Mark ${ids.length === 1 ? 'a notification' : `${ids.length} notifications`} read`,
  send: ({ ids, idempotencyKey }: MarkNotificationsReadWrite) =>
    apiClient.post<NotificationsReadAllResponse>('/api/notifications/read', { ids }, { idempotencyKey }),
  applyOptimistically: (client, { ids }: MarkNotificationsReadWrite) =>
    client.setQueryData<NotificationsListResponse>(notificationKeys.recent(), (list) => {
      if (!list) return list;
      const now = new Date().toISOString();
      const marked = list.data.filter((item) => item.read_at === null && ids.includes(item.id)).length;
      return {
        data: list.data.map((item) => (item.read_at === null && ids.includes(item.id) ? { ...item, read_at: now } : item)),
        unreadCount: Math.max(0, list.unreadCount - marked),
      };
    }),
  invalidates: [notificationKeys.recent()],
});
