import { Flex, Grid, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { OfflineFreshness } from '@/components/feedback/offline-freshness';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { useRequestQueue } from '../api/get-requests';
import { filterRequests, type StatusFilter, type TypeFilter } from '../request-list-model';
import { StatusFilterSelect, TypeFilterSelect } from './request-filters';
import { RequestsTable } from './requests-table';

// The panel's forms and convert dialog (react-hook-form, Zag's dialog) load when a request is opened.
const TriagePanel = lazy(async () => ({ default: (await import('./triage-panel')).TriagePanel }));

export const QUEUE_LABEL = 'Request queue';

/**
 * The Admin's triage (product brief: request management): every client request with type and
 * status filters and search, open ones first by default; choosing one opens its panel with the
 * actions.
 */
export function RequestManagement() {
  const [typeFilter, setTypeFilter] = useState<TypeFilter>('all');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('open');
  const [selected, setSelected] = useState<string | null>(null);
  // The filters go to the server ("open" as its three statuses), so the largest page holds the
  // newest matching requests, not the newest of all then filtered.
  const serverStatus = statusFilter === 'open' || statusFilter === 'all' ? undefined : statusFilter;
  const serverType = typeFilter === 'all' ? undefined : typeFilter;
  const query = useRequestQueue({ type: serverType, status: serverStatus, open: statusFilter === 'open' || undefined });
  const rows = useMemo(() => filterRequests(query.data?.data ?? [], { type: typeFilter, status: statusFilter }), [query.data, typeFilter, statusFilter]);

  const table =
    query.isError && !query.data ? (
      <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <Stack gap="2">
        <OfflineFreshness updatedAt={query.dataUpdatedAt} />
        <RequestsTable
          label={QUEUE_LABEL}
          rows={rows}
          loading={query.isPending && query.fetchStatus !== 'paused'}
          staffColumns
          onRowClick={(row) => setSelected(row.id)}
          csvFileName="request-queue"
          toolbar={
            <Flex gap="3" wrap="wrap">
              <TypeFilterSelect value={typeFilter} onChange={setTypeFilter} />
              <StatusFilterSelect value={statusFilter} onChange={setStatusFilter} />
            </Flex>
          }
          emptyState={
            rows.length === 0 && (query.data?.data.length ?? 0) === 0 ? (
              <EmptyState title="The queue is empty" description="New client requests show here." />
            ) : undefined
          }
        />
      </Stack>
    );

  return (
    <Grid templateColumns={{ base: '1fr', xl: selected ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' }} gap="6" alignItems="start">
      {table}
      {selected && (
        <Suspense fallback={<CardSkeleton lines={6} label="Loading the request" />}>
          <TriagePanel key={selected} requestId={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </Grid>
  );
}
