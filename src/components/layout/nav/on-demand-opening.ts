import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clearOpenRequest, openRequestFor, takeFocusHandover, type OpenHighlight } from './on-demand-requests';

/**
 * For a real part of the bar that replaces its stand-in (./on-demand-parts.tsx): whether it opens
 * at once, because it was asked for before its code had loaded, and the focus the stand-in had.
 */
export function useOnDemandOpening(key: string) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [opening] = useState(() => openRequestFor(key));
  useEffect(() => clearOpenRequest(key), [key]);
  useLayoutEffect(() => {
    // An opening menu or panel takes the focus itself.
    if (takeFocusHandover(key) && opening === null) trigger.current?.focus();
  }, [key, opening]);
  return { trigger, opening };
}

/** The item a menu opened from the keyboard highlights, as Zag's trigger does: the first or the last. */
export function highlighted(values: readonly string[], highlight: OpenHighlight | undefined): string | undefined {
  if (highlight === 'first') return values[0];
  if (highlight === 'last') return values.at(-1);
  return undefined;
}
