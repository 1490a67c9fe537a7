import { HStack, Link } from '@chakra-ui/react';
import { memo, type ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import type { NavEntry, NavMenu } from './nav-types';

/**
 * The role's menus and links, from md up (the mobile drawer carries them below md). Memoised: the
 * bar renders again whenever a count in it changes, these entries only when the role does.
 */
export const DesktopNav = memo(function DesktopNav({
  entries,
  MenuButton,
}: {
  entries: readonly NavEntry[];
  /** Draws the menu entries (src/components/layout/nav/nav-menu-button.tsx); signed-out bars have none. */
  MenuButton?: ComponentType<{ menu: NavMenu }>;
}) {
  return (
    <HStack as="ul" gap="1" listStyleType="none" m="0" p="0" wrap="wrap">
      {entries.map((entry) => (
        <li key={entry.label}>
          {entry.kind === 'menu' ? (
            MenuButton && <MenuButton menu={entry} />
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
});
