import type { HeaderParts } from './header-parts';
import type { NavModel } from './nav-types';

let parts: HeaderParts | null = null;
let loading: Promise<HeaderParts> | null = null;

/** Load the signed-in parts of the bar (once; a failed load is tried again on the next call). */
export function loadHeaderParts(): Promise<HeaderParts> {
  loading ??= import('./header-parts').then(
    (module) => (parts = module.HEADER_PARTS),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The parts if they have loaded already (then no Suspense is needed). */
export function loadedHeaderParts(): HeaderParts | null {
  return parts;
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
