import { Badge, Box, Button, Menu } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { NavLink, useLocation } from 'react-router-dom';
import { badgeText, CountBadge, labelWithCount } from './count-badge';
import { useNavMenuCounts } from './menu-counts';
import type { NavMenu } from './nav-types';

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** A menu of the navigation bar (signed-in roles only; loaded with the other signed-in parts). */
export function NavMenuButton({ menu }: { menu: NavMenu }) {
  const { pathname } = useLocation();
  const active = menu.items.some((item) => isCurrent(pathname, item.href));
  // Counts next to links (e.g. Projects: pending review), also summed on the menu's button.
  const counts = useNavMenuCounts();
  const total = menu.items.reduce((sum, item) => sum + (counts[item.href]?.count ?? 0), 0);
  const nouns = [...new Set(menu.items.map((item) => counts[item.href]?.noun).filter(Boolean))];
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          fontWeight={active ? 'semibold' : 'medium'}
          data-active={active || undefined}
          position="relative"
          aria-label={total > 0 ? labelWithCount(menu.label, total, nouns.length === 1 ? nouns[0]! : 'to look at') : undefined}
        >
          {menu.label}
          <LuChevronDown aria-hidden="true" />
          <CountBadge count={total} />
        </Button>
      </Menu.Trigger>
      {/* Not portalled: the menu stays inside the header's banner landmark. */}
      <Menu.Positioner>
        <Menu.Content minW="14rem">
          {menu.items.map((item) => (
            <Menu.Item key={item.href} value={item.href} asChild>
              <NavLink to={item.href} end aria-label={counts[item.href] ? labelWithCount(item.label, counts[item.href]!.count, counts[item.href]!.noun) : undefined}>
                <Box as="span" flex="1">
                  {item.label}
                </Box>
                {(counts[item.href]?.count ?? 0) > 0 && (
                  <Badge colorPalette="red" variant="solid" size="sm" aria-hidden="true">
                    {badgeText(counts[item.href]!.count)}
                  </Badge>
                )}
              </NavLink>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
