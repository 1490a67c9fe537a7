import { Field, Input } from '@chakra-ui/react';
import { useId, type Ref } from 'react';
import { useLoadedAfterRender } from '@/lib/use-loaded-after-render';
import type { CompanyPickerProps } from './company-picker';

// The combobox and its state machine (about 30 KB) load once the page shows, so they are not part
// of any route's first download (the route budget of docs/performance.md); meanwhile a box of the same size.
const loadCompanyPicker = () => import('./company-picker');

/** The company picker (./company-picker.tsx), loaded after the page shows; the same props. */
export function CompanyPicker(props: CompanyPickerProps) {
  const loaded = useLoadedAfterRender(loadCompanyPicker);
  const id = useId();
  if (loaded) return <loaded.CompanyPicker {...props} />;
  return (
    <Field.Root disabled maxW={props.maxW}>
      <Field.Label htmlFor={id}>{props.label}</Field.Label>
      <Input id={id} size={props.size ?? 'md'} placeholder={props.value ? 'Loading…' : (props.noneLabel ?? 'Loading…')} readOnly />
      {props.helperText && <Field.HelperText>{props.helperText}</Field.HelperText>}
    </Field.Root>
  );
}

/** A react-hook-form field (a `Controller`'s `field`) as the picker's value, handlers, name and ref. */
export const pickerFieldProps = (field: { value?: string | null; onChange: (id: string) => void; onBlur: () => void; name: string; ref: Ref<HTMLInputElement> }) => ({
  value: field.value ?? '',
  onChange: field.onChange,
  onBlur: field.onBlur,
  name: field.name,
  inputRef: field.ref,
});
