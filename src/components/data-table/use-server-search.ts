import { useEffect, useState } from 'react';

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
  useEffect(() => {
    if (!ready || text.trim() === searched) return;
    const timer = setTimeout(() => onSearch(text.trim() || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Typing restarts the delay; so does becoming ready. Not the callback, new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, ready]);
  return [text, setText];
}
