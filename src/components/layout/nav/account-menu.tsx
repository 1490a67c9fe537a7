import { Menu, Text } from '@chakra-ui/react';
import { LuLogOut } from 'react-icons/lu';
import { useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { highlighted, useOnDemandOpening } from './on-demand-opening';
import { ACCOUNT_MENU_KEY, AccountMenuTrigger } from './nav-triggers';
import type { NavLinkItem } from './nav-types';
import { SIGN_OUT_LABEL } from './sign-in-link';

export { SIGN_IN_LABEL, SIGN_OUT_LABEL } from './sign-in-link';
export { ACCOUNT_MENU_LABEL } from './nav-triggers';

export interface AccountMenuProps {
  /** Shown at the top of the menu: the user's name or e-mail. */
  who: string | null;
  links: readonly NavLinkItem[];
  onSignOut: () => void;
  signingOut: boolean;
}

/** The profile menu: Documentation, User Settings, Sign Out. */
export function AccountMenu({ who, links, onSignOut, signingOut }: AccountMenuProps) {
  // Once per opening of the menu: a pointer click reaches us twice (see the Sign Out item).
  const signOutRequested = useRef(false);
  const { trigger, opening } = useOnDemandOpening(ACCOUNT_MENU_KEY);
  const requestSignOut = () => {
    if (signOutRequested.current) return;
    signOutRequested.current = true;
    onSignOut();
  };
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen={opening !== null}
      defaultHighlightedValue={highlighted([...links.map((item) => item.href), 'sign-out'], opening?.highlight)}
      onOpenChange={(details) => {
        if (details.open) signOutRequested.current = false;
      }}
      onSelect={(details) => details.value === 'sign-out' && requestSignOut()}
    >
      <Menu.Trigger asChild>
        <AccountMenuTrigger signingOut={signingOut} ref={trigger} />
      </Menu.Trigger>
      {/* Not portalled: the menu stays inside the header's banner landmark. */}
      <Menu.Positioner>
        <Menu.Content minW="14rem">
          <Menu.ItemGroup>
            {who && (
              <Menu.ItemGroupLabel fontWeight="normal" color="fg.muted" truncate>
                Signed in as{' '}
                <Text as="span" fontWeight="semibold" color="fg">
                  {who}
                </Text>
              </Menu.ItemGroupLabel>
            )}
            {links.map((item) => (
              <Menu.Item key={item.href} value={item.href} asChild>
                <NavLink to={item.href} end>
                  {item.label}
                </NavLink>
              </Menu.Item>
            ))}
          </Menu.ItemGroup>
          <Menu.Separator />
          {/* Keyboard selection arrives through the root's onSelect only; a pointer click through
              onClick and, when Zag had the item highlighted, onSelect too (the repeat is ignored). */}
          <Menu.Item value="sign-out" onClick={requestSignOut}>
            <LuLogOut aria-hidden="true" />
            {SIGN_OUT_LABEL}
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
