import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_BILLING_SPLIT, type BillingSplit } from '../../shared/fees';
import { DEFAULT_TRAVEL_FEE_SETTINGS, isFlatZones, type TravelFeeSettings } from '../../shared/travel-fee';
import type { Database } from '../db/client';
import { counters, settings } from '../db/schema';
import type { Transaction } from './notifications';

/** The keys of the business settings this module reads (rows of the settings table). */
export const SETTING_KEYS = {
  feeRateBasisPoints: 'fee.rate_basis_points',
  feeMinimumCents: 'fee.minimum_cents',
  billingSplit: 'billing.split_percent',
  travelFreeRadiusKm: 'travel.free_radius_km',
  travelRateCentsPerKm: 'travel.rate_cents_per_km',
  /** `{ "<region>": <cents>, ... }`: the regions billed a flat travel fee per inspection. */
  travelFlatZones: 'travel.flat_zones',
  invoiceTaxRateBasisPoints: 'invoice.tax_rate_basis_points',
  invoicePaymentTermsDays: 'invoice.payment_terms_days',
} as const;

export interface InvoiceSettings {
  /** 500 = 5 %. */
  taxRateBasisPoints: number;
  /** The due date is the issue date plus this many days. */
  paymentTermsDays: number;
}

/** Used when a row is missing (the seed inserts these same values). */
export const DEFAULT_INVOICE_SETTINGS: InvoiceSettings = { taxRateBasisPoints: 500, paymentTermsDays: 30 };

export interface FeeSettings {
  /** 500 = 5 % of the contract value. */
  rateBasisPoints: number;
  minimumCents: number;
  /** Percent of the fee per billing stage. */
  billingSplit: BillingSplit;
}

/** Used when a row is missing (the migration inserts these same values). */
export const DEFAULT_FEE_SETTINGS: FeeSettings = {
  rateBasisPoints: 500,
  minimumCents: 150_000,
  billingSplit: DEFAULT_BILLING_SPLIT,
};

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function isSplit(value: unknown): value is BillingSplit {
  if (!value || typeof value !== 'object') return false;
  const split = value as Record<string, unknown>;
  const parts = [split.deposit, split.progress, split.final];
  return parts.every((part) => typeof part === 'number' && part >= 0) && (parts as number[]).reduce((a, b) => a + b, 0) === 100;
}

/** The fee rule's settings; a missing or malformed row falls back to its default. */
export async function getFeeSettings(db: Database | Transaction): Promise<FeeSettings> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, Object.values(SETTING_KEYS)));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const rate = byKey.get(SETTING_KEYS.feeRateBasisPoints);
  const minimum = byKey.get(SETTING_KEYS.feeMinimumCents);
  const split = byKey.get(SETTING_KEYS.billingSplit);
  return {
    rateBasisPoints: isCount(rate) ? rate : DEFAULT_FEE_SETTINGS.rateBasisPoints,
    minimumCents: isCount(minimum) ? minimum : DEFAULT_FEE_SETTINGS.minimumCents,
    billingSplit: isSplit(split) ? split : DEFAULT_FEE_SETTINGS.billingSplit,
  };
}

/** The travel fee rule's settings (src/shared/travel-fee.ts); a missing or malformed row falls back to its default. */
export async function getTravelFeeSettings(db: Database | Transaction): Promise<TravelFeeSettings> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [SETTING_KEYS.travelFreeRadiusKm, SETTING_KEYS.travelRateCentsPerKm, SETTING_KEYS.travelFlatZones]));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const radius = byKey.get(SETTING_KEYS.travelFreeRadiusKm);
  const rate = byKey.get(SETTING_KEYS.travelRateCentsPerKm);
  const zones = byKey.get(SETTING_KEYS.travelFlatZones);
  return {
    freeRadiusKm: isCount(radius) ? radius : DEFAULT_TRAVEL_FEE_SETTINGS.freeRadiusKm,
    rateCentsPerKm: isCount(rate) ? rate : DEFAULT_TRAVEL_FEE_SETTINGS.rateCentsPerKm,
    flatZones: isFlatZones(zones) ? zones : DEFAULT_TRAVEL_FEE_SETTINGS.flatZones,
  };
}

/** The invoice settings (tax rate, payment terms); a missing or malformed row falls back to its default. */
export async function getInvoiceSettings(db: Database | Transaction): Promise<InvoiceSettings> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [SETTING_KEYS.invoiceTaxRateBasisPoints, SETTING_KEYS.invoicePaymentTermsDays]));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const tax = byKey.get(SETTING_KEYS.invoiceTaxRateBasisPoints);
  const terms = byKey.get(SETTING_KEYS.invoicePaymentTermsDays);
  return {
    taxRateBasisPoints: isCount(tax) ? tax : DEFAULT_INVOICE_SETTINGS.taxRateBasisPoints,
    paymentTermsDays: isCount(terms) ? terms : DEFAULT_INVOICE_SETTINGS.paymentTermsDays,
  };
}

/** Write one setting (insert or replace). */
export async function putSetting(db: Database | Transaction, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * The next number of a counter (1, 2, ...). Call it inside the transaction that uses the number:
 * the UPSERT locks the counter row until commit, so concurrent callers wait and get distinct
 * numbers, and a rollback gives the number back (no gaps from failed writes).
 */
export async function nextCounterValue(tx: Transaction, key: string): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ key, value: 1 })
    .onConflictDoUpdate({ target: counters.key, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  return row!.value;
}
