/**
 * A form's values for an API body type (the shared schema's `z.input`): each field as typed in its
 * input, text ('' when not given), so a draft stores and restores what is on screen
 * (docs/offline.md). The form model's one conversion turns them into the body.
 */
export type TextValues<Body> = { [Field in keyof Body]-?: string };

/**
 * A form's text values from a loaded record: each named field's text, '' where the record has
 * none (or there is no record yet: a new one).
 */
export function textValuesOf<Field extends string>(fields: readonly Field[], record?: Partial<Record<Field, string | null>> | null): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, record?.[field] ?? ''])) as Record<Field, string>;
}

/**
 * A number as typed ("125,000.50", "$ 90 000"), or undefined when empty; NaN when it is not a
 * number, so the schema reports it.
 */
export function parseNumberInput(value: string | undefined): number | undefined {
  const cleaned = (value ?? '').replace(/[\s,$]/g, '');
  if (cleaned === '') return undefined;
  return /^-?\d*\.?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
