/*
 * The installed app draws edge to edge (index.html's viewport has viewport-fit=cover), so fixed
 * and sticky chrome keeps clear of a notch, rounded corners and the home indicator with the
 * device's safe-area insets. They reach the styles through these custom properties (set once in
 * the theme's global CSS), so a test can stand in for a notched device by setting them
 * (docs/phone-first.md).
 */

/** The global CSS that defines the custom properties (0 where the device has no insets). */
export const SAFE_AREA_VARIABLES = {
  '--safe-area-top': 'env(safe-area-inset-top, 0px)',
  '--safe-area-right': 'env(safe-area-inset-right, 0px)',
  '--safe-area-bottom': 'env(safe-area-inset-bottom, 0px)',
  '--safe-area-left': 'env(safe-area-inset-left, 0px)',
} as const;

/** Each inset, for style props: `pt={SAFE_AREA.top}`. */
export const SAFE_AREA = {
  top: 'var(--safe-area-top)',
  right: 'var(--safe-area-right)',
  bottom: 'var(--safe-area-bottom)',
  left: 'var(--safe-area-left)',
} as const;

/** A length plus an inset, e.g. `plusInset('1rem', 'bottom')` for a padding that clears the home indicator. */
export function plusInset(length: string, side: keyof typeof SAFE_AREA): string {
  return `calc(${length} + ${SAFE_AREA[side]})`;
}
