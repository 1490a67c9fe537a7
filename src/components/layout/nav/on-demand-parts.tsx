import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { AccountMenuProps } from './account-menu';
import type { NotificationsBadgeData, PendingInvoiceSummary } from './badge-slots';
import type { HeaderParts } from './header-parts';
import { preloadHeaderParts } from './load-header-parts';
import { handOverFocus, requestOpen, type OpenHighlight } from './on-demand-requests';
import { ACCOUNT_MENU_KEY, AccountMenuTrigger, NavDropdownTrigger, NavMenuTrigger, notificationsTrigger, pendingInvoicesTrigger } from './nav-triggers';
import type { NavMenu } from './nav-types';

/**
 * Stand-ins for the signed-in parts of the bar (./header-parts.ts: Zag's menu and popover
 * machines and Floating UI, a chunk of their own) until that chunk loads: the same buttons, so the
 * bar is whole from the first paint. The chunk loads on the first click (or key) that opens one of
 * them, and the real part opens once loaded (./on-demand-opening.ts); a stand-in that has the
 * focus hands it over to the real button.
 */

/** The keys Zag's menu trigger opens on, with the item they highlight. */
const MENU_KEYS: Record<string, OpenHighlight> = { ArrowDown: 'first', Enter: 'first', ' ': 'first', ArrowUp: 'last' };

function useStandIn(key: string, kind: 'menu' | 'panel') {
  const ref = useRef<HTMLButtonElement>(null);
  // Runs while the button is still in the page, just before the real part replaces it.
  useLayoutEffect(() => {
    const button = ref.current;
    return () => {
      if (button && document.activeElement === button) handOverFocus(key);
    };
  }, [key]);
  const open = (highlight: OpenHighlight) => {
    requestOpen(key, highlight);
    preloadHeaderParts();
  };
  const wish = { ref, onClick: () => open(null) };
  if (kind === 'panel') return wish;
  return {
    ...wish,
    // As Zag's menu trigger: a press does not move the focus, a click or one of its keys opens it.
    onPointerDown: (event: PointerEvent) => event.button === 0 && !event.ctrlKey && event.preventDefault(),
    onClick: (event: MouseEvent) => !event.defaultPrevented && open(null),
    onKeyDown: (event: KeyboardEvent) => {
      const highlight = MENU_KEYS[event.key];
      if (highlight === undefined || event.defaultPrevented) return;
      event.preventDefault();
      open(highlight);
    },
  };
}

const MENU_TRIGGER_ATTRIBUTES = { 'aria-haspopup': 'menu', 'aria-expanded': false, 'data-state': 'closed' } as const;
const PANEL_TRIGGER_ATTRIBUTES = { 'aria-haspopup': 'dialog', 'aria-expanded': false, 'data-state': 'closed' } as const;

function NavMenuStandIn({ menu }: { menu: NavMenu }) {
  return <NavMenuTrigger menu={menu} {...MENU_TRIGGER_ATTRIBUTES} {...useStandIn(menu.label, 'menu')} />;
}

function AccountMenuStandIn({ signingOut }: AccountMenuProps) {
  return <AccountMenuTrigger signingOut={signingOut} {...MENU_TRIGGER_ATTRIBUTES} {...useStandIn(ACCOUNT_MENU_KEY, 'menu')} />;
}

function PendingInvoicesStandIn({ items }: { items?: readonly PendingInvoiceSummary[] }) {
  const trigger = pendingInvoicesTrigger(items);
  return <NavDropdownTrigger {...trigger} {...PANEL_TRIGGER_ATTRIBUTES} {...useStandIn(trigger.label, 'panel')} />;
}

function NotificationsStandIn({ data }: { data?: NotificationsBadgeData }) {
  const trigger = notificationsTrigger(data);
  return <NavDropdownTrigger {...trigger} {...PANEL_TRIGGER_ATTRIBUTES} {...useStandIn(trigger.label, 'panel')} />;
}

export const ON_DEMAND_HEADER_PARTS: HeaderParts = {
  NavMenuButton: NavMenuStandIn,
  AccountMenu: AccountMenuStandIn,
  PendingInvoicesDropdown: PendingInvoicesStandIn,
  NotificationsDropdown: NotificationsStandIn,
};
