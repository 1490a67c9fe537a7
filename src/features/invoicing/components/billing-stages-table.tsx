import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { formatRowCount } from '@/components/data-table/data-table-model';
import { ExportAllButton } from '@/components/data-table/export-all-button';
import { serverListTableProps, type ListInAddress } from '@/components/data-table/use-list-in-address';
import { ServerSearchField } from '@/components/data-table/server-search-field';
import { ErrorState } from '@/components/feedback/error-state';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { centsToDollars, formatCurrency } from '@/shared/format/currency';
import { formatDueDate } from '@/shared/format/date';
import { isInvoiceable } from '@/shared/invoice-rules';
import type { BillingStageListItem, BillingStagesQuery } from '@/shared/schemas/invoices';
import { BILLING_STAGE_STATUS_LABELS, BILLING_STAGES_PAGE_SIZES, type BillingStageSortKey } from '@/shared/schemas/invoices-values';
import { fetchAllBillingStages, useBillingStages } from '@/lib/api/invoices/get-billing-stages';
import { isNarrowed } from '../billing-stage-list-params';
import { invoicingProjectHref } from '../invoicing-links';
import { StageStatusBadge } from './invoicing-badges';
import { MarkInvoicedButton } from './mark-invoiced-button';
import { useDeferredData } from '@/lib/api/use-deferred-data';

/** A row's key; module-level, so the table's memoised rows are not rendered again for a new function. */
const stageKey = (row: BillingStageListItem) => row.id;

/** "1 stage", "1,204 stages": how many the filters match, every page. */
const stageCount = (count: number) => `${formatRowCount(count)} ${count === 1 ? 'stage' : 'stages'}`;

/** "Deposit at assignment of BC-26-0001": a stage in the accessible names of its actions. */
export const stageLabel = (row: Pick<BillingStageListItem, 'stage_description' | 'project_code'>) => `${row.stage_description} of ${row.project_code}`;

/** The stage, its date, amount, status and invoice: the columns every stage table shows. */
export const STAGE_DETAIL_COLUMNS = [
  { key: 'stage', header: 'Stage', value: (row) => row.stage_description },
  { key: 'date', header: 'To invoice', priority: 3, value: (row) => row.to_be_invoiced_date ?? '', render: (row) => formatDueDate(row.to_be_invoiced_date) },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    priority: 2,
    value: (row) => row.total_amount_cents,
    render: (row) => formatCurrency(centsToDollars(row.total_amount_cents)),
    csv: (row) => centsToDollars(row.total_amount_cents),
  },
  {
    key: 'status',
    header: 'Status',
    priority: 1,
    value: (row) => BILLING_STAGE_STATUS_LABELS[row.status],
    // A stage an Admin voided shows why under its status.
    render: (row) =>
      row.voided_reason ? (
        <Stack gap="0.5" align="start">
          <StageStatusBadge status={row.status} />
          <Text fontSize="xs">{row.voided_reason}</Text>
        </Stack>
      ) : (
        <StageStatusBadge status={row.status} />
      ),
  },
  { key: 'invoice', header: 'Invoice', priority: 4, value: (row) => row.invoice_number ?? '' },
] satisfies readonly (DataTableColumn<BillingStageListItem> & { key: BillingStageSortKey })[];

/** The Admin's "Mark invoiced", on the stages that can still be invoiced. */
const MARK_INVOICED_COLUMN: DataTableColumn<BillingStageListItem> = {
  key: 'actions',
  header: 'Actions',
  csv: false,
  pin: 'end',
  render: (row) => (isInvoiceable(row.status) ? <MarkInvoicedButton stageId={row.id} what={stageLabel(row)} /> : null),
};

/**
 * The columns across projects; each sortable column's key is the server's sort key. The project's
 * link is the row's primary action unless the row has "Mark invoiced" (`primaryLink` false).
 */
const stageColumnsAcross = (primaryLink: (row: BillingStageListItem) => boolean) =>
  [
    {
      key: 'project',
      header: 'Project',
      value: (row) => `${row.project_code} ${row.project_name}`,
      render: (row) => (
        <Link asChild colorPalette="blue" fontWeight="medium">
          <RouterLink to={invoicingProjectHref(row.project_code)} data-primary-action={primaryLink(row) ? '' : undefined}>
            {row.project_code} · {row.project_name}
          </RouterLink>
        </Link>
      ),
    },
    { key: 'company', header: 'Company', value: (row) => row.company_name ?? '' },
    ...STAGE_DETAIL_COLUMNS,
  ] satisfies readonly (DataTableColumn<BillingStageListItem> & { key: BillingStageSortKey })[];
const STAGE_COLUMNS = stageColumnsAcross(() => true);
const MANAGED_STAGE_COLUMNS = [...stageColumnsAcross((row) => !isInvoiceable(row.status)), MARK_INVOICED_COLUMN];

/** Module-level lists, so the table's memoised rows keep them across renders. */
const stageColumns = (canManage: boolean): readonly DataTableColumn<BillingStageListItem>[] => (canManage ? MANAGED_STAGE_COLUMNS : STAGE_COLUMNS);

/**
 * Billing stages across projects (staff) with the Admin's "Mark invoiced": the server filters,
 * searches (project, company, stage, invoice number), sorts and pages them, so every stage can be
 * reached however many there are. Export CSV downloads the whole list, not only the page.
 */
export function BillingStagesTable({ label, list, toolbar, emptyState }: { label: string; list: ListInAddress<BillingStagesQuery>; toolbar?: ReactNode; emptyState: ReactNode }) {
  const { role } = useAuth();
  const { query, ready } = list;
  const stages = useBillingStages(query, ready);
  const columns = stageColumns(can(role, 'invoicesManage'));
  const data = useDeferredData(stages);

  if (stages.isError && !data) {
    return <ErrorState title="Could not load the billing stages" message="Check your connection and try again." onRetry={() => void stages.refetch()} />;
  }
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={data?.data ?? []}
      getRowKey={stageKey}
      {...serverListTableProps(list, data, BILLING_STAGES_PAGE_SIZES)}
      loading={!data}
      busy={stages.isFetching}
      emptyState={isNarrowed(query) ? undefined : emptyState}
      noRowsText="No billing stage matches these filters."
      toolbar={
        <>
          <ServerSearchField label="Search" placeholder="Project, company, stage, invoice…" list={list} />
          {toolbar}
        </>
      }
      actions={
        <HStack gap="3">
          {data && data.total > 0 && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {stageCount(data.total)}, {formatCurrency(centsToDollars(data.total_amount_cents))}
            </Text>
          )}
          <ExportAllButton columns={columns} fetchAll={() => fetchAllBillingStages(query)} fileName="billing-stages" noun="stages" disabled={!data || data.total === 0} />
        </HStack>
      }
    />
  );
}
