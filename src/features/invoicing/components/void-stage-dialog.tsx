import { Button, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { VoidBillingStage } from '@/shared/schemas/invoices';

/** The shared schema the server validates the same body with. */
const voidStageResolver = lazyZodResolver<VoidBillingStage>(() => import('@/shared/schemas/invoices').then((m) => m.voidBillingStageSchema));

export interface VoidStageDialogProps {
  /** e.g. "Deposit at assignment of BC-26-0001" */
  what: string;
  loading: boolean;
  /** The server's refusal, shown under the form. */
  serverError: string | null;
  /** The trimmed reason. */
  onConfirm: (body: VoidBillingStage) => void;
  onCancel: () => void;
}

/** An open dialog that asks why a billing stage is voided before voiding it. Closing it cancels. */
export function VoidStageDialog({ what, loading, serverError, onConfirm, onCancel }: VoidStageDialogProps) {
  const { register, handleSubmit, formState } = useForm<VoidBillingStage>({ resolver: voidStageResolver, defaultValues: { reason: '' } });
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={handleSubmit(onConfirm)} noValidate>
              <Dialog.Header>
                <Dialog.Title>
                  Void stage · {what}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text>
                    A void stage is never invoiced: it leaves the pending list and no longer holds back the guarantee. Its share of the fee is waived, also if the contract
                    amount changes later. This cannot be undone.
                  </Text>
                  <FormField label="Reason for voiding the stage" error={formState.errors.reason?.message}>
                    <Textarea rows={3} placeholder="e.g. Deposit waived by agreement with the owner" {...register('reason')} />
                  </FormField>
                  <FormError message={serverError} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button type="button" variant="outline">
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="red" loading={loading}>
                  Void stage
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
