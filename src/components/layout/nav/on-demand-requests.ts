/** Which item a menu opened from the keyboard highlights first, as Zag's menu does. */
export type OpenHighlight = 'first' | 'last' | null;

/**
 * A menu or panel asked for before the bar's parts had loaded (./on-demand-parts.tsx), and the
 * trigger that had the focus when its stand-in was replaced: the real part opens, or takes the
 * focus, on mount. Keyed by the trigger (a menu's label, 'account', a panel's label).
 */
let openRequest: { key: string; highlight: OpenHighlight } | null = null;
let focusHandover: string | null = null;

export function requestOpen(key: string, highlight: OpenHighlight): void {
  openRequest = { key, highlight };
}

/** The open request for this trigger, if any (read by the real part when it mounts). */
export function openRequestFor(key: string): { highlight: OpenHighlight } | null {
  return openRequest?.key === key ? openRequest : null;
}

/** The real part has mounted (open if it was asked to): the request is answered. */
export function clearOpenRequest(key: string): void {
  if (openRequest?.key === key) openRequest = null;
}

export function handOverFocus(key: string): void {
  focusHandover = key;
}

/** Whether this trigger's stand-in had the focus when it was replaced (once). */
export function takeFocusHandover(key: string): boolean {
  if (focusHandover !== key) return false;
  focusHandover = null;
  return true;
}
