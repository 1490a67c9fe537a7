/*
 * The zod-free part of src/shared/schemas/business-settings.ts (which re-exports it): limits,
 * messages and the conversions between what staff type (percent, dollars) and what is stored
 * (basis points, cents), read by the settings form without loading zod (docs/performance.md).
 */
import { BILLING_STAGE_DESCRIPTIONS, BILLING_STAGE_KEYS, dollarsToCents, type BillingSplit } from '../fees';
import { centsToDollars } from '../format/currency';
import type { Region } from './common-values';
import { LOCALE } from '../format/locale';

/** The largest minimum fee and flat zone amount, in dollars. */
export const BUSINESS_MONEY_MAX = 1_000_000;
/** The largest per-km travel rate, in dollars. */
export const TRAVEL_RATE_MAX = 100;
export const TRAVEL_FREE_RADIUS_MAX_KM = 1_000;
export const PAYMENT_TERMS_MAX_DAYS = 365;

export const BUSINESS_SETTINGS_MESSAGES = {
  percent: 'Enter a percentage from 0 to 100',
  decimals: 'Use at most 2 decimals',
  money: `Enter an amount in dollars from 0 to ${BUSINESS_MONEY_MAX.toLocaleString(LOCALE)}`,
  travelRate: `Enter a rate in dollars from 0 to ${TRAVEL_RATE_MAX}`,
  stagePercent: 'Enter a whole percentage from 0 to 100',
  splitTotal: 'The three stages must add up to 100 %',
  freeRadius: `Enter whole kilometres from 0 to ${TRAVEL_FREE_RADIUS_MAX_KM.toLocaleString(LOCALE)}`,
  region: 'Choose a region',
  zoneTwice: 'This region already has a flat zone',
  paymentTerms: `Enter whole days from 0 to ${PAYMENT_TERMS_MAX_DAYS}`,
  timeZone: 'Choose a time zone from the list, such as America/Vancouver',
  versionRequired: 'The version the change is based on is required',
} as const;

/** The stage labels of the billing split, in billing order. */
export const BILLING_SPLIT_FIELDS = BILLING_STAGE_KEYS.map((key) => ({ key, label: BILLING_STAGE_DESCRIPTIONS[key] }));

/** The business settings as stored and as GET /api/settings/business answers them (integer units). */
export interface StoredBusinessSettings {
  /** 500 = 5 % of the contract value. */
  fee_rate_basis_points: number;
  fee_minimum_cents: number;
  /** Percent of the fee per billing stage; the three add up to 100. */
  billing_split: BillingSplit;
  travel_free_radius_km: number;
  travel_rate_cents_per_km: number;
  /** The regions billed a flat travel fee per inspection, whatever the distance. */
  travel_flat_zones: { region: Region; amount_cents: number }[];
  /** 500 = 5 % on an invoice's subtotal. */
  invoice_tax_rate_basis_points: number;
  invoice_payment_terms_days: number;
  /** The provider's time zone (IANA): its days are every rule's "today" (docs/business-rules.md). */
  provider_time_zone: string;
}

/** The same settings as staff type them: percentages and dollars (the PUT body, less its version). */
export interface TypedBusinessSettings {
  fee_rate_percent: number;
  fee_minimum: number;
  billing_split: BillingSplit;
  travel_free_radius_km: number;
  travel_rate_per_km: number;
  travel_flat_zones: { region: Region; amount: number }[];
  invoice_tax_rate_percent: number;
  invoice_payment_terms_days: number;
  /** Optional in the PUT body: a client that does not send it leaves the stored zone as it is. */
  provider_time_zone?: string;
}

/** What a save stores: the settings in stored units, the time zone only when sent. */
export type BusinessSettingsChange = Omit<StoredBusinessSettings, 'provider_time_zone'> & Pick<TypedBusinessSettings, 'provider_time_zone'>;

/** Percent with at most 2 decimals to basis points (5.25 % -> 525). */
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);
const basisPointsToPercent = (basisPoints: number) => basisPoints / 100;

/** What the server stores for a typed (and validated) change. */
export function storedBusinessSettings(typed: TypedBusinessSettings): BusinessSettingsChange {
  return {
    fee_rate_basis_points: percentToBasisPoints(typed.fee_rate_percent),
    fee_minimum_cents: dollarsToCents(typed.fee_minimum),
    billing_split: { ...typed.billing_split },
    travel_free_radius_km: typed.travel_free_radius_km,
    travel_rate_cents_per_km: dollarsToCents(typed.travel_rate_per_km),
    travel_flat_zones: typed.travel_flat_zones.map((zone) => ({ region: zone.region, amount_cents: dollarsToCents(zone.amount) })),
    invoice_tax_rate_basis_points: percentToBasisPoints(typed.invoice_tax_rate_percent),
    invoice_payment_terms_days: typed.invoice_payment_terms_days,
    provider_time_zone: typed.provider_time_zone,
  };
}

/** The stored settings in the units staff type (the form starts from these). */
export function typedBusinessSettings(stored: BusinessSettingsChange): TypedBusinessSettings {
  return {
    fee_rate_percent: basisPointsToPercent(stored.fee_rate_basis_points),
    fee_minimum: centsToDollars(stored.fee_minimum_cents),
    billing_split: { ...stored.billing_split },
    travel_free_radius_km: stored.travel_free_radius_km,
    travel_rate_per_km: centsToDollars(stored.travel_rate_cents_per_km),
    travel_flat_zones: stored.travel_flat_zones.map((zone) => ({ region: zone.region, amount: centsToDollars(zone.amount_cents) })),
    invoice_tax_rate_percent: basisPointsToPercent(stored.invoice_tax_rate_basis_points),
    invoice_payment_terms_days: stored.invoice_payment_terms_days,
    provider_time_zone: stored.provider_time_zone,
  };
}
