import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

export type NativeSelectFieldProps = ComponentProps<typeof NativeSelect.Field>;

/**
 * A native select (keyboard and screen-reader friendly everywhere) with its options; `emptyLabel`
 * adds a first option with the empty value ("All statuses", "Choose…"). The field's props (id,
 * value and onChange, or a react-hook-form registration) go to the `<select>`.
 */
export function NativeSelectControl({
  options,
  emptyLabel,
  size,
  ...field
}: NativeSelectFieldProps & { options: readonly SelectOption[]; emptyLabel?: string; size?: 'sm' | 'md' }) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field {...field}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
