import type { InputHTMLAttributes } from 'react';

type KindProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize'>;

/**
 * What a text field holds, which decides the keyboard a phone opens and what the browser offers
 * to fill in. Numbers stay type="text" with a numeric keyboard: the forms parse what people type
 * ("180,000", "12.5"), which a type="number" field would refuse or round (parseNumberInput).
 */
export const INPUT_KINDS = {
  /** The person's own address: the email keyboard and autofill. */
  email: { type: 'email', autoComplete: 'email' },
  tel: { type: 'tel', autoComplete: 'tel' },
  /** Someone else's address (a company's, a new colleague's): the keyboard without offering one's own. */
  contactEmail: { type: 'email', autoComplete: 'off' },
  contactTel: { type: 'tel', autoComplete: 'off' },
  /** Whole numbers: counts, days, kilometres, percentages of a split. */
  integer: { type: 'text', inputMode: 'numeric' },
  /** Amounts and rates with decimals. */
  decimal: { type: 'text', inputMode: 'decimal' },
  date: { type: 'date' },
  dateTime: { type: 'datetime-local' },
  /** Canadian postal codes mix letters and digits (V6B 1A1): the full keyboard, in capitals. */
  postalCode: { type: 'text', autoComplete: 'postal-code', autoCapitalize: 'characters' },
} as const satisfies Record<string, KindProps>;

export type InputKind = keyof typeof INPUT_KINDS;

/** The input props of a kind of field, e.g. `<Input {...inputKind('email')} {...register('email')} />`. */
export function inputKind(kind: InputKind): KindProps {
  return INPUT_KINDS[kind];
}
