import type { CreateToasterProps } from '@chakra-ui/react';
import { plusInset } from '@/components/layout/safe-area';
import { TOAST_LIMITS } from '@/shared/constants';

/**
 * The toaster's settings (docs/features.md, Intervals and limits).
 *
 * - `max: 1`: one toast visible at a time; Chakra (Zag's toast store) queues the rest and shows
 *   the next when the visible one leaves.
 * - `duration: 5000`: the default; a caller may pass its own.
 *
 * TOAST_LIMITS' other two values come from a Radix-style toaster and have no Chakra equivalent:
 * - TOAST_LIMITS.removeDelayMs (1 000 000 ms) is how long a dismissed toast stayed in that
 *   toaster's state. Chakra's `removeDelay` means something else: how long a dismissed toast stays
 *   mounted for its exit animation, and it still counts against `max` meanwhile, so 1 000 000 ms
 *   would block every following toast for 16 minutes. Chakra's default (200 ms) is kept.
 * - TOAST_LIMITS.swipeThreshold (50 px) is the swipe distance that dismissed a toast. Chakra's
 *   toasts have no swipe gesture; they are dismissed by their close button, by the timer, or
 *   from the keyboard (Alt+T moves focus to the toast region, then Tab to "Dismiss notification").
 */
export const TOASTER_OPTIONS = {
  placement: 'bottom-end',
  max: TOAST_LIMITS.maxVisible,
  duration: TOAST_LIMITS.defaultDurationMs,
  pauseOnPageIdle: true,
  // Zag's 1rem from each edge, plus the installed app's insets (notch, home indicator).
  offsets: { top: plusInset('1rem', 'top'), right: plusInset('1rem', 'right'), bottom: plusInset('1rem', 'bottom'), left: plusInset('1rem', 'left') },
} as const satisfies CreateToasterProps;

/** The toast variants. */
export type ToastVariant = 'default' | 'destructive' | 'success';

/** Variant -> Chakra toast type (which sets the colours, the icon and the queue priority). */
export const TOAST_TYPES = { default: 'info', destructive: 'error', success: 'success' } as const satisfies Record<
  ToastVariant,
  string
>;

export interface NotifyOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; the toaster's default (5000) when left out. */
  duration?: number;
}

/** The options handed to Chakra's `toaster.create` for a notice. */
export function toToastOptions({ title, description, variant = 'default', duration }: NotifyOptions) {
  return {
    title,
    description,
    type: TOAST_TYPES[variant],
    ...(duration === undefined ? {} : { duration }),
    closable: true,
  };
}
