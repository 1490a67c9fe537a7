import { Button, Menu } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { NavLink, useLocation } from 'react-router-dom';
import type { NavMenu } from './nav-types';

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** A menu of the navigation bar (signed-in roles only; loaded with the other signed-in parts). */
export function NavMenuButton({ menu }: { menu: NavMenu }) {
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
