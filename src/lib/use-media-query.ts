import { useCallback, useSyncExternalStore } from 'react';

/** Below Chakra's `md` breakpoint (48em, 768 px): a phone held upright or sideways. */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99em)';

/** From Chakra's `xl` breakpoint (80em, 1280 px): room for a side panel beside a table. */
export const WIDE_MEDIA_QUERY = '(min-width: 80em)';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => subscribeToMediaQuery(query, onChange), [query]);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

function subscribeToMediaQuery(query: string, onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** The viewport is phone-sized (PHONE_MEDIA_QUERY): screens render their phone layout, not both. */
export const usePhone = () => useMediaQuery(PHONE_MEDIA_QUERY);

/** Which of a part's phone and desktop forms to render. */
export interface RenderedForms {
  phone: boolean;
  desktop: boolean;
}

const PHONE_FORM: RenderedForms = { phone: true, desktop: false };
const DESKTOP_FORM: RenderedForms = { phone: false, desktop: true };
const BOTH_FORMS: RenderedForms = { phone: true, desktop: true };

let bothFormsHeld = false;
const heldListeners = new Set<() => void>();

/**
 * Render both forms until the returned release is called: while the app's copy of a prerendered
 * page must match its markup element for element (src/main.tsx: what a visitor clicked
 * or focused there is found again by its place among the page's buttons and fields).
 */
export function holdBothForms(): () => void {
  bothFormsHeld = true;
  return () => {
    bothFormsHeld = false;
    for (const listener of heldListeners) listener();
  };
}

function subscribeToForms(onChange: () => void): () => void {
  heldListeners.add(onChange);
  const unsubscribe = subscribeToMediaQuery(PHONE_MEDIA_QUERY, onChange);
  return () => {
    heldListeners.delete(onChange);
    unsubscribe();
  };
}

function formsNow(): RenderedForms {
  if (bothFormsHeld) return BOTH_FORMS;
  return window.matchMedia(PHONE_MEDIA_QUERY).matches ? PHONE_FORM : DESKTOP_FORM;
}

/**
 * For a part that has a phone form and a desktop form, each also hidden by CSS at the other width
 * (`hideFrom`/`hideBelow` "md"): in the browser only the form that fits renders (the other's
 * elements and styles cost the first render on a phone, docs/performance.md); in prerendered
 * markup both do, and CSS shows the one that fits the device that opens it (holdBothForms while
 * the app takes such a page over).
 */
export function useRenderedForms(): RenderedForms {
  return useSyncExternalStore(subscribeToForms, formsNow, () => BOTH_FORMS);
}
