import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

// The dialog machinery (focus trap, dismissable layer, positioning: about 17 KB gzipped) loads
// when a page first asks, not with the page.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/** ConfirmDialog, loaded on first use: render it only while asking (`open`). */
export function LazyConfirmDialog({ open, ...props }: ConfirmDialogProps & { open: boolean }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
