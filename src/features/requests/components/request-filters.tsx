import { FilterSelect, type FilterOption } from '@/components/form/filter-select';
import { REQUEST_STATUS_LABELS, REQUEST_STATUSES, REQUEST_TYPE_LABELS, REQUEST_TYPES, type RequestStatusChoice } from '@/shared/schemas/requests-values';
import type { TypeFilter } from '../request-list-model';

const TYPE_OPTIONS: FilterOption<TypeFilter>[] = [
  { value: 'all', label: 'All types' },
  ...REQUEST_TYPES.map((type) => ({ value: type, label: REQUEST_TYPE_LABELS[type] })),
];

const STATUS_OPTIONS: FilterOption<RequestStatusChoice>[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'open', label: 'Open (not yet decided)' },
  ...REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_LABELS[status] })),
];

/** The type filter of a request list. */
export function TypeFilterSelect({ value, onChange }: { value: TypeFilter; onChange: (value: TypeFilter) => void }) {
  return <FilterSelect label="Type" value={value} onChange={onChange} options={TYPE_OPTIONS} />;
}

/** The status filter of a request list. */
export function StatusFilterSelect({ value, onChange }: { value: RequestStatusChoice; onChange: (value: RequestStatusChoice) => void }) {
  return <FilterSelect label="Status" value={value} onChange={onChange} options={STATUS_OPTIONS} />;
}
