import { QueryClientContext, type FetchStatus, type QueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { useOnline } from './online';

/** What the rule reads of a query (a `useQuery` result fits). */
export interface QueryLoadState {
  data: unknown;
  fetchStatus: FetchStatus;
}

/**
 * The one rule of honest screens (docs/offline.md, "Data offline": a screen never stored says so at once
 * instead of spinning): offline, a query with no data whose fetch is paused waits for a
 * connection, so its screen says "Not available offline" instead of a spinner or a skeleton.
 * Online nothing changes; a query that has data (from IndexedDB) shows it, with its age.
 */
export function isUnavailableOffline(online: boolean, query: QueryLoadState): boolean {
  return !online && query.data === undefined && query.fetchStatus === 'paused';
}

/** Whether some query of the cache is paused without data (offline, a screen waits for it). */
export function hasPausedQueryWithoutData(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .findAll({ fetchStatus: 'paused' })
    .some((query) => query.state.data === undefined);
}

const noSubscription = () => () => {};

/**
 * The rule for a loading state. With the screen's query: that query. Without one (a route's or a
 * lazy part's placeholder, a screen that does not hand its query down): whether any query of the
 * cache is paused without data, which offline is the screen's data that cannot come. The cache is
 * watched only while offline.
 */
export function useUnavailableOffline(query?: QueryLoadState): boolean {
  const online = useOnline();
  const client = useContext(QueryClientContext);
  const watch = !online && !query && client !== undefined;
  const subscribe = useCallback((onChange: () => void) => (watch && client ? client.getQueryCache().subscribe(onChange) : noSubscription()), [watch, client]);
  const anyPaused = useSyncExternalStore(
    subscribe,
    () => (watch && client ? hasPausedQueryWithoutData(client) : false),
    () => false,
  );
  if (query) return isUnavailableOffline(online, query);
  return watch && anyPaused;
}
