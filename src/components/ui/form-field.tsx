import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: string;
  /** The validation message, shown under the control. */
  error?: string;
  helperText?: string;
  children: ReactNode;
}

/** A labelled form control with its validation message (Chakra Field wires the ids and ARIA). */
export function FormField({ label, error, helperText, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
