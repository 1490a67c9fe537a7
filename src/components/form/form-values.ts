/**
 * A form's values for an API body type (the shared schema's `z.input`): each field as typed in its
 * input, text ('' when not given), so a draft stores and restores what is on screen
 * (docs/offline.md). The form model's one conversion turns them into the body.
 */
export type TextValues<Body> = { [Field in keyof Body]-?: string };

/** How one typed field becomes the body's value; the schema then reports what is wrong. */
export type FieldConverter = (value: string | undefined) => unknown;

/**
 * One converter per field of a body: a form model's table of how each field is typed, so a new
 * field in the shared schema is a compile error there until the form says how it is typed.
 */
export type FieldConverters<Body> = { [Field in keyof Body]-?: FieldConverter };

/** The body's values of the table's fields, converted from what the form holds. */
export function convertFields(converters: Record<string, FieldConverter>, values: Partial<Record<string, string>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(converters).map(([field, convert]) => [field, convert(values[field])]));
}

/** The text as typed (undefined from a disabled control): the schema trims it and says when it is missing. */
export const asTyped = (value: string | undefined): string | undefined => value;

/** Trimmed text, or undefined when empty (an optional field left blank, a disabled control). */
export function optionalText(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/** Trimmed text, or null when empty (a field the body clears). */
export const nullableText = (value: string | undefined): string | null => optionalText(value) ?? null;

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
