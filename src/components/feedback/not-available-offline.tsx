import { Alert, HStack, Text } from '@chakra-ui/react';
import { LuCloudOff } from 'react-icons/lu';
import { MESSAGES } from '@/shared/messages';

export interface NotAvailableOfflineProps {
  /** page: the screen's message; short: a widget inside a page (a tile on the home). */
  variant?: 'page' | 'short';
}

/**
 * What a screen whose data was never stored on this device says offline, in place of its spinner
 * or skeleton (the rule: src/lib/query/offline-unavailable.ts). A status region, so it is announced.
 */
export function NotAvailableOffline({ variant = 'page' }: NotAvailableOfflineProps) {
  if (variant === 'short') {
    return (
      <HStack role="status" gap="2" color="fg.muted" fontSize="sm" py="2">
        <LuCloudOff aria-hidden="true" />
        <Text>{MESSAGES.notAvailableOfflineShort}</Text>
      </HStack>
    );
  }
  return (
    <Alert.Root status="info" role="status" variant="subtle" alignItems="flex-start">
      <Alert.Indicator>
        <LuCloudOff aria-hidden="true" />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Description>{MESSAGES.notAvailableOffline}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
