import { Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useUnavailableOffline } from '@/lib/query/offline-unavailable';
import { ErrorState } from '../feedback/error-state';
import { LazyNotAvailableOffline as NotAvailableOffline } from '../feedback/lazy-not-available-offline';
import { OfflineFreshness } from '../feedback/offline-freshness';

/**
 * The frame of a list kept on the device: an error with a retry when nothing is stored, "Not
 * available offline" when offline with nothing stored (not an empty table), otherwise
 * "Offline · Updated …" (while offline) above the list.
 */
export function PersistedList({ query, children }: { query: UseQueryResult<unknown>; children: ReactNode }) {
  const unavailable = useUnavailableOffline(query);
  if (unavailable) return <NotAvailableOffline />;
  if (query.isError && !query.data) {
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <Stack gap="4">
      <OfflineFreshness updatedAt={query.dataUpdatedAt} />
      {children}
    </Stack>
  );
}

/** Whether a list's table shows its loading skeleton: waiting for a first answer, unless paused offline. */
export const awaitingFirstAnswer = (query: Pick<UseQueryResult<unknown>, 'isPending' | 'fetchStatus'>) =>
  query.isPending && query.fetchStatus !== 'paused';
