import { Box, Button, CloseButton, Drawer, Heading, IconButton, Link, Portal, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { NavLink, useLocation } from 'react-router-dom';
import { SIGN_IN_LABEL, SIGN_OUT_LABEL } from './account-menu';
import type { NavBadgeData } from './badge-slots';
import { labelWithCount } from './count-badge';
import type { NavLinkItem, NavModel } from './nav-types';

export const OPEN_MENU_LABEL = 'Open menu';
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

export interface MobileNavProps {
  model: NavModel;
  badgeData?: NavBadgeData;
  onSignOut: () => void;
  signingOut: boolean;
  /** Hide the Sign In link while the auth state is loading. */
  authLoading: boolean;
}

/** The badge slots as plain links with their counts in words (the drawer has room for text). */
function shortcutLinks(model: NavModel, data: NavBadgeData = {}): NavLinkItem[] {
  const links: NavLinkItem[] = [];
  if (model.badges.mailbox) links.push({ label: labelWithCount('Mailbox', data.unreadMessages, 'unread'), href: model.badges.mailbox.href });
  if (model.badges.deficiencyAlerts) {
    links.push({ label: labelWithCount('Deficiency alerts', data.deficiencyCount, 'need action'), href: model.badges.deficiencyAlerts.href });
  }
  if (model.badges.pendingInvoices) {
    links.push({
      label: labelWithCount('Pending invoices', data.pendingInvoices?.length, 'pending'),
      href: model.badges.pendingInvoices.viewAllHref,
    });
  }
  return links;
}

/**
 * The slide-out menu below md (spec section 2): the same links as the bar, grouped. A Chakra
 * Drawer (a modal dialog): focus moves in and is trapped, Escape or the close button closes it,
 * focus returns to "Open menu". It also closes on navigation: it is open only for the location
 * it was opened at.
 */
export function MobileNav({ model, badgeData, onSignOut, signingOut, authLoading }: MobileNavProps) {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const close = () => setOpenedAt(null);

  const menus = model.entries.filter((entry) => entry.kind === 'menu');
  const links = model.entries.filter((entry) => entry.kind === 'link');

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpenedAt(details.open ? location.key : null)}
      placement="end"
      size="xs"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={OPEN_MENU_LABEL} hideFrom="md">
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{MOBILE_MENU_TITLE}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              <Stack as="nav" aria-label="Mobile" gap="5">
                <LinkGroup title="Shortcuts" items={shortcutLinks(model, badgeData)} onNavigate={close} />
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
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
