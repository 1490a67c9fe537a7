import { Grid } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '@/components/feedback/empty-state';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { useMediaQuery, WIDE_MEDIA_QUERY } from '@/lib/use-media-query';
import { useRequestQueue } from '@/lib/api/requests/get-requests';
import { DEFAULT_QUEUE_QUERY, useRequestQueueInAddress } from '../request-list-params';
import { RequestsTable } from './requests-table';

// The panel's forms and convert dialog (react-hook-form, Zag's dialog) load when a request is opened.
const TriagePanel = lazy(async () => ({ default: (await import('./triage-panel')).TriagePanel }));

export const QUEUE_LABEL = 'Request queue';

/**
 * Beside the open panel the queue drops these columns (the panel shows them for the open
 * request), so that its site, company, contract and status stay in view on a laptop
 * (docs/phone-first.md, "Lists, tabs and panels").
 */
const HIDDEN_BESIDE_PANEL = ['type', 'project', 'assigned', 'submitted'] as const;

/**
 * The Admin's triage (docs/features.md, Requests and projects): client requests with type and status
 * filters (open ones by default), search and sort, paged by the server so that every request can
 * be reached; the state lives in the address. Choosing one opens its panel with the actions:
 * beside the queue from xl up, a drawer over it below (full screen on a phone).
 */
export function RequestManagement({ projectHref }: { projectHref: (projectCode: string) => string }) {
  const list = useRequestQueueInAddress();
  const queue = useRequestQueue(list.query, list.ready);
  const [selected, setSelected] = useState<string | null>(null);
  const open = list.query.status === 'open';
  const wide = useMediaQuery(WIDE_MEDIA_QUERY);
  const beside = selected !== null && wide;

  return (
    // minmax(0, …): the table scrolls inside its column instead of widening the page.
    <Grid templateColumns={beside ? 'minmax(0, 1fr) minmax(0, 22rem)' : 'minmax(0, 1fr)'} gap={beside ? '4' : '6'} alignItems="start">
      <RequestsTable
        label={QUEUE_LABEL}
        list={list}
        answer={queue}
        staffColumns
        hiddenColumns={beside ? HIDDEN_BESIDE_PANEL : undefined}
        defaultStatus={DEFAULT_QUEUE_QUERY.status}
        onRowClick={(row) => setSelected(row.id)}
        emptyState={<EmptyState title={open ? 'The queue is empty' : 'No requests here'} description={open ? 'New client requests show here.' : 'No request has this status.'} />}
        csvFileName="request-queue"
      />
      {selected && (
        <Suspense fallback={wide ? <CardSkeleton lines={6} label="Loading the request" /> : null}>
          <TriagePanel key={selected} requestId={selected} layout={wide ? 'side' : 'drawer'} onClose={() => setSelected(null)} projectHref={projectHref} />
        </Suspense>
      )}
    </Grid>
  );
}
