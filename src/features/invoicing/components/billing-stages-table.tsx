import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ErrorState } from '@/components/feedback/error-state';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { centsToDollars, formatCurrency } from '@/shared/format/currency';
import { formatDueDate } from '@/shared/format/date';
import { isInvoiceable } from '@/shared/invoice-rules';
import type { BillingStageListItem } from '@/shared/schemas/invoices';
import { BILLING_STAGE_STATUS_LABELS, type BillingStagesFilters } from '@/shared/schemas/invoices-values';
import { useBillingStages } from '../api/get-billing-stages';
import { invoicingProjectHref } from '../invoicing-links';
import { StageStatusBadge } from './invoicing-badges';
import { MarkInvoicedButton } from './mark-invoiced-button';

const stageLabel = (row: Pick<BillingStageListItem, 'stage_description' | 'project_code'>) => `${row.stage_description} of ${row.project_code}`;

/** The stage, its date, amount, status and invoice: the columns every stage table shows. */
export const STAGE_DETAIL_COLUMNS: readonly DataTableColumn<BillingStageListItem>[] = [
  { key: 'stage', header: 'Stage', value: (row) => row.stage_description },
  { key: 'date', header: 'To invoice', value: (row) => row.to_be_invoiced_date ?? '', render: (row) => formatDueDate(row.to_be_invoiced_date) },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    value: (row) => row.total_amount_cents,
    render: (row) => formatCurrency(centsToDollars(row.total_amount_cents)),
    csv: (row) => centsToDollars(row.total_amount_cents),
  },
  { key: 'status', header: 'Status', value: (row) => BILLING_STAGE_STATUS_LABELS[row.status], render: (row) => <StageStatusBadge status={row.status} /> },
  { key: 'invoice', header: 'Invoice', value: (row) => row.invoice_number ?? '' },
];

/** The Admin's "Mark invoiced", on the stages that can still be invoiced. */
export const MARK_INVOICED_COLUMN: DataTableColumn<BillingStageListItem> = {
  key: 'actions',
  header: 'Actions',
  csv: false,
  render: (row) => (isInvoiceable(row.status) ? <MarkInvoicedButton stageId={row.id} what={stageLabel(row)} /> : null),
};

function stageColumns(canManage: boolean): DataTableColumn<BillingStageListItem>[] {
  return [
    {
      key: 'project',
      header: 'Project',
      value: (row) => `${row.project_code} ${row.project_name}`,
      render: (row) => (
        <Link asChild colorPalette="blue" fontWeight="medium">
          <RouterLink to={invoicingProjectHref(row.project_code)}>
            {row.project_code} · {row.project_name}
          </RouterLink>
        </Link>
      ),
    },
    { key: 'company', header: 'Company', value: (row) => row.company_name ?? '' },
    ...STAGE_DETAIL_COLUMNS,
    ...(canManage ? [MARK_INVOICED_COLUMN] : []),
  ];
}

/**
 * Billing stages across projects (staff), latest date first, with the Admin's "Mark invoiced".
 * `filters` go to the server; the table then searches, sorts and pages in the browser.
 */
export function BillingStagesTable({ label, filters, toolbar, emptyState }: { label: string; filters: BillingStagesFilters; toolbar?: ReactNode; emptyState: ReactNode }) {
  const { role } = useAuth();
  const stages = useBillingStages(filters);
  if (stages.isError && !stages.data) {
    return <ErrorState title="Could not load the billing stages" message="Check your connection and try again." onRetry={() => void stages.refetch()} />;
  }
  return (
    <DataTable
      label={label}
      columns={stageColumns(can(role, 'invoicesManage'))}
      rows={stages.data?.data ?? []}
      getRowKey={(row) => row.id}
      loading={stages.isPending}
      csvFileName="billing-stages"
      toolbar={toolbar}
      emptyState={emptyState}
    />
  );
}
