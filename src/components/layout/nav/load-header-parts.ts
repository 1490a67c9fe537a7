import { useSyncExternalStore } from 'react';
import type { HeaderParts } from './header-parts';
import type { NavModel } from './nav-types';

let parts: HeaderParts | null = null;
let loading: Promise<HeaderParts> | null = null;
const onLoaded = new Set<() => void>();

/** Load the signed-in parts of the bar (once; a failed load is tried again on the next call). */
export function loadHeaderParts(): Promise<HeaderParts> {
  loading ??= import('./header-parts').then(
    (module) => {
      parts = module.HEADER_PARTS;
      for (const listener of onLoaded) listener();
      return parts;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Start loading them, ignoring a failure (the next wish tries again). */
export function preloadHeaderParts(): void {
  void loadHeaderParts().catch(() => {});
}

/** The parts if they have loaded already. */
export function loadedHeaderParts(): HeaderParts | null {
  return parts;
}

/** The parts once loaded (by whatever loads them first); null until then. */
export function useHeaderParts(): HeaderParts | null {
  return useSyncExternalStore(subscribe, loadedHeaderParts, () => null);
}

function subscribe(listener: () => void) {
  onLoaded.add(listener);
  return () => void onLoaded.delete(listener);
}

/** Whether this bar draws any of them: a menu, the profile menu, or a badge panel. */
export function needsHeaderParts(model: NavModel): boolean {
  return (
    model.account !== null ||
    model.badges.pendingInvoices !== null ||
    model.badges.notifications !== null ||
    model.entries.some((entry) => entry.kind === 'menu')
  );
}
