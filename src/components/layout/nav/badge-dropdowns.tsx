import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, formatDueDate } from '@/shared/format/date';
import { formatCurrency } from '@/shared/format/currency';
import { OfflineFreshness } from '../../feedback/offline-freshness';
import type { NotificationsBadgeData, PendingInvoiceSummary } from './badge-slots';
import { NavDropdown } from './nav-dropdown';
import { notificationsTrigger, pendingInvoicesTrigger } from './nav-triggers';

/** The badge slots that open a panel (Admin); loaded with the other signed-in parts of the bar. */

export interface PendingInvoicesDropdownProps {
  items?: readonly PendingInvoiceSummary[];
  viewAllHref: string;
  projectHref: (projectCode: string) => string;
  /** Shows "Mark invoiced" on each item; answers whether it worked. */
  onMarkInvoiced?: (item: PendingInvoiceSummary) => Promise<boolean>;
}

/** "Mark invoiced" on one pending item, busy while the invoice is issued. */
function MarkInvoicedAction({ item, onMarkInvoiced }: { item: PendingInvoiceSummary; onMarkInvoiced: (item: PendingInvoiceSummary) => Promise<boolean> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="2xs"
      variant="outline"
      colorPalette="blue"
      loading={busy}
      aria-label={`Mark invoiced: ${[item.stage_description, item.project_code].filter(Boolean).join(' of ')}`}
      onClick={async () => {
        setBusy(true);
        await onMarkInvoiced(item).finally(() => setBusy(false));
      }}
    >
      Mark invoiced
    </Button>
  );
}

/** The pending-invoices dropdown (Admin): each item links to its project's invoicing page and can be marked invoiced. */
export function PendingInvoicesDropdown({ items = [], viewAllHref, projectHref, onMarkInvoiced }: PendingInvoicesDropdownProps) {
  return (
    <NavDropdown
      {...pendingInvoicesTrigger(items)}
      emptyText="Nothing pending"
      footer={
        <Link asChild colorPalette="blue" fontSize="sm" fontWeight="medium">
          <RouterLink to={viewAllHref}>View all pending invoices</RouterLink>
        </Link>
      }
    >
      {items.length > 0 && (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
          {items.map((item) => (
            <Box as="li" key={item.invoice_id} px="4" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
              <Link asChild colorPalette="blue" fontWeight="semibold">
                <RouterLink to={projectHref(item.project_code)}>
                  {item.project_code}
                  {item.project_name ? ` — ${item.project_name}` : ''}
                </RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {[item.company_name, item.stage_description, item.invoice_number ? `Invoice ${item.invoice_number}` : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <HStack justify="space-between" gap="2">
                <Text fontSize="sm">
                  {formatDueDate(item.to_be_invoiced_date)} · {formatCurrency(item.total_amount)}
                </Text>
                {onMarkInvoiced && <MarkInvoicedAction item={item} onMarkInvoiced={onMarkInvoiced} />}
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </NavDropdown>
  );
}

/**
 * The notifications dropdown (Admin): the recent notifications, each linking to its item.
 * Opening it marks the unread ones shown as read (the badge drops); they keep their "New" mark
 * until the dropdown closes, so the reader still sees what was new.
 */
export function NotificationsDropdown({ data }: { data?: NotificationsBadgeData }) {
  const items = data?.items ?? [];
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());

  function openChanged(open: boolean) {
    if (!open) return setNewIds(new Set());
    const unread = items.filter((item) => item.unread).map((item) => item.id);
    setNewIds(new Set(unread));
    if (unread.length > 0) data?.markRead(unread);
  }

  return (
    <NavDropdown
      {...notificationsTrigger(data)}
      emptyText="No notifications yet"
      footer={<OfflineFreshness updatedAt={data?.updatedAt} />}
      onOpenChange={openChanged}
    >
      {items.length > 0 && (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
          {items.map((item) => {
            const isNew = newIds.has(item.id) || item.unread;
            return (
              <Box as="li" key={item.id} px="4" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} bg={isNew ? 'blue.subtle' : undefined}>
                <HStack gap="2" align="baseline">
                  {isNew && (
                    <Badge colorPalette="blue" size="sm">
                      New
                    </Badge>
                  )}
                  {item.href ? (
                    <Link asChild colorPalette="blue" fontWeight="semibold">
                      <RouterLink to={item.href}>{item.title}</RouterLink>
                    </Link>
                  ) : (
                    <Text fontWeight="semibold">{item.title}</Text>
                  )}
                </HStack>
                {item.description && (
                  <Text fontSize="sm" color="fg.muted">
                    {item.description}
                  </Text>
                )}
                {item.created_at && (
                  <Text fontSize="xs" color="fg.muted">
                    {formatDateTime(item.created_at)}
                  </Text>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
    </NavDropdown>
  );
}
