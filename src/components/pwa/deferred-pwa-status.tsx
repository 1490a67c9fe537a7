import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { afterFirstPageShown } from '@/lib/first-page-shown';

/**
 * The service worker's registration and prompts load once the page has loaded (window `load`)
 * and the app has shown its first page, when the browser is idle, in a chunk of their own: a
 * first visit's JavaScript, network and processor go to the page itself, not to the worker's
 * install (it fetches and stores every file of the app; docs/performance.md). If the chunk cannot
 * load, the page goes on without it.
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

/** True once the app has shown its first page and the browser is idle (src/lib/first-page-shown.ts). */
function useFirstPageShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => afterFirstPageShown(() => setShown(true)), []);
  return shown;
}

export function DeferredPwaStatus() {
  const loaded = useSyncExternalStore(subscribeToLoad, pageLoaded, () => false);
  const pageShown = useFirstPageShown();
  if (!enabled || !loaded || !pageShown) return null;
  return (
    <Suspense fallback={null}>
      <PwaStatus />
    </Suspense>
  );
}
