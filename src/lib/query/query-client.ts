import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { OFFLINE_CACHE } from '@/shared/constants';
import { isUserBanned } from '../auth/suspended-sign-out';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Tell the user when this query fails (polling queries only log, docs/offline.md, Polling). */
      errorMessage?: string;
      /** Keep this query's data in IndexedDB for offline use (lists and details needed on site). */
      persist?: boolean;
    };
    mutationMeta: {
      /** Skip the error notice: the component shows the error itself (e.g. under a form). */
      silent?: boolean;
      errorMessage?: string;
      /** Say so when the write lands (a write whose result shows nowhere else). */
      successMessage?: string;
      /**
       * An offline-capable write (src/lib/offline): it waits while offline, survives a reload,
       * and is listed under "changes waiting to sync" until it lands or the user discards it.
       */
      queued?: boolean;
    };
  }
}

/** How failures (and a write's `successMessage`) reach the user; the provider plugs in the toaster. */
export type ErrorNotifier = (title: string, description?: string, variant?: 'destructive' | 'success') => void;
let notify: ErrorNotifier = () => {};

export function setQueryErrorNotifier(notifier: ErrorNotifier): void {
  notify = notifier;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A request that never got an answer (no connection, DNS, reset): worth sending again. */
export const isNetworkFailure = (error: unknown) => !(error instanceof ApiError) && error instanceof TypeError;

/** Client errors (4xx) will not get better by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) {
    return false;
  }
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.error('Query failed', query.queryKey, error);
        // A suspended account is signed out with its own notice (src/lib/auth); no toast per request.
        if (query.meta?.errorMessage && !isUserBanned(error)) notify(query.meta.errorMessage, errorText(error));
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.successMessage) notify(mutation.meta.successMessage, undefined, 'success');
      },
      onError: (error, _variables, _context, mutation) => {
        // Queued writes show their refusal in the waiting-changes list, where it can be acted on.
        if (mutation.meta?.silent || mutation.meta?.queued || isUserBanned(error)) return;
        notify(mutation.meta?.errorMessage ?? errorText(error), mutation.meta?.errorMessage ? errorText(error) : undefined);
      },
    }),
    defaultOptions: {
      // gcTime = the persisted cache's maxAge, as TanStack's persistQueryClient docs advise: with
      // the default 5 min, a persisted query nothing shows (a project kept offline, a list restored
      // at start) leaves memory and is then missing from the next save to IndexedDB.
      queries: { staleTime: 30_000, gcTime: OFFLINE_CACHE.maxAgeMs, retry: shouldRetry, refetchOnWindowFocus: true },
      // Writes are not repeated blindly; queued writes (src/lib/offline) carry an idempotency key
      // and set their own retry.
      mutations: { retry: false },
    },
  });
}

// TanStack Query assumes "online" until an `offline` event: a page opened without a connection
// (from the service worker) must start offline, or its queries and writes would fail instead of
// waiting.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

/** The app's one query client. */
export const queryClient = createQueryClient();
