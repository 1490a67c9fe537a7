import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCloudOff } from 'react-icons/lu';
import { usePendingDeficiencyActions } from '@/lib/api/deficiencies/deficiency-actions';
import { ACTION_COPY } from '../deficiency-actions-model';

/** What a waiting action of a deficiency says on its card (and the list of waiting changes has it too). */
export const waitingActionText = (label: string) => `${label}: saved on this device, sent when the connection returns.`;

/**
 * The card's mark of its actions still on this device (docs/offline.md, "Waiting writes"): "Waiting to sync"
 * with the action, its new state already shown above; or, when the server refused it after it
 * waited, the reason (the write stays under changes waiting to sync, to retry or discard). An
 * action on its way online shows on its button instead.
 */
export function DeficiencyPending({ id }: { id: string }) {
  const pending = usePendingDeficiencyActions(id);
  return (
    <Stack gap="1" role="status">
      {pending.map((change, index) => {
        const label = ACTION_COPY[change.action].label;
        if (change.state === 'refused') {
          return (
            <Text key={index} fontSize="sm" color="fg.error">
              {label} was not done: {change.reason} It is kept under changes waiting to sync.
            </Text>
          );
        }
        if (change.state !== 'waiting') return null;
        return (
          <HStack key={index} gap="2" wrap="wrap" align="center">
            <Badge colorPalette="orange" variant="surface">
              <LuCloudOff aria-hidden="true" />
              Waiting to sync
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              {waitingActionText(label)}
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}
