import { Alert, Grid, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorState } from '@/components/feedback/error-state';
import { OfflineFreshness } from '@/components/feedback/offline-freshness';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { AttachmentList } from '@/components/files/attachment-list';
import { ApiError } from '@/lib/api-client';
import type { RequestsListResponse } from '@/shared/schemas/requests';
import { useRequest } from '@/lib/api/requests/get-request';
import { requestKeys } from '@/lib/api/requests/keys';
import { resolveRequestId } from '../request-list-model';
import { RequestFacts, RequestTimeline } from './request-details';
import { REPLY_SENT_TEXT, RequestReplyForm } from './request-reply-form';

/**
 * One of my requests: what was submitted, where it stands, its attachments and its timeline of
 * status changes and messages; when the office asked for information, the form to answer. The address may carry the request's id, or the id or code of the project it became.
 * Kept on this device for offline use. `projectPanel` is what the route shows of the project the
 * request became (its reports, from the reports feature: docs/architecture.md).
 */
export function MyRequestDetail({ param, projectPanel }: { param: string; projectPanel?: (projectId: string, projectCode: string | null) => ReactNode }) {
  const client = useQueryClient();
  // The request lists this device holds (every page seen, and the home's open requests).
  const known = [...client.getQueriesData<RequestsListResponse>({ queryKey: requestKeys.mines() }), [requestKeys.mineOpen(), client.getQueryData<RequestsListResponse>(requestKeys.mineOpen())] as const].flatMap(
    ([, answer]) => answer?.data ?? [],
  );
  const id = resolveRequestId(param, known);
  const query = useRequest(id);
  // The client answered the office's question here: once the request has moved on, say so.
  const [answered, setAnswered] = useState(false);

  if (query.isPending) return <CardSkeleton lines={8} label="Loading the request" query={query} />;
  if (query.isError && !query.data) {
    const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <ErrorState
        title={notFound ? 'Request not found' : undefined}
        message={notFound ? 'There is no request of yours at this address.' : query.error.message}
        onRetry={notFound ? undefined : () => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const request = query.data;
  return (
    <Stack gap="6">
      <OfflineFreshness updatedAt={query.dataUpdatedAt} />
      {request.status === 'information_requested' ? (
        <RequestReplyForm request={request} onSubmitted={() => setAnswered(true)} />
      ) : (
        answered && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Description>{REPLY_SENT_TEXT}</Alert.Description>
          </Alert.Root>
        )
      )}
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8">
        <Stack gap="8">
          <RequestFacts request={request} />
          <AttachmentList files={request.attachments} />
          {request.project_id && projectPanel?.(request.project_id, request.project_code)}
        </Stack>
        <RequestTimeline events={request.timeline} />
      </Grid>
    </Stack>
  );
}
