import { Box, Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { LuListFilter } from 'react-icons/lu';
import { useRenderedForms } from '@/lib/use-media-query';

export const FILTERS_TITLE = 'Filters';

/** The button's text: "Filters", or "Filters (2)" when two filters narrow the list. */
export const filtersButtonText = (activeCount: number) => (activeCount > 0 ? `${FILTERS_TITLE} (${activeCount})` : FILTERS_TITLE);

/** How many of `values` narrow the list: set, and not the list's default (`defaults`, by position). */
export const countActiveFilters = (values: readonly unknown[], defaults: readonly unknown[] = []) =>
  values.filter((value, index) => value !== undefined && value !== null && value !== '' && value !== defaults[index]).length;

/** The drawer (Zag's dialog machine and focus trap) loads when first wanted, as the menu's does. */
const loadDrawer = () => import('./folded-filters-drawer');
const FoldedFiltersDrawer = lazy(async () => ({ default: (await loadDrawer()).FoldedFiltersDrawer }));
const preloadDrawer = () => void loadDrawer().catch(() => {});

export interface FoldedFiltersProps {
  /** How many filters narrow the list now. */
  activeCount: number;
  /** Back to the list's default filters. */
  onClear: () => void;
  /** 'phone': the filters stay in the toolbar from md up; 'always': folded at every width (a screen with many filters). */
  fold?: 'phone' | 'always';
  /** The filter controls (FilterSelect and the like), each labelled. */
  children: ReactNode;
}

/**
 * A list's filters folded into a "Filters (n)" button that opens a drawer holding them, with
 * "Clear filters" and "Show results" (docs/phone-first.md, "Lists, tabs and panels"). The filters change
 * the list as before (through the address); the drawer only holds them. Below md the button
 * replaces the filters in the toolbar; with fold 'always', at every width. In the browser only
 * the form that fits the width renders (useRenderedForms).
 */
export function FoldedFilters({ activeCount, onClear, fold = 'phone', children }: FoldedFiltersProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const trigger = useRef<HTMLButtonElement>(null);
  const phoneOnly = fold === 'phone';
  const forms = useRenderedForms();
  return (
    <>
      {(forms.phone || !phoneOnly) && (
        <Button
          ref={trigger}
          size="sm"
          variant="outline"
          hideFrom={phoneOnly ? 'md' : undefined}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          onClick={() => setOpen(true)}
        >
          <LuListFilter aria-hidden="true" />
          {filtersButtonText(activeCount)}
        </Button>
      )}
      {phoneOnly && forms.desktop && (
        <Box display="contents" hideBelow="md">
          {children}
        </Box>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <FoldedFiltersDrawer open={open} onOpenChange={setOpen} finalFocusEl={() => trigger.current} title={FILTERS_TITLE} activeCount={activeCount} onClear={onClear}>
            {children}
          </FoldedFiltersDrawer>
        </Suspense>
      )}
    </>
  );
}
