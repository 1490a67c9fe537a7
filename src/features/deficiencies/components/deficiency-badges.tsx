import { Badge, HStack } from '@chakra-ui/react';
import type { Deficiency, DeficiencyStatus } from '@/shared/schemas/inspections';
import { DEFICIENCY_SEVERITY_LABELS, DEFICIENCY_STATUS_LABELS, type DeficiencySeverity } from '@/shared/schemas/inspections-values';
import { inQueue, QUEUE_LABELS, QUEUES } from '../deficiency-filters-model';

const STATUS_PALETTE: Record<DeficiencyStatus, string> = {
  open: 'orange',
  notified: 'yellow',
  ready_for_reinspection: 'purple',
  verified: 'blue',
  closed: 'green',
  disputed: 'red',
  void: 'gray',
};
const SEVERITY_PALETTE: Record<DeficiencySeverity, string> = { minor: 'gray', major: 'orange', critical: 'red' };

/** Status, severity, the queues it is in and the archived flag, in words (colour only repeats them). */
export function DeficiencyBadges({ item }: { item: Deficiency }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette={STATUS_PALETTE[item.status]} variant="subtle">
        {DEFICIENCY_STATUS_LABELS[item.status]}
      </Badge>
      <Badge colorPalette={SEVERITY_PALETTE[item.severity]} variant="outline">
        {DEFICIENCY_SEVERITY_LABELS[item.severity]}
      </Badge>
      {QUEUES.filter((queue) => inQueue(item, queue)).map((queue) => (
        <Badge key={queue} colorPalette="red" variant="solid">
          {QUEUE_LABELS[queue]}
        </Badge>
      ))}
      {item.archived && <Badge variant="surface">Archived</Badge>}
    </HStack>
  );
}
