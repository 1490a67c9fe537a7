import { Badge, Box, Button, Card, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { FilterSelect } from '@/components/form/filter-select';
import { useProjectActivity } from '@/lib/api/projects/project-activity';
import { formatCurrency } from '@/shared/format/currency';
import { formatDate, formatDateTime } from '@/shared/format/date';
import type { ActivityChange, ActivityEntry } from '@/shared/schemas/project-activity';
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, type ActivityKind } from '@/shared/schemas/project-activity-values';

const KIND_OPTIONS = ACTIVITY_KINDS.map((kind) => ({ value: kind, label: ACTIVITY_KIND_LABELS[kind] }));

/** The audit actions' verbs in words; another action reads as its own words ("ready_for_reinspection"). */
const VERBS: Record<string, string> = {
  create: 'created',
  update: 'edited',
  add: 'added',
  delete: 'deleted',
  schedule: 'scheduled',
  record: 'recorded',
  generate: 'generated',
  publish: 'published',
  issue: 'issued',
  payment: 'payment recorded',
  void: 'voided',
  line_decision: 'line decided',
};

/** The record's noun where it is not its kind's (a billing stage is of the invoice kind). */
const NOUNS: Record<string, string> = { billing_stage: 'Billing stage', report: 'Report', upload: 'File' };

/** "Project edited", "Deficiency ready for reinspection", "Review status changed". */
function headlineOf(entry: ActivityEntry): string {
  const verb = entry.action.slice(entry.action.indexOf('.') + 1);
  if (verb === 'review_status') return 'Review status changed';
  return `${NOUNS[entry.entity_type] ?? ACTIVITY_KIND_LABELS[entry.kind]} ${VERBS[verb] ?? verb.replace(/_/g, ' ')}`;
}

/** What the record's own date is, beside its label (an inspection's visit, a deficiency's due date...). */
const DATE_PREFIX: Record<string, string> = { inspection: 'visit', deficiency: 'due', invoice: 'due', billing_stage: 'to invoice' };

function subjectOf(entry: ActivityEntry): string {
  const prefix = DATE_PREFIX[entry.entity_type];
  if (!prefix || !entry.entity_date) return entry.entity_label;
  const date = entry.entity_type === 'inspection' ? formatDateTime(entry.entity_date) : formatDate(entry.entity_date);
  return `${entry.entity_label}, ${prefix} ${date}`;
}

const fieldName = (field: string) => {
  const words = field.replace(/_cents$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's value in words: amounts as currency, dates per the display rules (docs/features.md, Words and formats). */
function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'number' && field.endsWith('_cents')) return formatCurrency(value / 100);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return formatDate(value);
    if (ISO_DATE_TIME.test(value)) return formatDateTime(value);
    return value.replace(/_/g, ' ');
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

function Change({ change }: { change: ActivityChange }) {
  return (
    <List.Item display="block" fontSize="sm" overflowWrap="anywhere">
      <Text as="span" fontWeight="medium">
        {fieldName(change.field)}:
      </Text>{' '}
      <Text as="span" color="fg.muted">
        {valueText(change.field, change.before)}
      </Text>
      <Text as="span" aria-label="changed to">
        {' → '}
      </Text>
      <Text as="span">{valueText(change.field, change.after)}</Text>
    </List.Item>
  );
}

function Entry({ entry }: { entry: ActivityEntry }) {
  const who = entry.actor_name ? `${entry.actor_name}${entry.actor_role ? ` (${entry.actor_role})` : ''}` : 'System';
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body gap="1">
        <HStack gap="2" wrap="wrap" justify="space-between">
          <Text fontWeight="medium">{headlineOf(entry)}</Text>
          <Badge variant="surface">{ACTIVITY_KIND_LABELS[entry.kind]}</Badge>
        </HStack>
        <Text overflowWrap="anywhere">{subjectOf(entry)}</Text>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {who}
        </Text>
        {entry.changes.length > 0 && (
          <List.Root variant="plain" gap="0.5" pt="1" aria-label="Changes">
            {entry.changes.map((change) => (
              <Change key={change.field} change={change} />
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The Activity tab (staff only, docs/architecture.md, Project activity): the audit rows of the project
 * and of its records, newest first, a kind filter and "Load more" pages from the server.
 */
export function ProjectActivity({ code }: { code: string }) {
  const [kind, setKind] = useState<ActivityKind | ''>('');
  const activity = useProjectActivity(code, kind || undefined);
  const entries = activity.data?.pages.flatMap((page) => page.data) ?? [];

  let body;
  if (activity.isError && !activity.data) {
    body = <ErrorState message={activity.error.message} onRetry={() => void activity.refetch()} retrying={activity.isFetching} />;
  } else if (!activity.data) {
    body = <CardSkeleton count={2} lines={2} label="Loading the activity" query={activity} />;
  } else if (entries.length === 0) {
    body = <EmptyState title="No activity yet" description={kind ? `Nothing of this kind has happened on the project.` : 'Changes to the project and its records are recorded here.'} />;
  } else {
    body = (
      <Stack as="ol" gap="3" listStyleType="none" aria-label="Activity, newest first">
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="4" pt="2">
      <FilterSelect label="Kind of activity" value={kind} onChange={setKind} options={KIND_OPTIONS} allLabel="All kinds" />
      {body}
      {activity.hasNextPage && (
        <Box>
          <Button variant="outline" size="sm" onClick={() => void activity.fetchNextPage()} loading={activity.isFetchingNextPage} loadingText="Loading more">
            Load more
          </Button>
        </Box>
      )}
    </Stack>
  );
}
