import { asTyped, convertFields, nullableText, optionalText, textValuesOf, type FieldConverters, type TextValues } from '@/components/form/form-values';
import { lazyBodyResolver } from '@/lib/forms/lazy-resolver';
// Types only: the shape comes from the shared schema, zod loads with the resolver (docs/decisions/0015-nothing-heavy-before-needed.md).
import type { Company, CompanyInput } from '@/shared/schemas/companies';

/** The company form's values as typed: the body's fields as text (empty: not given). */
export type CompanyFormValues = TextValues<CompanyInput>;

// How each typed field becomes the POST/PATCH body's: empty texts clear, empty choices are null.
// One entry per field of the shared schema (the compiler asks for a new one).
const COMPANY_FIELDS: FieldConverters<CompanyInput> = {
  name: asTyped,
  type: optionalText,
  address: asTyped,
  city: asTyped,
  region: nullableText,
  postal_code: asTyped,
  phone: asTyped,
  email: asTyped,
  member_no: asTyped,
  membership_status: nullableText,
  membership_valid_from: nullableText,
  membership_valid_to: nullableText,
};

export function companyFormValues(company?: Company): CompanyFormValues {
  return textValuesOf(Object.keys(COMPANY_FIELDS) as (keyof CompanyInput)[], company);
}

/** The POST/PATCH body for what the form holds. */
export function toCompanyBody(values: CompanyFormValues): CompanyInput {
  return convertFields(COMPANY_FIELDS, values) as CompanyInput;
}

/** The shared schema (loaded on first validation) on the body the form would send; the form submits its own values. */
export const companyFormResolver = lazyBodyResolver(() => import('@/shared/schemas/companies').then((m) => m.companyInputSchema), toCompanyBody, {
  submitFormValues: true,
});
