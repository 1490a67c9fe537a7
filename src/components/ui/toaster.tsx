import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { TOAST_LIMITS } from '@/shared/constants';

/** One toast visible at a time (spec section 9); the next waits in the queue. */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMITS.maxVisible,
  duration: TOAST_LIMITS.defaultDurationMs,
  pauseOnPageIdle: true,
});

/** The spec's toast variants. */
export type ToastVariant = 'default' | 'destructive' | 'success';

const TOAST_TYPES = { default: 'info', destructive: 'error', success: 'success' } as const;

export interface ShowToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

export function showToast({ title, description, variant = 'default', duration }: ShowToastOptions): string {
  return toaster.create({ title, description, type: TOAST_TYPES[variant], duration, closable: true });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
