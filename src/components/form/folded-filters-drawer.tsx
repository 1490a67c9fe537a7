import { Button, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useBackCloses } from '@/lib/use-back-closes';

export interface FoldedFiltersDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close: the "Filters" button. */
  finalFocusEl: () => HTMLElement | null;
  title: string;
  activeCount: number;
  onClear: () => void;
  children: ReactNode;
}

/**
 * The drawer of ./folded-filters.tsx (a modal dialog: full screen on a phone, at the side from
 * md up), loaded the first time the filters open. Back closes it (src/lib/use-back-closes.ts).
 */
export function FoldedFiltersDrawer({ open, onOpenChange, finalFocusEl, title, activeCount, onClear, children }: FoldedFiltersDrawerProps) {
  useBackCloses(open, () => onOpenChange(false));
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
      placement="end"
      size={{ base: 'full', md: 'sm' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              {/* Full-width controls here (the toolbar gives them a fixed width from sm up, which this overrides). */}
              <Stack gap="4" css={{ '& > *': { maxWidth: '100% !important' } }}>
                {children}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px">
              <Button variant="outline" onClick={onClear} disabled={activeCount === 0}>
                Clear filters
              </Button>
              <Button onClick={() => onOpenChange(false)}>Show results</Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={`Close ${title.toLowerCase()}`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
