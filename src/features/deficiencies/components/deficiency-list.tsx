import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { OfflineFreshness } from '@/components/feedback/offline-freshness';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import type { Deficiency } from '@/shared/schemas/inspections';
import type { useDeficiencyTracking } from '@/lib/api/deficiencies/get-tracking';
import type { Queue } from '../deficiency-filters-model';
import { DeficiencyCard } from './deficiency-card';

/** Active or archived deficiencies: two lists from the server (archived=false|true). */
export function ArchivedToggle({ archived, onChange }: { archived: boolean; onChange: (archived: boolean) => void }) {
  return (
    <HStack gap="2" role="group" aria-label="Which deficiencies">
      <Button size="sm" variant={archived ? 'outline' : 'solid'} aria-pressed={!archived} onClick={() => onChange(false)}>
        Active
      </Button>
      <Button size="sm" variant={archived ? 'solid' : 'outline'} aria-pressed={archived} onClick={() => onChange(true)}>
        Archived
      </Button>
    </HStack>
  );
}

export interface DeficiencyListProps {
  label: string;
  query: ReturnType<typeof useDeficiencyTracking>;
  items: readonly Deficiency[];
  showProject: boolean;
  /** The queue the list is filtered to: its action leads each card's buttons. */
  queue?: Queue;
  /** Shown when the server has none at all (not when the filters hide them). */
  emptyTitle: string;
  emptyDescription: string;
}

/** The deficiencies that pass the filters, each a card with its actions for staff. */
export function DeficiencyList({ label, query, items, showProject, queue, emptyTitle, emptyDescription }: DeficiencyListProps) {
  const { role } = useAuth();
  if (query.isError && !query.data) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data) return <CardSkeleton lines={4} label="Loading the deficiencies" query={query} />;
  if (query.data.data.items.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  const canAct = can(role, 'deficiencyAlerts');
  return (
    <Stack gap="3">
      <OfflineFreshness updatedAt={query.dataUpdatedAt} />
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {items.length === query.data.data.items.length ? `${items.length} shown` : `${items.length} of ${query.data.data.items.length} shown`}
      </Text>
      {items.length === 0 ? (
        <EmptyState title="No deficiency matches" description="Change or clear the filters to see more." />
      ) : (
        <Stack as="ul" gap="3" aria-label={label} listStyleType="none">
          {items.map((item) => (
            <li key={item.id}>
              <DeficiencyCard item={item} showProject={showProject} canAct={canAct} queue={queue} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
