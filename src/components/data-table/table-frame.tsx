import { Table, type TableScrollAreaProps } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Pinned cells (`data-pin="start"` on the first column, `"end"` on a row's actions) stay in view
 * while the table scrolls sideways: sticky, opaque (the row's background, the header's muted one)
 * and, once the table overflows, set apart from the cells sliding under them by a line and a shadow.
 */
const PINNED_CELLS = {
  '& :is(tbody, tfoot) > tr': { bg: 'bg' },
  '& :is(th, td)[data-pin]': { position: 'sticky', zIndex: 1, bg: 'inherit' },
  '& thead :is(th, td)[data-pin]': { bg: 'bg.muted' },
  '& [data-pin=start]': { insetInlineStart: 0 },
  '& [data-pin=end]': { insetInlineEnd: 0 },
  '&[data-overflow] [data-pin=start]': { boxShadow: 'inset -1px 0 0 {colors.border}, 6px 0 6px -6px {colors.blackAlpha.400}' },
  '&[data-overflow] [data-pin=end]': { boxShadow: 'inset 1px 0 0 {colors.border}, -6px 0 6px -6px {colors.blackAlpha.400}' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' },
} as const;

/** Whether the element's content is wider than it: measured again whenever either resizes. */
function useOverflowsSideways<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

export interface TableFrameProps extends Omit<TableScrollAreaProps, 'aria-label' | 'children'> {
  /** Names the frame as a keyboard stop (usually the table's own name). */
  label: string;
  children: ReactNode;
  /**
   * `'when-overflowing'` (default): a keyboard stop only while there is something to scroll.
   * `'always'`: for a pre-rendered page, where no script measures the overflow.
   */
  focusable?: 'when-overflowing' | 'always';
}

/**
 * A table's frame (docs/phone-first.md, Tables): the table scrolls sideways inside it, never the
 * page, with its pinned cells in view. While it overflows it is a named, focusable region, so that
 * a keyboard can scroll it (axe: scrollable-region-focusable, WCAG 2.1.1), without an extra stop
 * when there is nothing to scroll.
 */
export function TableFrame({ label, children, focusable = 'when-overflowing', ...props }: TableFrameProps) {
  const { ref, overflows } = useOverflowsSideways<HTMLDivElement>();
  const isStop = focusable === 'always' || overflows;
  return (
    <Table.ScrollArea
      ref={ref}
      borderWidth="1px"
      borderRadius="l2"
      // Its width comes from the page, not the table: a grid or flex column holding it never
      // grows to the table's width (and the page never scrolls sideways).
      contain="inline-size"
      css={PINNED_CELLS}
      data-overflow={overflows ? '' : undefined}
      {...(isStop ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      {...props}
    >
      {children}
    </Table.ScrollArea>
  );
}
