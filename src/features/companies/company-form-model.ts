import { textValuesOf } from '@/components/form/form-values';
import { lazyBodyResolver } from '@/lib/forms/lazy-resolver';
import type { Company, CompanyInput } from '@/shared/schemas/companies';

/** The company form's values as typed (empty: not given). */
export interface CompanyFormValues {
  name: string;
  type: string;
  address: string;
  city: string;
  region: string;
  postal_code: string;
  phone: string;
  email: string;
  member_no: string;
  membership_status: string;
  membership_valid_from: string;
  membership_valid_to: string;
}

const TEXT_FIELDS = ['name', 'address', 'city', 'postal_code', 'phone', 'email', 'member_no'] as const;
const FORM_FIELDS = [...TEXT_FIELDS, 'type', 'region', 'membership_status', 'membership_valid_from', 'membership_valid_to'] as const;

export function companyFormValues(company?: Company): CompanyFormValues {
  return textValuesOf(FORM_FIELDS, company);
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The POST/PATCH body for what the form holds: empty texts clear, empty choices are null. */
export function toCompanyBody(values: CompanyFormValues): CompanyInput {
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field]])),
    type: orNull(values.type) ?? undefined,
    region: orNull(values.region),
    membership_status: orNull(values.membership_status),
    membership_valid_from: orNull(values.membership_valid_from),
    membership_valid_to: orNull(values.membership_valid_to),
  } as CompanyInput;
}

/** The shared schema (loaded on first validation) on the body the form would send; the form submits its own values. */
export const companyFormResolver = lazyBodyResolver(() => import('@/shared/schemas/companies').then((m) => m.companyInputSchema), toCompanyBody, {
  submitFormValues: true,
});
