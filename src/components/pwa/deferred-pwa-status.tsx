import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

/**
 * The service worker's registration and prompts load after the page has (window `load`), in a
 * chunk of their own: the first visit's JavaScript and network go to the page itself. If the
 * chunk cannot load, the page goes on without it.
 */
const PwaStatus = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./pwa-status').then(
      (module) => ({ default: module.PwaStatus }),
      () => ({ default: () => null }),
    ),
);

const subscribeToLoad = (onChange: () => void) => {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
};
const pageLoaded = () => document.readyState === 'complete';

/** Production builds only (the dev server runs no worker), in browsers with service workers. */
const enabled = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export function DeferredPwaStatus() {
  const loaded = useSyncExternalStore(subscribeToLoad, pageLoaded, () => false);
  if (!enabled || !loaded) return null;
  return (
    <Suspense fallback={null}>
      <PwaStatus />
    </Suspense>
  );
}
