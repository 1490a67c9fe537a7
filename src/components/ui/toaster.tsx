import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { TOASTER_OPTIONS, toToastOptions, type NotifyOptions } from './toaster-config';

export type { NotifyOptions, ToastVariant } from './toaster-config';

/** The app's one toaster: one toast visible at a time, 5 s by default (see toaster-config.ts). */
export const toaster = createToaster(TOASTER_OPTIONS);
export type ToasterStore = typeof toaster;

/** Show a notice: `notify({ variant: 'success', title: 'Saved' })`. Returns the toast id. */
export function notify(options: NotifyOptions): string {
  return toaster.create(toToastOptions(options));
}

/** The toasts' components load with the first toast: most visits never show one. */
const ToasterView = lazy(async () => ({ default: (await import('./toaster-view')).ToasterView }));

/** Zag's store tells its subscribers about a toast before adding it: read the count after that. */
const subscribeToCount = (onChange: () => void) => toaster.subscribe(() => queueMicrotask(onChange));

/**
 * Where the toasts render; mounted once by the app provider. The store above queues toasts from
 * the start; the view mounts with the first one and shows what the store holds.
 */
export function Toaster() {
  const count = useSyncExternalStore(subscribeToCount, toaster.getCount, toaster.getCount);
  // Once mounted it stays, so the last toast can animate out.
  const [needed, setNeeded] = useState(false);
  if (count > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView toaster={toaster} />
    </Suspense>
  );
}
