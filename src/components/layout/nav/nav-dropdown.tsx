import { Box, Popover, Text } from '@chakra-ui/react';
import { Children, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { NavDropdownTrigger } from './nav-triggers';
import { useOnDemandOpening } from './on-demand-opening';

export interface NavDropdownProps {
  /** The trigger's accessible name and the panel's title, e.g. "Pending invoices". */
  label: string;
  icon: ReactNode;
  /** Shown as a badge on the trigger and read as part of its name. */
  count?: number;
  /** How the count reads: "Pending invoices, 3 pending". */
  countNoun?: string;
  /** Shown when there are no children, e.g. "Nothing pending". */
  emptyText: string;
  /** The panel's entries (e.g. list items); none shows the empty state. */
  children?: ReactNode;
  /** Under the list, e.g. a "View all" link. */
  footer?: ReactNode;
  /** Called with false when the panel closes (outside click, Escape, or `close()` from an entry). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A badge slot that opens a panel: the trigger is an icon button with an
 * accessible name and an optional count; the panel closes on an outside click and on Escape,
 * returns focus to the trigger, and scrolls within at most 24rem.
 */
export function NavDropdown({ label, icon, count, countNoun = 'new', emptyText, children, footer, onOpenChange }: NavDropdownProps) {
  const { trigger, opening } = useOnDemandOpening(label);
  const [open, setOpen] = useState(opening !== null);
  const empty = Children.toArray(children).length === 0;
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  // Asked for before the panel's code had loaded: it opens on mount, and says so as a click would.
  const [announceOpening] = useState(() => (opening !== null ? onOpenChange : undefined));
  useEffect(() => announceOpening?.(true), [announceOpening]);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => change(details.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <NavDropdownTrigger label={label} icon={icon} count={count} countNoun={countNoun} ref={trigger} />
      </Popover.Trigger>
      {/* Not portalled: the panel stays inside the header's banner landmark. */}
      <Popover.Positioner>
        <Popover.Content aria-label={label} width={{ base: 'calc(100vw - 2rem)', sm: 'sm' }} onClick={closeOnLinkClick(() => change(false))}>
          <Box px="4" py="3" borderBottomWidth="1px">
            <Popover.Title fontWeight="semibold">{label}</Popover.Title>
          </Box>
          <Popover.Body p="0">
            <Box
              role="region"
              aria-label={`${label} list`}
              tabIndex={0}
              maxH="24rem"
              overflowY="auto"
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '-2px' }}
            >
              {empty ? (
                <Text px="4" py="6" color="fg.muted" textAlign="center">
                  {emptyText}
                </Text>
              ) : (
                children
              )}
            </Box>
          </Popover.Body>
          {footer && (
            <Box px="4" py="3" borderTopWidth="1px">
              {footer}
            </Box>
          )}
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}

/** Following a link inside the panel closes it (the page changes under it). */
function closeOnLinkClick(close: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a[href]')) close();
  };
}
