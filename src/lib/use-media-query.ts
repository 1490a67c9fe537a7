import { useCallback, useSyncExternalStore } from 'react';

/** Below Chakra's `md` breakpoint (48em, 768 px): a phone held upright or sideways. */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99em)';

/** From Chakra's `xl` breakpoint (80em, 1280 px): room for a side panel beside a table. */
export const WIDE_MEDIA_QUERY = '(min-width: 80em)';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The viewport is phone-sized (PHONE_MEDIA_QUERY): screens render their phone layout, not both. */
export const usePhone = () => useMediaQuery(PHONE_MEDIA_QUERY);
