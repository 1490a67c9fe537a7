import { Badge, Box, Menu } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { badgeText, labelWithCount } from './count-badge';
import { highlighted, useOnDemandOpening } from './on-demand-opening';
import { useNavMenuCounts } from './menu-counts';
import { NavMenuTrigger } from './nav-triggers';
import type { NavMenu } from './nav-types';

/** A menu of the navigation bar (signed-in roles only; loaded with the other signed-in parts). */
export function NavMenuButton({ menu }: { menu: NavMenu }) {
  const counts = useNavMenuCounts();
  const { trigger, opening } = useOnDemandOpening(menu.label);
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-start' }}
      defaultOpen={opening !== null}
      defaultHighlightedValue={highlighted(menu.items.map((item) => item.href), opening?.highlight)}
    >
      <Menu.Trigger asChild>
        <NavMenuTrigger menu={menu} ref={trigger} />
      </Menu.Trigger>
      {/* Not portalled: the menu stays inside the header's banner landmark. */}
      <Menu.Positioner>
        <Menu.Content minW="14rem">
          {menu.items.map((item) => (
            <Menu.Item key={item.href} value={item.href} asChild>
              <NavLink to={item.href} end aria-label={counts[item.href] ? labelWithCount(item.label, counts[item.href]!.count, counts[item.href]!.noun) : undefined}>
                <Box as="span" flex="1">
                  {item.label}
                </Box>{' '}
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
