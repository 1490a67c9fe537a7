import { Badge } from '@chakra-ui/react';
import { BILLING_STAGE_STATUS_LABELS, INVOICE_STATUS_LABELS, type InvoiceStatus } from '@/shared/schemas/invoices-values';
import type { BillingStageStatus } from '@/shared/schemas/projects';

const STAGE_PALETTE: Record<BillingStageStatus, string> = { scheduled: 'gray', ready: 'orange', invoiced: 'blue', paid: 'green', void: 'red' };
const INVOICE_PALETTE: Record<InvoiceStatus, string> = { draft: 'gray', issued: 'blue', paid: 'green', void: 'red' };

/** A billing stage's status in words (colour only repeats it). */
export function StageStatusBadge({ status }: { status: BillingStageStatus }) {
  return (
    <Badge colorPalette={STAGE_PALETTE[status]} variant="subtle">
      {BILLING_STAGE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** An invoice's status in words. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge colorPalette={INVOICE_PALETTE[status]} variant="outline">
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}
