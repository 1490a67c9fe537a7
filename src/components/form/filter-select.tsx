import { Field } from '@chakra-ui/react';
import { useId } from 'react';
import { NativeSelectControl, type SelectOption } from './native-select';

export type FilterOption<Value extends string = string> = SelectOption<Value>;

/** A labelled filter of a list: with `allLabel`, a first "All …" option (the empty value), then the options. */
export function FilterSelect<Value extends string = string>({
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  label: string;
  value: Value | '';
  onChange: (value: Value) => void;
  options: readonly FilterOption<Value>[];
  allLabel?: string;
}) {
  const id = useId();
  return (
    <Field.Root maxW={{ base: 'full', sm: '12rem' }}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelectControl size="sm" id={id} value={value} onChange={(event) => onChange(event.currentTarget.value as Value)} options={options} emptyLabel={allLabel} />
    </Field.Root>
  );
}
