import { Flex, Grid, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { ExportAllButton } from '@/components/data-table/export-all-button';
import { serverListTableProps } from '@/components/data-table/use-list-in-address';
import { ServerSearchField } from '@/components/data-table/server-search-field';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { OfflineFreshness } from '@/components/feedback/offline-freshness';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { REQUESTS_PAGE_SIZES } from '@/shared/schemas/requests-values';
import { fetchWholeQueue, useRequestQueue } from '../api/get-requests';
import { isNarrowed, useRequestQueueInAddress } from '../request-queue-params';
import { StatusFilterSelect, TypeFilterSelect } from './request-filters';
import { requestColumns, requestRowKey, requestRowLabel } from './requests-table';

// The panel's forms and convert dialog (react-hook-form, Zag's dialog) load when a request is opened.
const TriagePanel = lazy(async () => ({ default: (await import('./triage-panel')).TriagePanel }));

export const QUEUE_LABEL = 'Request queue';

const QUEUE_COLUMNS = requestColumns({ staffColumns: true });

/**
 * The Admin's triage (product brief: request management): client requests with type and status
 * filters (open ones by default), search and sort, paged by the server so that every request can
 * be reached; the state lives in the address. Choosing one opens its panel with the actions.
 */
export function RequestManagement() {
  const list = useRequestQueueInAddress();
  const { query, change, ready } = list;
  const queue = useRequestQueue(query, ready);
  const [selected, setSelected] = useState<string | null>(null);
  const data = queue.data;

  const table =
    queue.isError && !data ? (
      <ErrorState message={queue.error.message} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
    ) : (
      <Stack gap="2">
        <OfflineFreshness updatedAt={queue.dataUpdatedAt} />
        <DataTable
          label={QUEUE_LABEL}
          columns={QUEUE_COLUMNS}
          rows={data?.data ?? []}
          getRowKey={requestRowKey}
          {...serverListTableProps({ query, change }, data, REQUESTS_PAGE_SIZES)}
          onRowClick={(row) => setSelected(row.id)}
          rowLabel={requestRowLabel}
          loading={!data && queue.fetchStatus !== 'paused'}
          busy={queue.isFetching}
          emptyState={
            isNarrowed(query) ? undefined : (
              <EmptyState
                title={query.status === 'open' ? 'The queue is empty' : 'No requests here'}
                description={query.status === 'open' ? 'New client requests show here.' : 'No request has this status.'}
              />
            )
          }
          noRowsText="No request matches these filters."
          toolbar={
            <Flex gap="3" wrap="wrap" align="flex-end">
              <ServerSearchField label="Search requests" placeholder="Number, project, address, company…" list={list} />
              <TypeFilterSelect value={query.type ?? 'all'} onChange={(type) => change({ type: type === 'all' ? undefined : type })} />
              <StatusFilterSelect value={query.status} onChange={(status) => change({ status })} />
            </Flex>
          }
          actions={<ExportAllButton columns={QUEUE_COLUMNS} fetchAll={() => fetchWholeQueue(query)} fileName="request-queue" noun="requests" disabled={!data || data.total === 0} />}
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
