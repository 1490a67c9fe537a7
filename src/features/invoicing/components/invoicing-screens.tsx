import { Field, Input } from '@chakra-ui/react';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListInAddress } from '@/components/data-table/use-list-in-address';
import { EmptyState } from '@/components/feedback/empty-state';
import { CompanyPicker } from '@/components/form/lazy-company-picker';
import { FilterSelect } from '@/components/form/filter-select';
import { countActiveFilters, FoldedFilters } from '@/components/form/folded-filters';
import type { BillingStagesQuery } from '@/shared/schemas/invoices';
import { BILLING_STAGE_STATUSES, type BillingStageStatus } from '@/shared/schemas/projects-values';
import { BILLING_STAGE_STATUS_LABELS } from '@/shared/schemas/invoices-values';
import { useStagesListInAddress } from '../billing-stage-list-params';
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

/** The list's filters: status (unless the screen fixes it), company, project code and dates. */
function StageFilters({ list, withStatus }: { list: ListInAddress<BillingStagesQuery>; withStatus: boolean }) {
  const { query, change } = list;
  const [searchParams, setSearchParams] = useSearchParams();
  // A project code goes to the list only once it is complete (the API refuses a partial code):
  // the box shows what is typed, which the address keeps meanwhile.
  const typedProject = searchParams.get('project') ?? '';
  const typeProject = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set('project', value);
    else next.delete('project');
    next.delete('page');
    setSearchParams(next, { replace: true });
  };
  return (
    <FoldedFilters
      activeCount={countActiveFilters([withStatus ? query.status : undefined, query.company, typedProject, query.from, query.to])}
      onClear={() => change({ status: undefined, company: undefined, project: undefined, from: undefined, to: undefined })}
    >
      {withStatus && (
        <FilterSelect
          label="Status"
          value={query.status ?? ''}
          onChange={(value) => change({ status: (value || undefined) as BillingStageStatus | undefined })}
          options={BILLING_STAGE_STATUSES.map((value) => ({ value, label: BILLING_STAGE_STATUS_LABELS[value] }))}
          allLabel="All statuses"
        />
      )}
      <CompanyPicker
        label="Company"
        value={query.company ?? ''}
        onChange={(value) => change({ company: value || undefined })}
        noneLabel="All companies"
        size="sm"
        maxW={{ base: 'full', sm: '16rem' }}
      />
      <TextFilter label="Project code" type="text" value={typedProject} onChange={typeProject} />
      <TextFilter label="To invoice from" type="date" value={query.from ?? ''} onChange={(value) => change({ from: value || undefined })} />
      <TextFilter label="To invoice until" type="date" value={query.to ?? ''} onChange={(value) => change({ to: value || undefined })} />
    </FoldedFilters>
  );
}

/** `/invoicing` (staff): billing stages across projects, filtered by status, company, project code and dates. */
export function InvoicingScreen() {
  const list = useStagesListInAddress();
  return (
    <BillingStagesTable
      label="Billing stages"
      list={list}
      toolbar={<StageFilters list={list} withStatus />}
      emptyState={<EmptyState title="No billing stages" description="Billing stages show here once projects have them." />}
    />
  );
}

const PENDING_ONLY: Partial<BillingStagesQuery> = { pending: true };

/**
 * `/invoicing/pending`: the stages due to be invoiced (their date has come or is within 14 days),
 * newest need first, filtered by company, project code and dates.
 */
export function PendingInvoicesScreen() {
  const list = useStagesListInAddress(PENDING_ONLY);
  return (
    <BillingStagesTable
      label="Pending invoices"
      list={list}
      toolbar={<StageFilters list={list} withStatus={false} />}
      emptyState={<EmptyState title="Nothing pending" description="No billing stage is due to be invoiced in the next 14 days." />}
    />
  );
}
