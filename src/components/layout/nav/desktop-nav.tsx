import { Button, HStack, Link, Menu } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { NavLink, useLocation } from 'react-router-dom';
import type { NavEntry, NavMenu } from './nav-types';

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

function NavMenuButton({ menu }: { menu: NavMenu }) {
  const { pathname } = useLocation();
  const active = menu.items.some((item) => isCurrent(pathname, item.href));
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" fontWeight={active ? 'semibold' : 'medium'} data-active={active || undefined}>
          {menu.label}
          <LuChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      {/* Not portalled: the menu stays inside the header's banner landmark. */}
      <Menu.Positioner>
        <Menu.Content minW="14rem">
          {menu.items.map((item) => (
            <Menu.Item key={item.href} value={item.href} asChild>
              <NavLink to={item.href} end>
                {item.label}
              </NavLink>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

/** The role's menus and links, from md up (the mobile drawer carries them below md). */
export function DesktopNav({ entries }: { entries: readonly NavEntry[] }) {
  return (
    <HStack as="ul" gap="1" listStyleType="none" m="0" p="0" wrap="wrap">
      {entries.map((entry) => (
        <li key={entry.label}>
          {entry.kind === 'menu' ? (
            <NavMenuButton menu={entry} />
          ) : (
            <Link
              asChild
              px="3"
              py="1.5"
              fontSize="sm"
              fontWeight="medium"
              borderRadius="l2"
              color="fg"
              _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              css={{ '&[aria-current=page]': { fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '4px' } }}
            >
              <NavLink to={entry.href} end>
                {entry.label}
              </NavLink>
            </Link>
          )}
        </li>
      ))}
    </HStack>
  );
}
