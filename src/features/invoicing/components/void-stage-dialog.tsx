import { Text, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form-dialog';
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
    <FormDialog title={`Void stage · ${what}`} onSubmit={handleSubmit(onConfirm)} submitLabel="Void stage" colorPalette="red" loading={loading} onCancel={onCancel}>
      <Text>
        A void stage is never invoiced: it leaves the pending list and no longer holds back the guarantee. Its share of the fee is waived, also if the contract amount
        changes later. This cannot be undone.
      </Text>
      <FormField label="Reason for voiding the stage" error={formState.errors.reason?.message}>
        <Textarea rows={3} placeholder="e.g. Deposit waived by agreement with the owner" {...register('reason')} />
      </FormField>
      <FormError message={serverError} />
    </FormDialog>
  );
}
