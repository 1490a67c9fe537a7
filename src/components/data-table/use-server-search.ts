import { useEffect, useEffectEvent, useState } from 'react';

/** Typing pauses this long before a server-searched list's search goes to the address and the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * The text of a server-searched list's search box. `searched` is the search the list shows (from
 * the address bar); what is typed goes to `onSearch` (trimmed, undefined when empty) once typing
 * pauses for SEARCH_DELAY_MS, and only when `ready` (what was typed before goes then). Back and
 * forward change the address: the box follows it.
 */
export function useServerSearch(searched: string, onSearch: (search: string | undefined) => void, ready = true): [string, (text: string) => void] {
  const [text, setText] = useState(searched);
  const [shownSearch, setShownSearch] = useState(searched);
  // State adjusted while rendering: the address changed under the box.
  if (searched !== shownSearch) {
    setShownSearch(searched);
    setText(searched);
  }
  // The latest render's callback when the delay ends: one from when typing began would act on the
  // list as it was then, undoing e.g. a sort chosen meanwhile.
  const search = useEffectEvent(onSearch);
  useEffect(() => {
    if (!ready || text.trim() === searched) return;
    const timer = setTimeout(() => search(text.trim() || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Typing restarts the delay; so does becoming ready or the address changing under the box.
  }, [text, ready, searched]);
  return [text, setText];
}
