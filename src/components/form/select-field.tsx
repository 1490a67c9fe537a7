import type { UseFormRegisterReturn } from 'react-hook-form';
import { NativeSelectControl, type SelectOption } from '@/components/form/native-select';

/** A form's native select, registered with react-hook-form, with a "Choose…" first option. */
export function SelectControl({
  registration,
  options,
  placeholder = 'Choose…',
}: {
  registration: UseFormRegisterReturn;
  options: readonly SelectOption[];
  placeholder?: string;
}) {
  return <NativeSelectControl {...registration} options={options} emptyLabel={placeholder} />;
}

/** Inspector choices as select options (their id, their name). */
export function inspectorOptions(inspectors: readonly { id: string; name: string }[]) {
  return inspectors.map((inspector) => ({ value: inspector.id, label: inspector.name }));
}

/** Options from a label table, e.g. SECTOR_LABELS. */
export function optionsFrom<K extends string>(values: readonly K[], labels: Record<K, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}
