import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { TOASTER_OPTIONS, toToastOptions, type NotifyOptions } from './toaster-config';

export type { NotifyOptions, ToastVariant } from './toaster-config';

/** The app's one toaster: one toast visible at a time, 5 s by default (see toaster-config.ts). */
export const toaster = createToaster(TOASTER_OPTIONS);

/** Show a notice: `notify({ variant: 'success', title: 'Saved' })`. Returns the toast id. */
export function notify(options: NotifyOptions): string {
  return toaster.create(toToastOptions(options));
}

/** Where the toasts render; mounted once by the app provider. */
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
