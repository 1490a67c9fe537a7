import { useQuery } from '@tanstack/react-query';
import { trackingQueryOptions } from '@/lib/api/deficiencies/get-tracking';
import { QUEUE_LABELS, QUEUE_SUMMARY_FIELDS, QUEUES } from '@/features/deficiencies/deficiency-filters-model';
import { usePendingInvoices } from '@/lib/api/invoices/get-pending-invoices';
import { useUnreadMessages } from '@/features/messages/hooks/use-unread-messages';
import { requestQueueQueryOptions } from '@/lib/api/requests/get-requests';
import { DEFAULT_QUEUE_QUERY } from '@/features/requests/request-list-params';
import { usePendingProjects } from '@/lib/api/projects/get-pending-projects';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { PENDING_LOOKAHEAD_DAYS } from '@/shared/invoice-rules';
import type { WorkCount } from '@/features/home/components/work-counts';
import { HOME_HREFS } from '@/features/home/home-hrefs';

const QUEUE_DESCRIPTIONS = {
  reminder: 'Due soon or overdue, waiting for a reminder.',
  warning: 'Long overdue or reminded three times: a warning letter is due.',
  closure: 'Verified and ready to be closed.',
} as const;

/**
 * The staff home's counts of today's work, each from its feature's own query (the same cache
 * and polling as the navigation bar and the screens): deficiency queues for staff; for Admins
 * also open requests, projects pending review, pending invoices and unread messages.
 */
export function useStaffWorkCounts(): WorkCount[] {
  const { role } = useAuth();
  const tracking = useQuery({ ...trackingQueryOptions({ archived: false }), enabled: can(role, 'deficiencyAlerts') });
  const requests = useQuery({ ...requestQueueQueryOptions(DEFAULT_QUEUE_QUERY), enabled: can(role, 'requestManagement') });
  const pendingProjects = usePendingProjects().data?.data.length;
  const pendingInvoices = usePendingInvoices().data?.data.length;
  const unread = useUnreadMessages();

  const summary = tracking.data?.data.summary;
  const counts: WorkCount[] = can(role, 'deficiencyAlerts')
    ? QUEUES.map((queue) => ({
        label: QUEUE_LABELS[queue],
        count: summary?.[QUEUE_SUMMARY_FIELDS[queue]],
        href: HOME_HREFS.deficiencyQueue(queue),
        description: QUEUE_DESCRIPTIONS[queue],
        needsAction: true,
      }))
    : [];
  if (can(role, 'requestManagement')) {
    counts.push({ label: 'Open requests', count: requests.data?.total, href: HOME_HREFS.requestManagement, description: 'Client requests to triage.', needsAction: true });
  }
  if (can(role, 'pendingProjectCount')) {
    counts.push({ label: 'Pending review', count: pendingProjects, href: HOME_HREFS.pendingReview, description: 'Projects waiting for their review.', needsAction: true });
  }
  if (can(role, 'pendingInvoices')) {
    // Pending stages include those dated up to two weeks ahead (docs/business-rules.md): a look
    // ahead, not all due now, so the tile informs rather than calls for action.
    counts.push({
      label: 'Pending invoices',
      count: pendingInvoices,
      href: HOME_HREFS.pendingInvoices,
      description: `Billing stages due, or due within ${PENDING_LOOKAHEAD_DAYS} days.`,
      needsAction: false,
    });
  }
  if (can(role, 'adminUnreadMessages')) {
    counts.push({ label: 'Unread messages', count: unread, href: HOME_HREFS.adminMailbox, description: 'Messages from clients.', needsAction: true });
  }
  return counts;
}
