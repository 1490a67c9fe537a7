/**
 * A form's text values from a loaded record: each named field's text, '' where the record has
 * none (or there is no record yet: a new one).
 */
export function textValuesOf<Field extends string>(fields: readonly Field[], record?: Partial<Record<Field, string | null>> | null): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, record?.[field] ?? ''])) as Record<Field, string>;
}
