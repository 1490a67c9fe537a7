import { Box, List, Text } from '@chakra-ui/react';
import { EmptyState } from '@/components/feedback/empty-state';
import { formatDateTime } from '@/shared/format/date';
import type { ProjectActivity as Activity } from '@/shared/schemas/projects';

const ACTION_LABELS: Record<string, string> = {
  'project.create': 'Project created',
  'project.update': 'Project edited',
  'project.review_status': 'Review status changed',
};

/** The names of the fields an entry changed (`after`'s keys), in words. */
function summary(entry: Activity): string {
  const after = entry.after && typeof entry.after === 'object' ? (entry.after as Record<string, unknown>) : {};
  if (entry.action === 'project.review_status') return `Now ${String(after.review_status)}.`;
  if (entry.action !== 'project.update') return '';
  const fields = Object.keys(after).map((key) => key.replace(/_cents$/, '').replace(/_/g, ' '));
  return fields.length ? `Changed: ${fields.join(', ')}.` : 'No field changed.';
}

/** The activity tab: the project's audit log, newest first. */
export function ProjectActivityList({ activity }: { activity: readonly Activity[] }) {
  if (activity.length === 0) return <EmptyState title="No activity yet" description="Changes to the project are recorded here." />;
  return (
    <List.Root as="ol" gap="3" variant="plain">
      {activity.map((entry) => (
        <List.Item key={entry.id} borderBottomWidth="1px" pb="2">
          <Box>
            <Text fontWeight="medium">{ACTION_LABELS[entry.action] ?? entry.action}</Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(entry.at)} · {entry.actor_name ?? 'System'}
            </Text>
            {summary(entry) && <Text fontSize="sm">{summary(entry)}</Text>}
          </Box>
        </List.Item>
      ))}
    </List.Root>
  );
}
