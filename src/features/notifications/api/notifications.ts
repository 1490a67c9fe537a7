import { apiClient } from '@/lib/api-client';
import { can } from '@/shared/auth/permissions';
import { defineQueuedWrite, type QueuedWriteVariables } from '@/lib/offline/queued-write';
import { useAuth } from '@/lib/auth/use-auth';
import { usePolledQuery } from '@/lib/query/polling';
// Types only: the navigation bar uses this module on every page, and zod stays off the public
// pages' JavaScript. The server serializes these answers through the shared schemas.
import type { Notification, NotificationsListResponse } from '@/shared/schemas/notifications';

/** The unread notifications the navigation bar's dropdown shows (newest first). */
export const NOTIFICATIONS_QUERY_KEY = ['notifications', 'unread'] as const;
const DROPDOWN_LIMIT = 20;

export function fetchUnreadNotifications(signal?: AbortSignal): Promise<NotificationsListResponse> {
  return apiClient.get<NotificationsListResponse>(`/api/notifications?unread=true&limit=${DROPDOWN_LIMIT}`, { signal });
}

/**
 * Admin notifications, polled every 60 s with the shared polling (spec section 9) and kept for
 * offline use. Only Admins poll.
 */
export function useUnreadNotifications() {
  const { role } = useAuth();
  return usePolledQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchUnreadNotifications(signal),
    poll: 'notifications',
    enabled: can(role, 'notifications'),
    persist: true,
  });
}

export interface MarkNotificationReadWrite extends QueuedWriteVariables {
  id: string;
  title: string;
}

/** Mark one notification read: a queued write, so it works offline and lands once. */
export const markNotificationReadWrite = defineQueuedWrite({
  key: ['notifications', 'markRead'],
  describe: (write: MarkNotificationReadWrite) => `Mark notification read: ${write.title}`,
  send: ({ id, idempotencyKey }: MarkNotificationReadWrite) =>
    apiClient.post<Notification>(`/api/notifications/${encodeURIComponent(id)}/read`, {}, { headers: { 'Idempotency-Key': idempotencyKey } }),
  applyOptimistically: (client, { id }: MarkNotificationReadWrite) =>
    client.setQueryData<NotificationsListResponse>(NOTIFICATIONS_QUERY_KEY, (list) =>
      list && list.data.some((item) => item.id === id)
        ? { data: list.data.filter((item) => item.id !== id), unreadCount: Math.max(0, list.unreadCount - 1) }
        : list,
    ),
  invalidates: [NOTIFICATIONS_QUERY_KEY],
});
