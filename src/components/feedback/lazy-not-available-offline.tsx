import { lazy, Suspense } from 'react';
import type { NotAvailableOfflineProps } from './not-available-offline';

// Shown only offline, so its code (an alert and an icon) is not part of every page's first load;
// the service worker has it precached like every chunk.
const Loaded = lazy(() => import('./not-available-offline').then((module) => ({ default: module.NotAvailableOffline })));

/** NotAvailableOffline, loaded when first shown (the shared spinner, skeletons and lists use it). */
export function LazyNotAvailableOffline(props: NotAvailableOfflineProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
