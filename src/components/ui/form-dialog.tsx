import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { useBackCloses } from '@/lib/use-back-closes';

export interface FormDialogProps {
  title: ReactNode;
  /** react-hook-form's `handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The closing button's label ("Cancel" unless that reads like the action, e.g. "Keep visit"). */
  cancelLabel?: string;
  /** 'red' for actions that cannot be taken back. */
  colorPalette?: string;
  loading?: boolean;
  onCancel: () => void;
  /** The text and fields between the title and the buttons. */
  children: ReactNode;
}

/**
 * An open dialog that asks for a few fields before an action (a reason, a note): its title, the
 * fields, Cancel and the action. Closing it cancels (Back too); validation is the form's schema's job.
 */
export function FormDialog({ title, onSubmit, submitLabel, cancelLabel = 'Cancel', colorPalette, loading, onCancel, children }: FormDialogProps) {
  useBackCloses(true, onCancel);
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button type="button" variant="outline">
                    {cancelLabel}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette={colorPalette} loading={loading}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
