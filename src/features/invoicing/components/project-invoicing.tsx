import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { centsToDollars, formatCurrency } from '@/shared/format/currency';
import { formatDate, formatDueDate } from '@/shared/format/date';
import { isInvoiceable } from '@/shared/invoice-rules';
import type { BillingStageListItem, Invoice, ProjectInvoicing } from '@/shared/schemas/invoices';
import { INVOICE_STATUS_LABELS } from '@/shared/schemas/invoices-values';
import { useProjectInvoicing } from '@/lib/api/invoices/get-project-invoicing';
import { useInvoiceTravelWithNotice, useMarkInvoicedWithNotice } from '../hooks/use-mark-invoiced';
import { STAGE_DETAIL_COLUMNS, stageLabel } from './billing-stages-table';
import { InvoiceStatusBadge } from './invoicing-badges';
import { IssuedInvoiceActions, InvoicePdfButton } from './invoice-actions';
import { MarkInvoicedButton } from './mark-invoiced-button';
import { VoidStageButton } from './void-stage-button';

/** The Admin's button that bills the project's travel waiting, on an invoice of its own. */
export const INVOICE_TRAVEL_NOW_LABEL = 'Invoice this travel now';

const money = (cents: number) => formatCurrency(centsToDollars(cents));

/** The Admin's actions on a stage that can still be invoiced: mark it invoiced, or void it (with a reason). */
const STAGE_ACTIONS_COLUMN: DataTableColumn<BillingStageListItem> = {
  key: 'actions',
  header: 'Actions',
  csv: false,
  pin: 'end',
  render: (row) =>
    isInvoiceable(row.status) ? (
      <HStack gap="2" wrap="wrap">
        <MarkInvoicedButton stageId={row.id} what={stageLabel(row)} />
        <VoidStageButton stageId={row.id} what={stageLabel(row)} />
      </HStack>
    ) : null,
};

function stageColumns(canManage: boolean, selected: ReadonlySet<string>, toggle: (id: string) => void): DataTableColumn<BillingStageListItem>[] {
  return [
    ...(canManage
      ? [
          {
            key: 'select',
            header: 'Select',
            csv: false as const,
            render: (row: BillingStageListItem) =>
              isInvoiceable(row.status) ? (
                <chakra.label display="flex" alignItems="center" gap="1.5">
                  <input type="checkbox" checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
                  <chakra.span srOnly>Select {row.stage_description}</chakra.span>
                </chakra.label>
              ) : null,
          },
        ]
      : []),
    { key: 'seq', header: '#', value: (row) => row.seq },
    ...STAGE_DETAIL_COLUMNS,
    ...(canManage ? [STAGE_ACTIONS_COLUMN] : []),
  ];
}

function invoiceColumns(canManage: boolean): DataTableColumn<Invoice>[] {
  return [
    { key: 'number', header: 'Invoice', value: (row) => row.invoice_number },
    { key: 'issued', header: 'Issued', value: (row) => row.issued_at ?? '', render: (row) => formatDate(row.issued_at) },
    { key: 'due', header: 'Due', priority: 3, value: (row) => row.due_at ?? '', render: (row) => (row.status === 'issued' ? formatDueDate(row.due_at) : formatDate(row.due_at)) },
    {
      key: 'lines',
      header: 'Lines',
      value: (row) => row.lines.map((line) => `${line.description} ${money(line.amount_cents)}`).join('; '),
      render: (row) => (
        <Stack gap="0.5">
          {row.lines.map((line) => (
            <Text key={line.id} fontSize="sm">
              {line.description} · {money(line.amount_cents)}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'total', header: 'Total', align: 'end', priority: 2, value: (row) => row.total_cents, render: (row) => money(row.total_cents) },
    {
      key: 'status',
      header: 'Status',
      priority: 1,
      value: (row) => INVOICE_STATUS_LABELS[row.status],
      render: (row) => (
        <Stack gap="0.5">
          <InvoiceStatusBadge status={row.status} />
          {row.status === 'paid' && <Text fontSize="xs">Paid {formatDate(row.paid_at)}</Text>}
          {row.status === 'void' && <Text fontSize="xs">{row.voided_reason}</Text>}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      csv: false,
      pin: 'end',
      render: (row) => (
        <HStack gap="2" align="start" wrap="wrap">
          <InvoicePdfButton invoice={row} />
          {canManage && row.status === 'issued' && <IssuedInvoiceActions invoice={row} />}
        </HStack>
      ),
    },
  ];
}

/**
 * The performed inspections' travel not billed yet, as the lines the next invoice of "Progress and
 * travel" or a later stage will add (the server's rule, src/shared/travel-billing.ts). An Admin may
 * also bill it now on an invoice of its own (e.g. visits after the final balance was invoiced).
 */
function UnbilledTravel({ projectCode, lines, canManage }: { projectCode: string; lines: ProjectInvoicing['unbilled_travel']; canManage: boolean }) {
  const { invoiceTravel, pending } = useInvoiceTravelWithNotice();
  const total = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  return (
    <Box as="section" aria-labelledby="unbilled-travel-heading">
      <HStack justify="space-between" mb="1" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="unbilled-travel-heading">
          Travel to bill
        </Heading>
        {canManage && lines.length > 0 && (
          <Button size="sm" variant="outline" loading={pending} onClick={() => void invoiceTravel(projectCode)}>
            {INVOICE_TRAVEL_NOW_LABEL}
          </Button>
        )}
      </HStack>
      {lines.length === 0 ? (
        <Text color="fg.muted">No travel waiting: every performed inspection’s travel is on an invoice, or there was none.</Text>
      ) : (
        <Stack gap="1">
          <Text color="fg.muted">
            {`Added as ${lines.length === 1 ? 'a line' : `${lines.length} lines`} (${money(total)}) to the next invoice that bills Progress and travel or a later stage, unless invoiced now on its own:`}
          </Text>
          <chakra.ul listStyleType="disc" ps="5">
            {lines.map((line) => (
              <li key={line.inspection_id}>
                {line.description} · {money(line.amount_cents)}
              </li>
            ))}
          </chakra.ul>
        </Stack>
      )}
    </Box>
  );
}

/** "Invoice selected together": the chosen stages on one invoice. */
function InvoiceSelected({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const { markInvoiced, pending } = useMarkInvoicedWithNotice();
  const [first, ...others] = ids;
  return (
    <Button
      size="sm"
      colorPalette="blue"
      disabled={!first}
      loading={pending}
      onClick={async () => {
        if (first && (await markInvoiced(first, others))) onDone();
      }}
    >
      Invoice {ids.length > 1 ? `${ids.length} selected stages together` : 'selected stage'}
    </Button>
  );
}

/**
 * A project's invoicing (staff): its billing stages and invoices; the Admin marks stages invoiced
 * (one or several on one invoice), voids a stage not yet invoiced (with its reason), records
 * payments, voids invoices, and anyone on staff downloads PDFs.
 */
export function ProjectInvoicing({ projectCode }: { projectCode: string }) {
  const { role } = useAuth();
  const canManage = can(role, 'invoicesManage');
  const query = useProjectInvoicing(projectCode);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (query.isError && !query.data) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return missing ? (
      <EmptyState title="Project not found" description={`There is no project ${projectCode}.`} />
    ) : (
      <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  if (!query.data) return <CardSkeleton lines={6} label="Loading the project’s invoicing" query={query} />;
  const { project, stages, invoices, unbilled_travel: unbilledTravel } = query.data;
  const selectable = stages.filter((stage) => selected.has(stage.id) && isInvoiceable(stage.status)).map((stage) => stage.id);

  return (
    <Stack gap="8">
      <Text color="fg.muted">
        {project.project_code} · {project.project_name} · Bill to {project.company_name ?? 'no client company'}
      </Text>
      <Box as="section" aria-labelledby="billing-stages-heading">
        <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id="billing-stages-heading">
            Billing stages
          </Heading>
          {canManage && selectable.length > 0 && <InvoiceSelected ids={selectable} onDone={() => setSelected(new Set())} />}
        </HStack>
        <DataTable
          label="Billing stages"
          columns={stageColumns(canManage, selected, toggle)}
          rows={stages}
          getRowKey={(row) => row.id}
          searchable={false}
          emptyState={<EmptyState title="No billing stages" description="Billing stages are created when a request becomes a project." />}
        />
      </Box>
      <UnbilledTravel projectCode={project.project_code} lines={unbilledTravel} canManage={canManage} />
      <Box as="section" aria-labelledby="invoices-heading">
        <Heading as="h2" size="md" id="invoices-heading" mb="3">
          Invoices
        </Heading>
        <DataTable
          label="Invoices"
          columns={invoiceColumns(canManage)}
          rows={invoices}
          getRowKey={(row) => row.id}
          searchable={false}
          csvFileName={`${project.project_code}-invoices`}
          emptyState={<EmptyState title="No invoices yet" description="Marking a billing stage invoiced issues its invoice." />}
        />
      </Box>
    </Stack>
  );
}
