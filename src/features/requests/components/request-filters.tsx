import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import { REQUEST_STATUS_LABELS, REQUEST_STATUSES, REQUEST_TYPE_LABELS, REQUEST_TYPES } from '@/shared/schemas/requests';
import type { StatusFilter, TypeFilter } from '../request-list-model';

function Select<T extends string>({ label, value, onChange, options }: { label: string; value: T; onChange: (value: T) => void; options: { value: T; label: string }[] }) {
  const id = useId();
  return (
    <Field.Root maxW={{ base: 'full', sm: '14rem' }}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value as T)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

const TYPE_OPTIONS: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All types' },
  ...REQUEST_TYPES.map((type) => ({ value: type, label: REQUEST_TYPE_LABELS[type] })),
];

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'open', label: 'Open (not yet decided)' },
  ...REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_LABELS[status] })),
];

/** The type filter of a request list. */
export function TypeFilterSelect({ value, onChange }: { value: TypeFilter; onChange: (value: TypeFilter) => void }) {
  return <Select label="Type" value={value} onChange={onChange} options={TYPE_OPTIONS} />;
}

/** The status filter of a request list. */
export function StatusFilterSelect({ value, onChange }: { value: StatusFilter; onChange: (value: StatusFilter) => void }) {
  return <Select label="Status" value={value} onChange={onChange} options={STATUS_OPTIONS} />;
}
