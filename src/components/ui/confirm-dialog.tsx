import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useBackCloses } from '@/lib/use-back-closes';

export interface ConfirmDialogProps {
  title: string;
  /** What happens if the person goes on. */
  question: string;
  confirmLabel: string;
  /** 'red' for actions that cannot be taken back. */
  colorPalette?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An open alert dialog that asks before an action: Cancel or the action. Closing it cancels (Back too). */
export function ConfirmDialog({ title, question, confirmLabel, colorPalette, loading, onConfirm, onCancel }: ConfirmDialogProps) {
  useBackCloses(true, onCancel);
  return (
    <Dialog.Root role="alertdialog" open onOpenChange={(details) => !details.open && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{question}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={colorPalette} loading={loading} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
