import { IconButton } from '@chakra-ui/react';
import { LuMail, LuTriangleAlert } from 'react-icons/lu';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HEADER_CONTROL_SIZE } from './control-size';
import { CountBadge, labelWithCount } from './count-badge';

/**
 * The badge slots of the navigation bar (docs/phone-first.md). They only draw what they are given:
 * the counts and lists come from the features' polling hooks (docs/offline.md, Polling;
 * intervals in POLL_INTERVALS_MS), handed down through `NavBadgeData`.
 */

/** A pending-invoice entry (docs/business-rules.md, Invoicing). */
export interface PendingInvoiceSummary {
  invoice_id: string | number;
  project_code: string;
  project_id?: string | number | null;
  stage_description?: string | null;
  project_name?: string | null;
  company_name?: string | null;
  /** Shown as "Due {date}", or N/A. */
  to_be_invoiced_date?: string | null;
  /** Dollars. */
  total_amount?: number | string | null;
  invoice_number?: string | null;
}

/** A recent notification as the dropdown shows it. */
export interface NotificationSummary {
  id: string;
  title: string;
  description?: string | null;
  href?: string | null;
  created_at?: string | null;
  unread: boolean;
}

/** The notifications dropdown's data: the recent ones, the unread count, and marking some read. */
export interface NotificationsBadgeData {
  items: readonly NotificationSummary[];
  unreadCount: number;
  /** When the list was last fetched (shown while offline). */
  updatedAt?: number;
  /** Called with the unread ones shown when the dropdown opens. */
  markRead(ids: string[]): void;
}

/** What the badge slots show; every field is optional (no data yet: icons without counts). */
export interface NavBadgeData {
  /** Unread messages (admin or client mailbox). */
  unreadMessages?: number;
  /** needingReminder + needingWarning + needingClosure. */
  deficiencyCount?: number;
  pendingInvoices?: readonly PendingInvoiceSummary[];
  /** Marks a pending item invoiced (Admin); answers whether it worked (the item then leaves the list). */
  markInvoiced?: (item: PendingInvoiceSummary) => Promise<boolean>;
  notifications?: NotificationsBadgeData;
  /** Projects pending review (Admin): GET /api/projects/status/Pending, its `data.length`. */
  pendingProjects?: number;
}

function IconLink({ href, label, icon, count }: { href: string; label: string; icon: ReactNode; count?: number }) {
  return (
    <IconButton asChild variant="ghost" size={HEADER_CONTROL_SIZE} position="relative">
      <RouterLink to={href} aria-label={label}>
        {icon}
        <CountBadge count={count} />
      </RouterLink>
    </IconButton>
  );
}

export const MAILBOX_LABEL = 'Mailbox';
export const DEFICIENCY_ALERTS_LABEL = 'Deficiency alerts';
export const PENDING_INVOICES_LABEL = 'Pending invoices';
export const NOTIFICATIONS_LABEL = 'Notifications';

/** The mailbox icon with the unread count. */
export function MailboxLink({ href, unread }: { href: string; unread?: number }) {
  return <IconLink href={href} label={labelWithCount(MAILBOX_LABEL, unread, 'unread')} icon={<LuMail />} count={unread} />;
}

/** Deficiency alerts (Admin and Inspector): the count needing a reminder, a warning or a closure. */
export function DeficiencyAlertsLink({ href, count }: { href: string; count?: number }) {
  return (
    <IconLink
      href={href}
      label={labelWithCount(DEFICIENCY_ALERTS_LABEL, count, 'need action')}
      icon={<LuTriangleAlert />}
      count={count}
    />
  );
}
