import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { plusInset } from '@/components/layout/safe-area';
import { notify } from '@/components/ui/toaster';
import { OFFLINE_READY } from '@/lib/pwa/offline-ready';
import { useServiceWorker } from '@/lib/pwa/use-service-worker';

const toastOfflineReady = () => notify({ variant: 'success', ...OFFLINE_READY });

/**
 * Tells the user about the service worker (registered by src/lib/pwa/use-service-worker.ts): once
 * that the app is ready to work offline (a toast), and when a new version is waiting, a banner
 * with "Reload". The banner is not a toast: the toaster shows one toast at a time, and a prompt
 * that stays until answered would hold back every other notice.
 */
export function PwaStatus() {
  const { needRefresh, reloading, reload, dismiss } = useServiceWorker({ onOfflineReady: toastOfflineReady });

  // The live region stays mounted, so screen readers announce the message when it appears.
  return (
    <Box
      role="status"
      position="fixed"
      zIndex="banner"
      bottom={{ base: plusInset('1rem', 'bottom'), md: plusInset('1.5rem', 'bottom') }}
      left={{ base: plusInset('1rem', 'left'), md: plusInset('1.5rem', 'left') }}
      right={{ base: plusInset('1rem', 'right'), md: 'auto' }}
      maxW={{ md: 'sm' }}
    >
      {needRefresh && (
        <HStack gap="3" p="4" bg="bg.panel" borderWidth="1px" rounded="l3" shadow="lg" wrap="wrap">
          <Text flex="1" minW="10rem" fontWeight="medium">
            A new version is available
          </Text>
          <HStack gap="2">
            <Button size="sm" variant="ghost" onClick={dismiss} disabled={reloading}>
              Not now
            </Button>
            <Button size="sm" colorPalette="blue" onClick={reload} loading={reloading} loadingText="Reloading">
              Reload
            </Button>
          </HStack>
        </HStack>
      )}
    </Box>
  );
}
