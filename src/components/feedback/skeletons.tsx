import { Box, Card, HStack, SimpleGrid, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useUnavailableOffline, type QueryLoadState } from '@/lib/query/offline-unavailable';
import { LazyNotAvailableOffline as NotAvailableOffline } from './lazy-not-available-offline';

/** What every placeholder takes: offline, with nothing stored, it says so instead (offline-unavailable.ts). */
interface OfflineAware {
  /** The query the screen waits for; without it, any query paused without data. */
  query?: QueryLoadState;
  /** Offline with nothing stored: the screen's message, or the short one of a widget. */
  variant?: 'page' | 'short';
}

export interface TableSkeletonProps extends OfflineAware {
  rows?: number;
  columns?: number;
  /** Read by screen readers while loading. */
  label?: string;
}

/** Placeholder rows while a table loads ("Not available offline" when they cannot come). */
export function TableSkeleton({ rows = 5, columns = 4, label = 'Loading table', query, variant }: TableSkeletonProps) {
  if (useUnavailableOffline(query)) return <NotAvailableOffline variant={variant} />;
  return (
    <Box role="status" aria-busy="true" borderWidth="1px" borderRadius="l2" overflow="hidden">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="0" aria-hidden="true">
        {Array.from({ length: rows + 1 }, (_, row) => (
          <HStack key={row} gap="4" px="4" py="3" borderBottomWidth={row === rows ? 0 : '1px'} bg={row === 0 ? 'bg.muted' : undefined}>
            {Array.from({ length: columns }, (_, column) => (
              <Skeleton key={column} height="4" flex={column === 0 ? 2 : 1} />
            ))}
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

export interface CardSkeletonProps extends OfflineAware {
  /** How many cards. */
  count?: number;
  lines?: number;
  label?: string;
}

/** Placeholder cards while a summary or a grid of cards loads ("Not available offline" when they cannot come). */
export function CardSkeleton({ count = 1, lines = 3, label = 'Loading', query, variant }: CardSkeletonProps) {
  if (useUnavailableOffline(query)) return <NotAvailableOffline variant={variant} />;
  return (
    <Box role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <SimpleGrid columns={{ base: 1, sm: Math.min(count, 2), lg: Math.min(count, 3) }} gap="4" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Card.Root key={index} variant="outline">
            <Card.Body gap="3">
              <Skeleton height="5" width="60%" />
              <SkeletonText noOfLines={lines} />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
