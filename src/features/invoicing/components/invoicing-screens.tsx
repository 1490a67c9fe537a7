import { Field, HStack, Input } from '@chakra-ui/react';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state';
import { TableSkeleton } from '@/components/feedback/skeletons';
import { useCompanies } from '@/features/companies/api/companies';
import { FilterSelect } from '@/components/form/filter-select';
import { useLoadedAfterRender } from '@/lib/use-loaded-after-render';
import { BILLING_STAGE_STATUSES } from '@/shared/schemas/projects-values';
import { BILLING_STAGE_STATUS_LABELS } from '@/shared/schemas/invoices-values';
import { filtersFromSearchParams, loadBillingStagesQuerySchema, withFilter, type BillingStagesQuerySchema, type FilterKey } from '../billing-stage-filters';
import { BillingStagesTable } from './billing-stages-table';

function TextFilter({ label, type, value, onChange }: { label: string; type: 'date' | 'text'; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Field.Root maxW={{ base: 'full', sm: '11rem' }}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input id={id} size="sm" type={type} value={value} placeholder={type === 'text' ? 'e.g. BC-26-0001' : undefined} onChange={(event) => onChange(event.currentTarget.value.trim())} />
    </Field.Root>
  );
}

/**
 * `/invoicing` (staff): billing stages across projects. The filters (status, company, project code,
 * date range) live in the address bar, so a reload or a shared link shows the same list.
 */
export function InvoicingScreen() {
  const querySchema = useLoadedAfterRender(loadBillingStagesQuerySchema);
  // The table's place is kept while the schema loads (a spinner would make the page jump).
  return querySchema ? <InvoicingScreenOf querySchema={querySchema} /> : <TableSkeleton columns={6} label="Loading billing stages" />;
}

/** The screen once the schema that reads its address is in. */
function InvoicingScreenOf({ querySchema }: { querySchema: BillingStagesQuerySchema }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams, querySchema);
  const companies = useCompanies();
  const set = (key: FilterKey) => (value: string) => setSearchParams(withFilter(searchParams, key, value), { replace: true });
  // A project code is sent only once it is complete (the API refuses a partial code).
  const typedProject = searchParams.get('project') ?? '';
  return (
    <BillingStagesTable
      label="Billing stages"
      filters={filters}
      toolbar={
        <HStack gap="3" align="end" wrap="wrap">
          <FilterSelect
            label="Status"
            value={filters.status ?? ''}
            onChange={set('status')}
            options={BILLING_STAGE_STATUSES.map((value) => ({ value, label: BILLING_STAGE_STATUS_LABELS[value] }))}
            allLabel="All statuses"
          />
          <FilterSelect
            label="Company"
            value={filters.company ?? ''}
            onChange={set('company')}
            options={(companies.data?.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
            allLabel={companies.isPending ? 'Loading companies…' : 'All companies'}
          />
          <TextFilter label="Project code" type="text" value={typedProject} onChange={set('project')} />
          <TextFilter label="To invoice from" type="date" value={filters.from ?? ''} onChange={set('from')} />
          <TextFilter label="To invoice until" type="date" value={filters.to ?? ''} onChange={set('to')} />
        </HStack>
      }
      emptyState={<EmptyState title="No billing stages" description="No billing stage matches these filters." />}
    />
  );
}

/** `/invoicing/pending`: the stages due to be invoiced (their date has come or is within 14 days), newest need first. */
export function PendingInvoicesScreen() {
  return (
    <BillingStagesTable
      label="Pending invoices"
      filters={{ pending: 'true' }}
      emptyState={<EmptyState title="Nothing pending" description="No billing stage is due to be invoiced in the next 14 days." />}
    />
  );
}
