import { Box, Card, chakra, SimpleGrid, VisuallyHidden } from '@chakra-ui/react';
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

/**
 * The placeholders' bars are plain elements styled once on their container, which pulses as a
 * whole: a Chakra Skeleton each was a styled element of its own with an animation of its own, and
 * every animation's start went through React's event system (docs/performance.md, What each
 * change saved).
 */
const PULSING = { animation: 'pulse', animationDuration: '1.2s' } as const;
const BAR = { height: '4', borderRadius: 'l2', bg: 'bg.emphasized' } as const;

const TABLE_SKELETON = {
  ...PULSING,
  display: 'flex',
  flexDirection: 'column',
  '& > div': { display: 'flex', gap: '4', px: '4', py: '3', borderBottomWidth: '1px' },
  '& > div:first-of-type': { bg: 'bg.muted' },
  '& > div:last-of-type': { borderBottomWidth: '0' },
  '& > div > div': { ...BAR, flex: '1' },
  '& > div > div:first-of-type': { flex: '2' },
} as const;

/** Placeholder rows while a table loads ("Not available offline" when they cannot come). */
export function TableSkeleton({ rows = 5, columns = 4, label = 'Loading table', query, variant }: TableSkeletonProps) {
  if (useUnavailableOffline(query)) return <NotAvailableOffline variant={variant} />;
  return (
    <Box role="status" aria-busy="true" borderWidth="1px" borderRadius="l2" overflow="hidden">
      <VisuallyHidden>{label}</VisuallyHidden>
      <chakra.div css={TABLE_SKELETON} aria-hidden="true">
        {Array.from({ length: rows + 1 }, (_, row) => (
          <div key={row}>
            {Array.from({ length: columns }, (_, column) => (
              <div key={column} />
            ))}
          </div>
        ))}
      </chakra.div>
    </Box>
  );
}

export interface CardSkeletonProps extends OfflineAware {
  /** How many cards. */
  count?: number;
  lines?: number;
  label?: string;
}

const CARD_SKELETON = {
  ...PULSING,
  '& [data-bar]': { ...BAR, width: 'full' },
  '& [data-bar]:first-of-type': { height: '5', width: '60%' },
  '& [data-bar]:last-of-type:not(:nth-of-type(2))': { maxW: '80%' },
} as const;

/** Placeholder cards while a summary or a grid of cards loads ("Not available offline" when they cannot come). */
export function CardSkeleton({ count = 1, lines = 3, label = 'Loading', query, variant }: CardSkeletonProps) {
  if (useUnavailableOffline(query)) return <NotAvailableOffline variant={variant} />;
  return (
    <Box role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <SimpleGrid columns={{ base: 1, sm: Math.min(count, 2), lg: Math.min(count, 3) }} gap="4" aria-hidden="true" css={CARD_SKELETON}>
        {Array.from({ length: count }, (_, index) => (
          <Card.Root key={index} variant="outline">
            <Card.Body gap="3">
              <div data-bar="" />
              {Array.from({ length: lines }, (_, line) => (
                <div key={line} data-bar="" />
              ))}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
