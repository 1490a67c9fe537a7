import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { isConflict } from '@/lib/api-client';
import type { VoidBillingStage } from '@/shared/schemas/invoices';
import { useVoidBillingStage } from '@/lib/api/invoices/invoice-actions';
import { invoicingErrorText } from '../action-errors';

// Like the other confirmation dialogs, the dialog (and its form) loads on first use.
const VoidStageDialog = lazy(() => import('./void-stage-dialog').then((module) => ({ default: module.VoidStageDialog })));

/**
 * "Void stage" for one billing stage not yet invoiced (Admin): asks for the reason in a dialog,
 * voids it, and says so in a toast. A refusal stays in the dialog; one because the stage moved on
 * (e.g. another Admin just invoiced it) is also a toast, as the refreshed row may drop this button.
 */
export function VoidStageButton({ stageId, what }: { stageId: string; /** e.g. "Deposit at assignment of BC-26-0001" */ what: string }) {
  const voiding = useVoidBillingStage();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setProblem(null);
  };
  // mutateAsync, not mutate's callbacks: the refreshed row drops this button (and its callbacks) once the stage is void.
  const run = async (body: VoidBillingStage) => {
    setProblem(null);
    try {
      await voiding.mutateAsync({ stageId, body });
      close();
      notify({ variant: 'success', title: `${what} void`, description: 'It will not be invoiced.' });
    } catch (error) {
      setProblem(invoicingErrorText(error));
      if (isConflict(error)) notify({ variant: 'destructive', title: 'Not done: the stage changed meanwhile', description: invoicingErrorText(error) });
    }
  };
  return (
    <>
      <Button size="xs" variant="outline" colorPalette="red" aria-label={`Void stage: ${what}`} onClick={() => setOpen(true)}>
        Void stage
      </Button>
      {open && (
        <Suspense fallback={null}>
          <VoidStageDialog what={what} loading={voiding.isPending} serverError={problem} onConfirm={(body) => void run(body)} onCancel={close} />
        </Suspense>
      )}
    </>
  );
}
