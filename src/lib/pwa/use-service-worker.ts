import { useState } from 'react';
// eslint-disable-next-line import-x/no-unresolved -- vite-plugin-pwa's virtual module (types: vite-plugin-pwa/react)
import { useRegisterSW } from 'virtual:pwa-register/react';

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
 * Registers the service worker (workbox-window, through vite-plugin-pwa's hook): `onOfflineReady`
 * runs once the app works offline; `needRefresh` says a new version is waiting, which `reload`
 * takes (the page reloads once the new worker controls it) and `dismiss` puts off. The prompt
 * itself is src/components/pwa/pwa-status.tsx.
 */
export function useServiceWorker({ onOfflineReady }: { onOfflineReady: () => void }) {
  const [reloading, setReloading] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onOfflineReady,
    onRegisteredSW: (_url, registration) => registration && checkForUpdatesOnReturn(registration),
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
  });

  const reload = () => {
    setReloading(true);
    // workbox-window reloads by itself only when this page was already controlled as it loaded,
    // not on the visit that installed the worker.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void updateServiceWorker(true);
  };
  return { needRefresh, reloading, reload, dismiss: () => setNeedRefresh(false) };
}
