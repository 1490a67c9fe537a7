import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Tell the user when this query fails (polling queries only log, spec section 8). */
      errorMessage?: string;
    };
    mutationMeta: {
      /** Skip the error notice: the component shows the error itself (e.g. under a form). */
      silent?: boolean;
      errorMessage?: string;
    };
  }
}

/** How failures reach the user; the provider plugs in the toaster. */
export type ErrorNotifier = (title: string, description?: string) => void;
let notify: ErrorNotifier = () => {};

export function setQueryErrorNotifier(notifier: ErrorNotifier): void {
  notify = notifier;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
        if (query.meta?.errorMessage) notify(query.meta.errorMessage, errorText(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent) return;
        notify(mutation.meta?.errorMessage ?? errorText(error), mutation.meta?.errorMessage ? errorText(error) : undefined);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client. */
export const queryClient = createQueryClient();
