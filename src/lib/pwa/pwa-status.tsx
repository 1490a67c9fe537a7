import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
// eslint-disable-next-line import-x/no-unresolved -- vite-plugin-pwa's virtual module (types: vite-plugin-pwa/react)
import { useRegisterSW } from 'virtual:pwa-register/react';
import { plusInset } from '@/components/layout/safe-area';
import { notify } from '@/components/ui/toaster';
import { OFFLINE_READY } from './offline-ready';

/**
 * Browsers check for a new worker on navigations, which a single-page app rarely makes: check
 * again when the user comes back to the tab, if online. No timer, so an idle tab costs nothing.
 */
function checkForUpdatesOnReturn(registration: ServiceWorkerRegistration): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) registration.update().catch(() => {});
  });
}

/**
 * Registers the service worker (workbox-window, through vite-plugin-pwa's hook) and tells the
 * user about it: once that the app is ready to work offline (a toast), and when a new version is
 * waiting, a banner with "Reload". The banner is not a toast: the toaster shows one toast at a
 * time, and a prompt that stays until answered would hold back every other notice.
 */
export function PwaStatus() {
  const [reloading, setReloading] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onOfflineReady: () => notify({ variant: 'success', ...OFFLINE_READY }),
    onRegisteredSW: (_url, registration) => registration && checkForUpdatesOnReturn(registration),
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
  });

  const reload = () => {
    setReloading(true);
    // Reload once the new worker controls the page. workbox-window reloads by itself only when
    // this page was already controlled as it loaded, not on the visit that installed the worker.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void updateServiceWorker(true);
  };

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
            <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)} disabled={reloading}>
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
