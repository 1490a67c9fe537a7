import { Tabs, useTabsContext } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A tab bar for any width: the tabs keep their natural width and the list scrolls sideways on a
 * phone, with the selected tab scrolled into view (opened from a link, or chosen with the arrow
 * keys). Use it in place of Tabs.List, inside Tabs.Root.
 */
export function ScrollingTabsList({ children }: { children: ReactNode }) {
  const list = useRef<HTMLDivElement>(null);
  const { value } = useTabsContext();
  useEffect(() => {
    const selected = list.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    // Only the list scrolls: scrollIntoView would also scroll the page to the tab bar.
    if (!list.current || !selected) return;
    const { scrollLeft, clientWidth } = list.current;
    const start = selected.getBoundingClientRect().left - list.current.getBoundingClientRect().left + scrollLeft;
    const end = start + selected.offsetWidth;
    if (start < scrollLeft) list.current.scrollLeft = start;
    else if (end > scrollLeft + clientWidth) list.current.scrollLeft = end - clientWidth;
  }, [value]);
  return (
    <Tabs.List
      ref={list}
      overflowX="auto"
      overflowY="hidden"
      flexWrap="nowrap"
      css={{ scrollbarWidth: 'thin', '& > [role=tab]': { flexShrink: 0, whiteSpace: 'nowrap' } }}
    >
      {children}
    </Tabs.List>
  );
}
