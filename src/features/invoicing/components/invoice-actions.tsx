import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { LuDownload } from 'react-icons/lu';
import { downloadBlob } from '@/components/data-table/download';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { isConflict } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { Invoice, RecordPayment, VoidInvoice } from '@/shared/schemas/invoices';
import { fetchInvoicePdf, useRecordPayment, useVoidInvoice } from '@/lib/api/invoices/invoice-actions';
import { invoicingErrorText } from '../action-errors';
import { inputKind } from '@/components/form/input-kinds';
import { providerToday } from '@/lib/provider-day';

/** Download the invoice's PDF, fetched with the user's token: an invoice row's primary action (every role has it). */
export function InvoicePdfButton({ invoice }: { invoice: Pick<Invoice, 'id' | 'invoice_number'> }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      downloadBlob(`${invoice.invoice_number}.pdf`, await fetchInvoicePdf(invoice.id));
    } catch (error) {
      notify({ variant: 'destructive', title: 'Could not download the invoice', description: invoicingErrorText(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="xs" variant="outline" loading={busy} onClick={() => void download()} aria-label={`Download invoice ${invoice.invoice_number} (PDF)`} data-primary-action="">
      <LuDownload aria-hidden="true" /> PDF
    </Button>
  );
}

interface InlineActionFormProps {
  label: string;
  onSubmit: () => void;
  submitLabel: string;
  palette: 'green' | 'red';
  busy: boolean;
  serverError?: string;
  onCancel: () => void;
  children: ReactNode;
}

/** A small form in the invoice's row: its fields, the server's refusal, submit and cancel. */
function InlineActionForm({ label, onSubmit, submitLabel, palette, busy, serverError, onCancel, children }: InlineActionFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="2">
        {children}
        <FormError message={serverError} />
        <HStack gap="2">
          <Button type="submit" size="xs" colorPalette={palette} loading={busy}>
            {submitLabel}
          </Button>
          <Button size="xs" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/**
 * What an inline action does once sent: a toast and close on success, the refusal under the form.
 * It awaits the mutation's promise rather than using mutate's callbacks: the refreshed invoice is
 * no longer "issued", so its row can drop this form before the action settles, and mutate's
 * callbacks die with the form (the toast would be lost).
 */
async function settle(sending: Promise<unknown>, done: { title: string; description: string }, onDone: () => void, showError: (message: string) => void) {
  try {
    await sending;
    notify({ variant: 'success', ...done });
    onDone();
  } catch (error) {
    showError(invoicingErrorText(error));
    // Refused because the invoice moved on: the refresh may take this form away, the toast stays.
    if (isConflict(error)) notify({ variant: 'destructive', title: 'Not done: the invoice changed meanwhile', description: invoicingErrorText(error) });
  }
}

const paymentResolver = lazyZodResolver<RecordPayment>(() => import('@/shared/schemas/invoices').then((m) => m.recordPaymentSchema));
const voidResolver = lazyZodResolver<VoidInvoice>(() => import('@/shared/schemas/invoices').then((m) => m.voidInvoiceSchema));

function PaymentForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const pay = useRecordPayment();
  const { register, handleSubmit, setError, formState } = useForm<RecordPayment>({
    resolver: paymentResolver,
    defaultValues: { paid_on: providerToday(), reference: '' },
  });
  const done = { title: `Invoice ${invoice.invoice_number} paid`, description: 'Its billing stages are paid.' };
  const submit = handleSubmit((body) => settle(pay.mutateAsync({ invoiceId: invoice.id, body }), done, onDone, (message) => setError('root.server', { message })));
  return (
    <InlineActionForm
      label={`Record payment of ${invoice.invoice_number}`}
      onSubmit={submit}
      submitLabel="Save payment"
      palette="green"
      busy={pay.isPending}
      serverError={formState.errors.root?.server?.message}
      onCancel={onDone}
    >
      <HStack gap="2" align="end" wrap="wrap">
        <FormField label="Paid on" error={formState.errors.paid_on?.message}>
          <Input {...inputKind('date')} size="sm" {...register('paid_on')} />
        </FormField>
        <FormField label="Payment reference" error={formState.errors.reference?.message}>
          <Input size="sm" placeholder="e.g. EFT 4411" {...register('reference')} />
        </FormField>
      </HStack>
    </InlineActionForm>
  );
}

function VoidForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const voiding = useVoidInvoice();
  const { register, handleSubmit, setError, formState } = useForm<VoidInvoice>({ resolver: voidResolver, defaultValues: { reason: '' } });
  const done = { title: `Invoice ${invoice.invoice_number} void`, description: 'Its billing stages are ready to invoice again.' };
  const submit = handleSubmit((body) => settle(voiding.mutateAsync({ invoiceId: invoice.id, body }), done, onDone, (message) => setError('root.server', { message })));
  return (
    <InlineActionForm
      label={`Void ${invoice.invoice_number}`}
      onSubmit={submit}
      submitLabel="Void invoice"
      palette="red"
      busy={voiding.isPending}
      serverError={formState.errors.root?.server?.message}
      onCancel={onDone}
    >
      <FormField label="Reason for voiding" error={formState.errors.reason?.message}>
        <Input size="sm" {...register('reason')} />
      </FormField>
    </InlineActionForm>
  );
}

/** An issued invoice's Admin actions: record its payment or void it, each in a small form. */
export function IssuedInvoiceActions({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState<'payment' | 'void' | null>(null);
  if (open === 'payment') return <PaymentForm invoice={invoice} onDone={() => setOpen(null)} />;
  if (open === 'void') return <VoidForm invoice={invoice} onDone={() => setOpen(null)} />;
  return (
    <HStack gap="2">
      <Button size="xs" variant="outline" colorPalette="green" onClick={() => setOpen('payment')} aria-label={`Record payment of ${invoice.invoice_number}`}>
        Record payment
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setOpen('void')} aria-label={`Void ${invoice.invoice_number}`}>
        Void
      </Button>
    </HStack>
  );
}
