import { Field, Flex, Input } from '@chakra-ui/react';
import { useId } from 'react';
import { FilterSelect, type FilterOption } from '@/components/form/filter-select';
import { countActiveFilters, FoldedFilters } from '@/components/form/folded-filters';
import { DEFICIENCY_SEVERITIES, DEFICIENCY_SEVERITY_LABELS, DEFICIENCY_STATUS_LABELS, DEFICIENCY_STATUSES } from '@/shared/schemas/inspections-values';
import { QUEUE_LABELS, QUEUES, SELECT_FILTERS, type DeficiencyFilters, type FilterParam } from '../deficiency-filters-model';

const QUEUE_OPTIONS = QUEUES.map((queue) => ({ value: queue, label: QUEUE_LABELS[queue] }));
const STATUS_OPTIONS = DEFICIENCY_STATUSES.map((status) => ({ value: status, label: DEFICIENCY_STATUS_LABELS[status] }));
const SEVERITY_OPTIONS = DEFICIENCY_SEVERITIES.map((severity) => ({ value: severity, label: DEFICIENCY_SEVERITY_LABELS[severity] }));

export interface DeficiencyFilterBarProps {
  filters: DeficiencyFilters;
  onChange: (name: FilterParam, value: string) => void;
  /** Clears the filters the "Filters" button holds, in one change of the address. */
  onClear: () => void;
  projects: readonly FilterOption[];
  companies: readonly FilterOption[];
}

/** The list's filters: search, queue, status, severity, project and responsible company. */
export function DeficiencyFilterBar({ filters, onChange, onClear, projects, companies }: DeficiencyFilterBarProps) {
  const searchId = useId();
  return (
    <Flex gap="3" wrap="wrap" align="flex-end">
      <Field.Root maxW={{ base: 'full', sm: '16rem' }}>
        <Field.Label htmlFor={searchId}>Search deficiencies</Field.Label>
        <Input
          id={searchId}
          size="sm"
          type="search"
          placeholder="Location, description, #number"
          value={filters.q ?? ''}
          onChange={(event) => onChange('q', event.currentTarget.value)}
        />
      </Field.Root>
      <FoldedFilters activeCount={countActiveFilters(SELECT_FILTERS.map((name) => filters[name]))} onClear={onClear}>
        <FilterSelect label="Queue" allLabel="All queues" value={filters.queue ?? ''} onChange={(value) => onChange('queue', value)} options={QUEUE_OPTIONS} />
        <FilterSelect label="Status" allLabel="All statuses" value={filters.status ?? ''} onChange={(value) => onChange('status', value)} options={STATUS_OPTIONS} />
        <FilterSelect label="Severity" allLabel="All severities" value={filters.severity ?? ''} onChange={(value) => onChange('severity', value)} options={SEVERITY_OPTIONS} />
        <FilterSelect label="Project" allLabel="All projects" value={filters.project ?? ''} onChange={(value) => onChange('project', value)} options={projects} />
        <FilterSelect
          label="Responsible company"
          allLabel="All companies"
          value={filters.company ?? ''}
          onChange={(value) => onChange('company', value)}
          options={companies}
        />
      </FoldedFilters>
    </Flex>
  );
}
