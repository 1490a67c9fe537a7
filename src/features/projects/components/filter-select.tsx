import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled filter of a list: "All" (empty value) and the options. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
  allLabel: string;
}) {
  const id = useId();
  return (
    <Field.Root maxW={{ base: 'full', sm: '12rem' }}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{allLabel}</option>
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
