import { useWindowVirtualizer, windowScroll } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Lists up to this many rows render whole; longer ones only the rows near the screen. Measured: a
 * page of 50 rendered as a window took a fifth less blocking time, a page of 25 did not gain
 * (docs/performance.md, What each change saved).
 */
export const WINDOW_ROWS_FROM = 30;
/** Rows rendered beyond each edge of the screen: Tab and a quick scroll land on rendered rows. */
const OVERSCAN = 6;

export interface WindowRows<E extends Element> {
  /** On the list's element: where it starts on the page. */
  listRef: RefObject<E | null>;
  /** The indexes of the rows to render, in order. */
  indexes: number[];
  /** On each rendered row (with `data-index`): its real height is measured. */
  measureRow?: (node: Element | null) => void;
  /** The height of the rows not rendered above and below the window (0 when the list is whole). */
  before: number;
  after: number;
  /** Whether only a window of the list is rendered. */
  windowed: boolean;
}

/**
 * Only the rows on screen of a long list, and a few either side (docs/performance.md, What each
 * change saved): a page of 50 cards or rows was most of a list screen's rendering, its styles and
 * its layout. The page scrolls as a whole (window virtualization), so the phone's cards, the
 * desk's table and the screen around them keep their layout; the rows not rendered are stood in
 * for by the space they take (`before`, `after`), measured once rendered, estimated before.
 */
export function useWindowRows<E extends Element>(count: number, estimatedRowHeight: number, gap = 0): WindowRows<E> {
  // Not memoized by React Compiler (decision 0033): the virtualizer is one object whose answers
  // change as the page scrolls, so values kept from it by the object would stay those of the first render.
  'use no memo';
  const listRef = useRef<E | null>(null);
  const startWriteSkipped = useRef(false);
  // Without layout (a hidden list, a DOM without CSS such as the tests') nothing can be measured: whole.
  const [noLayout, setNoLayout] = useState(false);
  const windowed = count > WINDOW_ROWS_FROM && !noLayout;
  // Where the list starts on the page; what is above it (filters, a notice) may still change.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!windowed || !list) return;
    let first = true;
    const place = () => {
      if (first && (list.parentElement ?? list).getBoundingClientRect().height === 0) return setNoLayout(true);
      first = false;
      setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY));
    };
    // The place is read in a resize observer's calls, which follow the browser's own layout (the
    // first one right after this commit). Read here, in React's commit, it made the page's first
    // layout run inside React's task (docs/performance.md, What each change saved).
    if (typeof ResizeObserver === 'undefined') return void place();
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [windowed]);

  const virtualizer = useWindowVirtualizer({
    count,
    enabled: windowed,
    estimateSize: () => estimatedRowHeight,
    gap,
    overscan: OVERSCAN,
    scrollMargin,
    // A row's height comes from the resize observer the virtualizer puts on it, after the
    // browser's own layout. The default also reads it as the row mounts, which ran the page's
    // first layout inside React's commit (docs/performance.md, What each change saved).
    measureElement: (element, entry, instance) => {
      if (entry) return Math.round(entry.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height);
      return instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ?? estimatedRowHeight;
    },
    // The virtualizer starts by writing the page's scroll position back where it already is; that
    // write (window.scrollTo) laid the page out inside React's commit too, so it is skipped.
    scrollToFn: (offset, options, instance) => {
      if (!startWriteSkipped.current) {
        startWriteSkipped.current = true;
        return;
      }
      windowScroll(offset, options, instance);
    },
    // The first render already fills the screen, not one row.
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });

  if (!windowed) return { listRef, indexes: Array.from({ length: count }, (_, index) => index), before: 0, after: 0, windowed };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    listRef,
    indexes: items.map((item) => item.index),
    measureRow: virtualizer.measureElement,
    before: first ? first.start - scrollMargin : 0,
    after: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0,
    windowed,
  };
}
