import { useDeferredValue } from 'react';

/**
 * A query's data for a screen that renders much from it (a page of rows, a project with its tabs):
 * its answer renders in a transition, in slices between which the browser handles input, after
 * the quick update that the answer itself makes. TanStack Query hands answers to React through
 * useSyncExternalStore, which renders at once, in one task: for a page of rows a long one
 * (docs/performance.md, What each change saved).
 *
 * Everything the screen shows from the answer (rows, totals, "loading", "nothing yet") must come
 * from this value, not from `query.data`, so the screen never shows one answer's rows with
 * another's state.
 */
export function useDeferredData<T>(query: { data: T }): T {
  return useDeferredValue(query.data);
}
