import { parseNumberInput } from '@/components/form/form-values';
import { lazyBodyResolver, type LazyResolver } from '@/lib/forms/lazy-resolver';
import { BILLING_STAGE_KEYS, type BillingStageKey } from '@/shared/fees';
import type { BusinessSettings, BusinessSettingsUpdateInput } from '@/shared/schemas/business-settings';
import { typedBusinessSettings } from '@/shared/schemas/business-settings-values';

/** The business settings form's values as typed: text everywhere (percent and dollars, not stored units). */
export interface BusinessSettingsFormValues {
  fee_rate_percent: string;
  fee_minimum: string;
  billing_split: Record<BillingStageKey, string>;
  travel_free_radius_km: string;
  travel_rate_per_km: string;
  travel_flat_zones: { region: string; amount: string }[];
  invoice_tax_rate_percent: string;
  invoice_payment_terms_days: string;
}

/** The form's values for the stored settings. */
export function formValuesFromBusinessSettings(settings: BusinessSettings): BusinessSettingsFormValues {
  const typed = typedBusinessSettings(settings);
  return {
    fee_rate_percent: String(typed.fee_rate_percent),
    fee_minimum: String(typed.fee_minimum),
    billing_split: Object.fromEntries(BILLING_STAGE_KEYS.map((key) => [key, String(typed.billing_split[key])])) as Record<BillingStageKey, string>,
    travel_free_radius_km: String(typed.travel_free_radius_km),
    travel_rate_per_km: String(typed.travel_rate_per_km),
    travel_flat_zones: typed.travel_flat_zones.map((zone) => ({ region: zone.region, amount: String(zone.amount) })),
    invoice_tax_rate_percent: String(typed.invoice_tax_rate_percent),
    invoice_payment_terms_days: String(typed.invoice_payment_terms_days),
  };
}

/** The PUT body for what the form holds (schema input: the schema says what is wrong, field by field). */
export function toBusinessSettingsBody(values: BusinessSettingsFormValues, version: number): BusinessSettingsUpdateInput {
  return {
    fee_rate_percent: parseNumberInput(values.fee_rate_percent),
    fee_minimum: parseNumberInput(values.fee_minimum),
    billing_split: Object.fromEntries(BILLING_STAGE_KEYS.map((key) => [key, parseNumberInput(values.billing_split[key])])),
    travel_free_radius_km: parseNumberInput(values.travel_free_radius_km),
    travel_rate_per_km: parseNumberInput(values.travel_rate_per_km),
    travel_flat_zones: values.travel_flat_zones.map((zone) => ({ region: zone.region || undefined, amount: parseNumberInput(zone.amount) })),
    invoice_tax_rate_percent: parseNumberInput(values.invoice_tax_rate_percent),
    invoice_payment_terms_days: parseNumberInput(values.invoice_payment_terms_days),
    version,
  } as BusinessSettingsUpdateInput;
}

const loadUpdateSchema = () => import('@/shared/schemas/business-settings').then((m) => m.businessSettingsUpdateSchema);

/** The form's resolver: the schema the server validates with, on the body the form would send. */
export function businessSettingsResolver(version: number): LazyResolver<BusinessSettingsFormValues> {
  return lazyBodyResolver(loadUpdateSchema, (values: BusinessSettingsFormValues) => toBusinessSettingsBody(values, version), { submitFormValues: true });
}
