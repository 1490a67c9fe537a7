import { useMemo } from 'react';
import type { NavBadgeData, NotificationSummary } from '@/components/layout/nav/badge-slots';
import { markNotificationReadWrite, useUnreadNotifications } from '@/features/notifications/api/notifications';
import { useQueuedWrite } from '@/lib/offline/use-queued-write';

/**
 * The data behind the navigation bar's badge slots, each from a polling query of its feature
 * (spec section 7; intervals in POLL_INTERVALS_MS through src/lib/query/polling.ts: paused
 * offline, while hidden and while signed out; failures only logged). Slots without data yet show
 * their icons without counts; later issues fill them:
 *
 * - unreadMessages: GET /api/messages/admin/unread-count (Admin) or /client/unread-count (Client),
 *   every 30 s, with the 500 ms follow-up after a `messagesRead` event.
 * - deficiencyCount: GET /api/deficiency/tracking?archived=false (Admin, Inspector), the sum of
 *   needingReminder, needingWarning and needingClosure.
 * - pendingInvoices: GET /api/invoices/pending (Admin), every 60 s.
 */
export function useNavBadges(): NavBadgeData {
  const notifications = useUnreadNotifications();
  const markRead = useQueuedWrite(markNotificationReadWrite);
  const { data, dataUpdatedAt } = notifications;
  const send = markRead.send;

  return useMemo(
    () => ({
      notifications: data && {
        items: data.data.map(
          (item): NotificationSummary => ({ id: item.id, title: item.title, description: item.body, href: item.link, created_at: item.created_at }),
        ),
        unreadCount: data.unreadCount,
        updatedAt: dataUpdatedAt,
        markRead: (item: NotificationSummary) => send({ id: item.id, title: item.title }),
      },
    }),
    [data, dataUpdatedAt, send],
  );
}
