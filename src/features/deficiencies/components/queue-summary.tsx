import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import type { DeficiencyTrackingResponse } from '@/shared/schemas/inspections';
import { QUEUE_LABELS, QUEUE_SUMMARY_FIELDS, QUEUES, type Queue } from '../deficiency-filters-model';

export interface QueueSummaryProps {
  summary: DeficiencyTrackingResponse['data']['summary'] | undefined;
  selected: Queue | undefined;
  /** Choosing the selected queue again clears the filter. */
  onSelect: (queue: Queue | undefined) => void;
}

/** The three queue counts as cards that filter the list (pressed while their filter is on). */
export function QueueSummary({ summary, selected, onSelect }: QueueSummaryProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" role="group" aria-label="Queues">
      {QUEUES.map((queue) => {
        const count = summary?.[QUEUE_SUMMARY_FIELDS[queue]];
        const pressed = selected === queue;
        return (
          <Button
            key={queue}
            variant={pressed ? 'solid' : 'outline'}
            colorPalette={pressed ? 'blue' : undefined}
            h="auto"
            py="3"
            flexDirection="column"
            alignItems="flex-start"
            aria-pressed={pressed}
            aria-label={`${QUEUE_LABELS[queue]}: ${count ?? 'loading'}`}
            onClick={() => onSelect(pressed ? undefined : queue)}
          >
            <Text fontSize="sm">{QUEUE_LABELS[queue]}</Text>
            {/* Two words for "label in name" (WCAG 2.5.3): "Needs reminder 1", not "Needs reminder1". */}{' '}
            <Text fontSize="2xl" fontWeight="bold">
              {count ?? '…'}
            </Text>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
