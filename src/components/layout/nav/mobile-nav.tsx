import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import type { NavBadgeData } from './badge-slots';
import { HEADER_CONTROL_SIZE } from './control-size';
import { CountBadge, labelWithCount } from './count-badge';
import type { NavModel } from './nav-types';

export const OPEN_MENU_LABEL = 'Open menu';

export interface MobileNavProps {
  model: NavModel;
  badgeData?: NavBadgeData;
  onSignOut: () => void;
  signingOut: boolean;
  /** Hide the Sign In link while the auth state is loading. */
  authLoading: boolean;
}

/** The drawer (Zag's dialog machine and focus trap) loads when first wanted, not with every page. */
const loadDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileNavDrawer }));
const preloadDrawer = () => void loadDrawer().catch(() => {});

/** What the badge slots folded into the menu hold, summed for the menu button's own badge. */
export function foldedCount(model: NavModel, data: NavBadgeData = {}): number {
  const { badges } = model;
  return (
    (badges.mailbox ? (data.unreadMessages ?? 0) : 0) +
    (badges.deficiencyAlerts ? (data.deficiencyCount ?? 0) : 0) +
    (badges.pendingInvoices ? (data.pendingInvoices?.length ?? 0) : 0) +
    (badges.notifications ? (data.notifications?.unreadCount ?? 0) : 0)
  );
}

/**
 * The slide-out menu below md (docs/phone-first.md, The navigation bar): the same links as the bar, grouped, in a modal
 * drawer (./mobile-nav-drawer.tsx) opened by "Open menu". It also closes on navigation: it is
 * open only for the location it was opened at. The drawer's code loads on the first pointer or
 * focus on the button, and stays mounted once opened.
 */
export function MobileNav(props: MobileNavProps) {
  const location = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  // Below md the badge slots are in the menu (./mobile-nav-drawer.tsx): their sum shows here.
  const count = foldedCount(props.model, props.badgeData);

  return (
    <>
      <IconButton
        ref={trigger}
        variant="ghost"
        size={HEADER_CONTROL_SIZE}
        position="relative"
        aria-label={labelWithCount(OPEN_MENU_LABEL, count, 'to look at')}
        aria-haspopup="dialog"
        aria-expanded={open}
        hideFrom="md"
        onPointerEnter={preloadDrawer}
        onPointerDown={preloadDrawer}
        onFocus={preloadDrawer}
        onClick={() => setOpenedAt(location.key)}
      >
        <LuMenu />
        <CountBadge count={count} />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            {...props}
            open={open}
            onOpenChange={(next) => setOpenedAt(next ? location.key : null)}
            finalFocusEl={() => trigger.current}
          />
        </Suspense>
      )}
    </>
  );
}
