import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { ErrorState } from '@/components/feedback/error-state';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { AttachmentList } from '@/components/files/attachment-list';
import { formatDateTime } from '@/shared/format/date';
import type { DeficiencyHistoryEntry } from '@/shared/schemas/inspections';
import { useDeficiencyDetail } from '@/lib/api/deficiencies/get-tracking';

const HISTORY_LABELS: Record<string, string> = {
  'deficiency.remind': 'Reminder sent',
  'deficiency.warn': 'Warning sent with the warning letter (PDF)',
  'deficiency.report-fix': 'Fix reported: ready for reinspection',
  'deficiency.not-fixed': 'Not fixed: the reinspection found it not corrected',
  'deficiency.dispute': 'Disputed by the contractor',
  'deficiency.verify': 'Verified as corrected',
  'deficiency.void': 'Voided: raised in error',
  'deficiency.close': 'Closed',
  'deficiency.archive': 'Archived',
  'deficiency.restore': 'Restored',
};

function HistoryItem({ entry }: { entry: DeficiencyHistoryEntry }) {
  return (
    <List.Item borderBottomWidth="1px" pb="2">
      <Text fontWeight="medium">{HISTORY_LABELS[entry.action] ?? entry.action}</Text>
      <Text fontSize="sm" color="fg.muted">
        {formatDateTime(entry.at)} · {entry.actor_name ?? 'System'}
        {entry.recipients.length > 0 && ` · to ${entry.recipients.join(', ')}`}
      </Text>
      {entry.note && <Text fontSize="sm" whiteSpace="pre-wrap">{`“${entry.note}”`}</Text>}
    </List.Item>
  );
}

/** A deficiency's photos (each downloadable) and its follow-up history, newest first, down to when it was found. */
export function DeficiencyFollowUp({ id }: { id: string }) {
  const detail = useDeficiencyDetail(id);
  if (detail.isError && !detail.data) return <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  if (!detail.data) return <CardSkeleton lines={3} label="Loading photos and history" query={detail} variant="short" />;
  const { photos, history, created_at: foundAt } = detail.data.data;
  return (
    <Stack gap="4">
      <AttachmentList files={photos} headingAs="h4" title="Photos" emptyText="No photos." />
      <Box as="section" aria-label="Follow-up history">
        <Heading as="h4" size="sm" mb="2">
          Follow-up history
        </Heading>
        <List.Root as="ol" gap="2" variant="plain">
          {history.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
          <List.Item>
            <Text fontWeight="medium">Found and recorded</Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(foundAt)}
            </Text>
          </List.Item>
        </List.Root>
      </Box>
    </Stack>
  );
}
