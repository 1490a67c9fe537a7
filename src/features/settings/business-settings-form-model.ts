import { asTyped, convertFields, parseNumberInput, type FieldConverters, type TextValues } from '@/components/form/form-values';
import { lazyBodyResolver, type LazyResolver } from '@/lib/forms/lazy-resolver';
import { BILLING_STAGE_KEYS, type BillingStageKey } from '@/shared/fees';
// Types only: the shape comes from the shared schema, zod loads with the resolver (docs/decisions/0015-nothing-heavy-before-needed.md).
import type { BusinessSettings, BusinessSettingsUpdateInput } from '@/shared/schemas/business-settings';
import { typedBusinessSettings } from '@/shared/schemas/business-settings-values';

type SettingsBody = BusinessSettingsUpdateInput;
/** The settings typed in one input each (the split and the zones have a shape of their own). */
type ScalarBody = Omit<SettingsBody, 'version' | 'billing_split' | 'travel_flat_zones'>;

/** The business settings form's values as typed: text everywhere (percent and dollars, not stored units). */
export interface BusinessSettingsFormValues extends TextValues<ScalarBody> {
  billing_split: TextValues<SettingsBody['billing_split']>;
  travel_flat_zones: TextValues<SettingsBody['travel_flat_zones'][number]>[];
}

// Every setting typed in one input is a number but the time zone (checked by the schema): one
// entry per field of the shared schema (the compiler asks for a new one).
const SCALAR_FIELDS: FieldConverters<ScalarBody> = {
  fee_rate_percent: parseNumberInput,
  fee_minimum: parseNumberInput,
  travel_free_radius_km: parseNumberInput,
  travel_rate_per_km: parseNumberInput,
  invoice_tax_rate_percent: parseNumberInput,
  invoice_payment_terms_days: parseNumberInput,
  provider_time_zone: asTyped,
};

/** The form's values for the stored settings. */
export function formValuesFromBusinessSettings(settings: BusinessSettings): BusinessSettingsFormValues {
  const typed = typedBusinessSettings(settings);
  return {
    ...(Object.fromEntries(Object.keys(SCALAR_FIELDS).map((field) => [field, String(typed[field as keyof ScalarBody] ?? '')])) as TextValues<ScalarBody>),
    billing_split: Object.fromEntries(BILLING_STAGE_KEYS.map((key) => [key, String(typed.billing_split[key])])) as Record<BillingStageKey, string>,
    travel_flat_zones: typed.travel_flat_zones.map((zone) => ({ region: zone.region, amount: String(zone.amount) })),
  };
}

/** The PUT body for what the form holds (schema input: the schema says what is wrong, field by field). */
export function toBusinessSettingsBody(values: BusinessSettingsFormValues, version: number): BusinessSettingsUpdateInput {
  return {
    ...convertFields(SCALAR_FIELDS, values as unknown as Record<string, string>),
    billing_split: Object.fromEntries(BILLING_STAGE_KEYS.map((key) => [key, parseNumberInput(values.billing_split[key])])),
    travel_flat_zones: values.travel_flat_zones.map((zone) => ({ region: zone.region || undefined, amount: parseNumberInput(zone.amount) })),
    version,
  } as BusinessSettingsUpdateInput;
}

const loadUpdateSchema = () => import('@/shared/schemas/business-settings').then((m) => m.businessSettingsUpdateSchema);

/** The form's resolver: the schema the server validates with, on the body the form would send. */
export function businessSettingsResolver(version: number): LazyResolver<BusinessSettingsFormValues> {
  return lazyBodyResolver(loadUpdateSchema, (values: BusinessSettingsFormValues) => toBusinessSettingsBody(values, version), { submitFormValues: true });
}
