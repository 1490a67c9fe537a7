import { Box, Button, CloseButton, Drawer, Heading, Link, Portal, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { useBackCloses } from '@/lib/use-back-closes';
import { plusInset, SAFE_AREA } from '../safe-area';
import type { NavBadgeData } from './badge-slots';
import { LuMoon, LuSun } from 'react-icons/lu';
import { useColorMode } from '../../ui/color-mode';
import { textWithCount } from './count-badge';
import type { MobileNavProps } from './mobile-nav';
import type { NavLinkItem, NavModel } from './nav-types';
import { SIGN_IN_LABEL, SIGN_OUT_LABEL } from './sign-in-link';

export const MOBILE_MENU_TITLE = 'Menu';

function DrawerLink({ item, onNavigate }: { item: NavLinkItem; onNavigate: () => void }) {
  return (
    <Link
      asChild
      display="block"
      px="3"
      py="2"
      borderRadius="l2"
      color="fg"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { fontWeight: 'semibold', bg: 'bg.muted' } }}
    >
      <NavLink to={item.href} end onClick={onNavigate}>
        {item.label}
      </NavLink>
    </Link>
  );
}

function LinkGroup({ title, items, onNavigate }: { title?: string; items: readonly NavLinkItem[]; onNavigate: () => void }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <Heading as="h3" id={headingId} size="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" px="3" mb="1">
          {title}
        </Heading>
      )}
      <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
        {items.map((item) => (
          <li key={item.href}>
            <DrawerLink item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** The badge slots as plain links with their counts in words (the drawer has room for text). */
function shortcutLinks(model: NavModel, data: NavBadgeData = {}): NavLinkItem[] {
  const links: NavLinkItem[] = [];
  if (model.badges.mailbox) links.push({ label: textWithCount('Mailbox', data.unreadMessages, 'unread'), href: model.badges.mailbox.href });
  if (model.badges.deficiencyAlerts) {
    links.push({ label: textWithCount('Deficiency alerts', data.deficiencyCount, 'need action'), href: model.badges.deficiencyAlerts.href });
  }
  if (model.badges.pendingInvoices) {
    links.push({
      label: textWithCount('Pending invoices', data.pendingInvoices?.length, 'pending'),
      href: model.badges.pendingInvoices.viewAllHref,
    });
  }
  return links;
}

/**
 * The notifications slot below md: the unread count, over the recent ones that link somewhere.
 * (Unlike the dropdown, showing them here does not mark them read.)
 */
function NotificationLinks({ model, data, onNavigate }: { model: NavModel; data: NavBadgeData; onNavigate: () => void }) {
  if (!model.badges.notifications) return null;
  const title = textWithCount('Notifications', data.notifications?.unreadCount, 'unread');
  const items = (data.notifications?.items ?? []).flatMap((item) => (item.href ? [{ label: item.title, href: item.href }] : []));
  if (items.length > 0) return <LinkGroup title={title} items={items} onNavigate={onNavigate} />;
  return (
    <Heading as="h3" size="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" px="3">
      {title}
    </Heading>
  );
}

/** The theme toggle below md, named for what it does. */
function ThemeSwitch() {
  const { colorMode, toggleColorMode } = useColorMode();
  const dark = colorMode === 'dark';
  return (
    <Button variant="outline" size="sm" mx="3" alignSelf="flex-start" onClick={toggleColorMode}>
      {dark ? <LuSun aria-hidden="true" /> : <LuMoon aria-hidden="true" />}
      {dark ? 'Switch to light theme' : 'Switch to dark theme'}
    </Button>
  );
}

export interface MobileNavDrawerProps extends MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close: the "Open menu" button. */
  finalFocusEl: () => HTMLElement | null;
}

/**
 * The drawer of the mobile menu (a Chakra Drawer, a modal dialog: focus moves in and is
 * trapped, Escape, Back or the close button closes it, focus returns to "Open menu"). Loaded the first
 * time the menu opens (see ./mobile-nav.tsx).
 */
export function MobileNavDrawer(props: MobileNavDrawerProps) {
  const { open, onOpenChange, finalFocusEl, model, badgeData, onSignOut, signingOut, authLoading } = props;
  const close = () => onOpenChange(false);
  useBackCloses(open, close);
  const menus = model.entries.filter((entry) => entry.kind === 'menu');
  const links = model.entries.filter((entry) => entry.kind === 'link');

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
      placement="end"
      size="xs"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          {/* Clear of the notch and home indicator in the installed app (../safe-area.ts). */}
          <Drawer.Content pt={SAFE_AREA.top} pb={SAFE_AREA.bottom} pe={SAFE_AREA.right}>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{MOBILE_MENU_TITLE}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              <Stack as="nav" aria-label="Mobile" gap="5">
                <LinkGroup title="Shortcuts" items={shortcutLinks(model, badgeData)} onNavigate={close} />
                <NotificationLinks model={model} data={badgeData ?? {}} onNavigate={close} />
                {menus.map((menu) => (
                  <LinkGroup key={menu.label} title={menu.label} items={menu.items} onNavigate={close} />
                ))}
                <LinkGroup title="More" items={links} onNavigate={close} />
                {model.account ? (
                  <Box>
                    <LinkGroup title="Account" items={model.account.links} onNavigate={close} />
                    <Button variant="outline" size="sm" mt="2" mx="3" onClick={onSignOut} loading={signingOut}>
                      {SIGN_OUT_LABEL}
                    </Button>
                  </Box>
                ) : (
                  !authLoading && (
                    <LinkGroup title="Account" items={[{ label: SIGN_IN_LABEL, href: model.signInHref }]} onNavigate={close} />
                  )
                )}
                <ThemeSwitch />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" top={plusInset('0.75rem', 'top')} insetEnd={plusInset('0.5rem', 'right')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
