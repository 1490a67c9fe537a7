import { Center, Spinner } from '@chakra-ui/react';
import { useUnavailableOffline, type QueryLoadState } from '@/lib/query/offline-unavailable';
import { LazyNotAvailableOffline as NotAvailableOffline } from './lazy-not-available-offline';

export interface LoadingSpinnerProps {
  label?: string;
  /** The query the screen waits for; without it, any query paused without data (offline-unavailable.ts). */
  query?: QueryLoadState;
  /** Offline with nothing stored: the screen's message, or the short one of a widget. */
  variant?: 'page' | 'short';
}

/**
 * A centred spinner announced as "Loading"; offline, when what it waits for was never stored,
 * "Not available offline" instead (it would spin until the connection returns).
 */
export function LoadingSpinner({ label = 'Loading', query, variant }: LoadingSpinnerProps) {
  if (useUnavailableOffline(query)) return <NotAvailableOffline variant={variant} />;
  return (
    <Center py="16" width="full">
      <Spinner size="lg" role="status" aria-label={label} aria-live="polite" />
    </Center>
  );
}
