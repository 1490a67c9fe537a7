/**
 * After the page has loaded, register the service worker for a page read without the app (the
 * app registers it itself: src/components/pwa/deferred-pwa-status.tsx). Production builds only.
 */
export function registerServiceWorkerAfterLoad(startApp: () => Promise<void>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('@/lib/pwa/pwa-status-boot')
      .then(({ watchServiceWorker }) => watchServiceWorker(startApp))
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
