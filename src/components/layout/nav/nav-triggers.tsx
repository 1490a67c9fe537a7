import { Button, IconButton, type ButtonProps, type IconButtonProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { LuBell, LuChevronDown, LuCircleUser, LuReceipt } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { NOTIFICATIONS_LABEL, PENDING_INVOICES_LABEL, type NotificationsBadgeData, type PendingInvoiceSummary } from './badge-slots';
import { CountBadge, labelWithCount } from './count-badge';
import { HEADER_CONTROL_SIZE } from './control-size';
import { useNavMenuCounts } from './menu-counts';
import type { NavMenu } from './nav-types';

/** React 19 passes a ref as a prop; the real parts' Zag triggers and the stand-ins set it. */
type WithRef = { ref?: Ref<HTMLButtonElement> };

/**
 * The buttons that open the bar's menus and panels, drawn the same by the real parts (Zag's
 * trigger props spread on them) and by their stand-ins until those load (./on-demand-parts.tsx).
 */

export const ACCOUNT_MENU_LABEL = 'Account menu';
/** The profile menu's key for an opening asked for before it loaded (./on-demand-requests.ts). */
export const ACCOUNT_MENU_KEY = 'account';

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** A menu's button: its label, bold on one of its pages, and the sum of its links' counts. */
export function NavMenuTrigger({ menu, ...props }: { menu: NavMenu } & ButtonProps & WithRef) {
  const { pathname } = useLocation();
  const active = menu.items.some((item) => isCurrent(pathname, item.href));
  // Counts next to links (e.g. Projects: pending review), also summed on the menu's button.
  const counts = useNavMenuCounts();
  const total = menu.items.reduce((sum, item) => sum + (counts[item.href]?.count ?? 0), 0);
  const nouns = [...new Set(menu.items.map((item) => counts[item.href]?.noun).filter(Boolean))];
  return (
    <Button
      variant="ghost"
      size="sm"
      fontWeight={active ? 'semibold' : 'medium'}
      data-active={active || undefined}
      position="relative"
      aria-label={total > 0 ? labelWithCount(menu.label, total, nouns.length === 1 ? nouns[0]! : 'to look at') : undefined}
      {...props}
    >
      {menu.label}
      <LuChevronDown aria-hidden="true" />
      <CountBadge count={total} />
    </Button>
  );
}

export function AccountMenuTrigger({ signingOut, ...props }: { signingOut: boolean } & Omit<IconButtonProps, 'aria-label'> & WithRef) {
  return (
    <IconButton variant="ghost" size={HEADER_CONTROL_SIZE} aria-label={ACCOUNT_MENU_LABEL} loading={signingOut} {...props}>
      <LuCircleUser />
    </IconButton>
  );
}

export interface NavDropdownTriggerProps extends Omit<IconButtonProps, 'aria-label'>, WithRef {
  label: string;
  icon: ReactNode;
  count?: number;
  countNoun: string;
}

/** A badge slot's button: an icon with an accessible name and an optional count. */
export function NavDropdownTrigger({ label, icon, count, countNoun, ...props }: NavDropdownTriggerProps) {
  return (
    <IconButton variant="ghost" size={HEADER_CONTROL_SIZE} aria-label={labelWithCount(label, count, countNoun)} position="relative" {...props}>
      {icon}
      <CountBadge count={count} />
    </IconButton>
  );
}

/** The pending-invoices slot's button (Admin). */
export const pendingInvoicesTrigger = (items: readonly PendingInvoiceSummary[] = []) => ({
  label: PENDING_INVOICES_LABEL,
  icon: <LuReceipt />,
  count: items.length,
  countNoun: 'pending',
});

/** The notifications slot's button (Admin). */
export const notificationsTrigger = (data?: NotificationsBadgeData) => ({
  label: NOTIFICATIONS_LABEL,
  icon: <LuBell />,
  count: data?.unreadCount,
  countNoun: 'unread',
});
