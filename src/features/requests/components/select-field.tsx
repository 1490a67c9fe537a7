import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A native select (keyboard and screen-reader friendly everywhere) with a "Choose…" first option. */
export function SelectControl({
  registration,
  options,
  placeholder = 'Choose…',
}: {
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...registration}>
        <option value="">{placeholder}</option>
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

/** Inspector choices as select options (their id, their name). */
export function inspectorOptions(inspectors: readonly { id: string; name: string }[]) {
  return inspectors.map((inspector) => ({ value: inspector.id, label: inspector.name }));
}

/** Options from a label table, e.g. SECTOR_LABELS. */
export function optionsFrom<K extends string>(values: readonly K[], labels: Record<K, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}
