import { useCallback, useEffect, useMemo } from 'react';
import type { NavBadgeData, NotificationSummary, PendingInvoiceSummary } from '@/components/layout/nav/badge-slots';
import { setNavMenuCounts } from '@/components/layout/nav/menu-counts';
import { useDeficiencyBadgeCount } from '@/lib/api/deficiencies/get-deficiency-badge';
import { useMarkInvoicedWithNotice } from '@/features/invoicing/hooks/use-mark-invoiced';
import { useUnreadMessages } from '@/features/messages/hooks/use-unread-messages';
import { usePendingInvoices } from '@/lib/api/invoices/get-pending-invoices';
import { markNotificationsReadWrite, useRecentNotifications } from '@/lib/api/notifications/notifications';
import { usePendingProjects } from '@/lib/api/projects/get-pending-projects';
import { useQueuedWrite } from '@/lib/api/use-api-mutation';
import { paths } from './paths';

export const PENDING_REVIEW_NOUN = 'pending review';

/**
 * The data behind the navigation bar's badge slots, each from a polling query of its feature
 * (docs/offline.md, Polling; intervals in POLL_INTERVALS_MS through src/lib/query/polling.ts: paused
 * offline, while hidden and while signed out; failures only logged). Slots without data yet show
 * their icons without counts; later issues fill them:
 *
 * - unreadMessages: GET /api/messages/admin/unread-count (Admin) or /client/unread-count (Client),
 *   every 30 s, with the 500 ms follow-up after a `messagesRead` event.
 * - deficiencyCount: GET /api/deficiency/tracking?archived=false (Admin, Inspector), the sum of
 *   needingReminder, needingWarning and needingClosure.
 * - pendingInvoices: GET /api/invoices/pending (Admin), every 60 s; `markInvoiced` issues an item's
 *   invoice from the dropdown.
 *
 * pendingProjects (Admin): GET /api/projects/status/Pending every 60 s; its count shows on the
 * Dashboard menu's Projects link (and the menu's button), through the menus' count store.
 */
export function useNavBadges(): NavBadgeData {
  const notifications = useRecentNotifications();
  const markRead = useQueuedWrite(markNotificationsReadWrite);
  const { data, dataUpdatedAt } = notifications;
  const send = markRead.send;
  const pendingProjects = usePendingProjects().data?.data.length;
  const pendingInvoices = usePendingInvoices().data?.data;
  // The same write as the invoicing tables' (its toasts load on first use: the bar is on every page).
  const { markInvoiced: markStageInvoiced } = useMarkInvoicedWithNotice();
  const markInvoiced = useCallback((item: PendingInvoiceSummary) => markStageInvoiced(String(item.invoice_id)), [markStageInvoiced]);
  const unreadMessages = useUnreadMessages();
  const deficiencyCount = useDeficiencyBadgeCount();

  useEffect(() => {
    setNavMenuCounts(pendingProjects ? { [paths.projects.getHref()]: { count: pendingProjects, noun: PENDING_REVIEW_NOUN } } : {});
  }, [pendingProjects]);

  return useMemo(
    () => ({
      notifications: data && {
        items: data.data.map(
          (item): NotificationSummary => ({
            id: item.id,
            title: item.title,
            description: item.body,
            href: item.link,
            created_at: item.created_at,
            unread: item.read_at === null,
          }),
        ),
        unreadCount: data.unreadCount,
        updatedAt: dataUpdatedAt,
        markRead: (ids: string[]) => send({ ids }),
      },
      pendingProjects,
      pendingInvoices,
      markInvoiced,
      deficiencyCount,
      unreadMessages,
    }),
    [data, dataUpdatedAt, send, pendingProjects, pendingInvoices, markInvoiced, deficiencyCount, unreadMessages],
  );
}
