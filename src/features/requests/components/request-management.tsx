import { Grid } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '@/components/feedback/empty-state';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { useRequestQueue } from '../api/get-requests';
import { useRequestQueueInAddress } from '../request-list-params';
import { RequestsTable } from './requests-table';

// The panel's forms and convert dialog (react-hook-form, Zag's dialog) load when a request is opened.
const TriagePanel = lazy(async () => ({ default: (await import('./triage-panel')).TriagePanel }));

export const QUEUE_LABEL = 'Request queue';

/**
 * The Admin's triage (product brief: request management): client requests with type and status
 * filters (open ones by default), search and sort, paged by the server so that every request can
 * be reached; the state lives in the address. Choosing one opens its panel with the actions.
 */
export function RequestManagement() {
  const list = useRequestQueueInAddress();
  const queue = useRequestQueue(list.query, list.ready);
  const [selected, setSelected] = useState<string | null>(null);
  const open = list.query.status === 'open';

  return (
    <Grid templateColumns={{ base: '1fr', xl: selected ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' }} gap="6" alignItems="start">
      <RequestsTable
        label={QUEUE_LABEL}
        list={list}
        answer={queue}
        staffColumns
        onRowClick={(row) => setSelected(row.id)}
        emptyState={<EmptyState title={open ? 'The queue is empty' : 'No requests here'} description={open ? 'New client requests show here.' : 'No request has this status.'} />}
        csvFileName="request-queue"
      />
      {selected && (
        <Suspense fallback={<CardSkeleton lines={6} label="Loading the request" />}>
          <TriagePanel key={selected} requestId={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </Grid>
  );
}
