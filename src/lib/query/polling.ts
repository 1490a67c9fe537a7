import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { POLL_INTERVALS_MS } from '@/shared/constants';
import { useAuth } from '../auth/use-auth';
import { useFirstPageShown } from '../first-page-shown';
import { getRuntimeConfig } from '../runtime-config';

export type PollName = Exclude<keyof typeof POLL_INTERVALS_MS, 'unreadFollowUp'>;

/**
 * A poll's interval: the product's (POLL_INTERVALS_MS), unless the server sets the test-only
 * TEST_POLL_INTERVAL_MS, which e2e tests use to watch polling without waiting a minute.
 */
export function pollInterval(name: PollName): number {
  return getRuntimeConfig().testPollIntervalMs ?? POLL_INTERVALS_MS[name];
}

export interface PolledQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  poll: PollName;
  /** Also required for the poll to run (e.g. the role may see it). */
  enabled?: boolean;
  /** Keep the answer in IndexedDB for offline use. */
  persist?: boolean;
}

/**
 * The one way to poll (docs/offline.md, Polling): `refetchInterval` with the product's interval. It
 * does not fire while offline (the fetch pauses: no request), while the tab is hidden, or while
 * signed out (`enabled`); when the connection returns, a stale poll refetches once at once.
 * Failures are only logged (no `errorMessage`, so no toast).
 */
export function polledQueryOptions<T>({ queryKey, queryFn, poll, enabled = true, persist = false }: PolledQueryOptions<T>) {
  const interval = pollInterval(poll);
  return queryOptions({
    queryKey,
    queryFn,
    enabled,
    refetchInterval: interval,
    refetchIntervalInBackground: false,
    refetchOnReconnect: true,
    networkMode: 'online',
    staleTime: interval / 2,
    retry: false,
    meta: { persist },
  });
}

/**
 * A polled query in a component: polls only while someone is signed in, and starts once the page
 * has been shown and the browser is idle (src/lib/first-page-shown.ts). The polls are the bar's
 * counts, on every page: the page's own chunks, data and rendering go first (docs/performance.md).
 * A kept answer (the notifications are kept on the device) shows meanwhile.
 */
export function usePolledQuery<T>(options: PolledQueryOptions<T>) {
  const { user } = useAuth();
  const pageShown = useFirstPageShown();
  return useQuery(polledQueryOptions({ ...options, enabled: pageShown && user !== null && (options.enabled ?? true) }));
}
