import { Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FactList } from '@/components/ui/fact-list';
import { formatDate, formatDueDate, NOT_AVAILABLE } from '@/shared/format/date';
import type { Deficiency } from '@/shared/schemas/inspections';
import { DEFICIENCY_CATEGORY_LABELS } from '@/shared/schemas/inspections-values';
import type { Queue } from '../deficiency-filters-model';
import { DeficiencyActionButtons } from './deficiency-action-buttons';
import { DeficiencyBadges } from './deficiency-badges';
import { DeficiencyFollowUp } from './deficiency-follow-up';
import { DeficiencyPending } from './deficiency-pending';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** "Due Mar 14, 2026 · 9 days overdue". */
function dueText(item: Deficiency): string {
  const due = formatDueDate(item.due_date);
  return item.days_overdue > 0 ? `${due} · ${plural(item.days_overdue, 'day')} overdue` : due;
}

function remindersText(item: Deficiency): string {
  if (item.reminder_count === 0) return 'None sent';
  return `${plural(item.reminder_count, 'reminder')} · last ${formatDate(item.last_reminder_at)}`;
}

function warningText(item: Deficiency): string {
  if (item.warning_level === 0) return 'None sent';
  return `${item.warning_level > 1 ? `${plural(item.warning_level, 'warning')} · last` : 'Sent'} ${formatDate(item.last_warning_at)}`;
}

export interface DeficiencyCardProps {
  item: Deficiency;
  /** Show the project (the tracking list spans projects; a project's tab does not). */
  showProject: boolean;
  /** Staff may act on it (the server checks again). */
  canAct: boolean;
  /** The queue the list is filtered to, if any (its action leads the buttons). */
  queue?: Queue;
}

/**
 * One deficiency: where and what, its status, severity and queues, due date and days overdue,
 * reminders and warnings so far, its actions (one still on this device marked "Waiting to sync"),
 * and on demand its photos and follow-up history.
 * An article named by its heading ("BC-26-0142 #3 · North elevation"), so its buttons are found
 * within it.
 */
export function DeficiencyCard({ item, showProject, canAct, queue }: DeficiencyCardProps) {
  const headingId = useId();
  const followUpId = useId();
  const [open, setOpen] = useState(false);
  // The button answers the tap at once (aria-expanded); the photos and history, a larger render,
  // follow in a transition instead of holding up that paint (docs/performance.md, Signed-in screens).
  const showFollowUp = useDeferredValue(open);
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" variant="outline">
      <Card.Body>
        <Stack gap="3">
          <Stack gap="1">
            <Heading as="h3" size="sm" id={headingId}>
              {item.project_code} #{item.number} · {item.location}
            </Heading>
            <DeficiencyBadges item={item} />
            <DeficiencyPending id={item.id} />
          </Stack>
          <Text>{item.description}</Text>
          <FactList
            items={[
              ...(showProject
                ? ([
                    [
                      'Project',
                      <Link key="project" asChild variant="underline">
                        <RouterLink to={`/projects/${encodeURIComponent(item.project_code)}?tab=deficiencies`}>{item.project_name}</RouterLink>
                      </Link>,
                    ],
                  ] as const)
                : []),
              ['Category', DEFICIENCY_CATEGORY_LABELS[item.category]],
              ['Responsible', item.responsible_company_name ?? NOT_AVAILABLE],
              ['Due', dueText(item)],
              ['Reminders', remindersText(item)],
              ['Warning', warningText(item)],
              ['Photos', String(item.photo_count)],
            ]}
          />
          {canAct && <DeficiencyActionButtons item={item} queue={queue} />}
          <HStack>
            <Button size="xs" variant="plain" px="0" aria-expanded={open} aria-controls={followUpId} onClick={() => setOpen((was) => !was)}>
              Photos and history
            </Button>
          </HStack>
          <div id={followUpId}>{showFollowUp && <DeficiencyFollowUp id={item.id} />}</div>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
