import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_BILLING_SPLIT, type BillingSplit } from '../../shared/fees';
import type { BusinessSettings, BusinessSettingsChange, StoredBusinessSettings } from '../../shared/schemas/business-settings';
import { REGIONS, type Region } from '../../shared/schemas/common-values';
import { isValidTimeZone } from '../../shared/time-zones';
import { configuredProviderTimeZone } from '../config/provider-day';
import { DEFAULT_TRAVEL_FEE_SETTINGS, isFlatZones, type TravelFeeSettings } from '../../shared/travel-fee';
import type { Db, Transaction } from '../db/client';
import { counters, settings } from '../db/schema';

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
  /** The provider's IANA time zone; no row: PROVIDER_TIME_ZONE (src/server/config/provider-day.ts). */
  providerTimeZone: 'provider.time_zone',
  /** Grows by one on every save of the business settings (PUT /api/settings/business). */
  businessVersion: 'business.version',
} as const;

type SettingRows = Map<string, unknown>;

/** The rows of the given keys (every key when none given), by key. */
async function settingRows(db: Db, keys: readonly string[] = Object.values(SETTING_KEYS)): Promise<SettingRows> {
  const rows = await db.select().from(settings).where(inArray(settings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

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
export async function getFeeSettings(db: Db): Promise<FeeSettings> {
  return feeSettingsFrom(await settingRows(db, [SETTING_KEYS.feeRateBasisPoints, SETTING_KEYS.feeMinimumCents, SETTING_KEYS.billingSplit]));
}

function feeSettingsFrom(byKey: SettingRows): FeeSettings {
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
export async function getTravelFeeSettings(db: Db): Promise<TravelFeeSettings> {
  return travelFeeSettingsFrom(await settingRows(db, [SETTING_KEYS.travelFreeRadiusKm, SETTING_KEYS.travelRateCentsPerKm, SETTING_KEYS.travelFlatZones]));
}

function travelFeeSettingsFrom(byKey: SettingRows): TravelFeeSettings {
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
export async function getInvoiceSettings(db: Db): Promise<InvoiceSettings> {
  return invoiceSettingsFrom(await settingRows(db, [SETTING_KEYS.invoiceTaxRateBasisPoints, SETTING_KEYS.invoicePaymentTermsDays]));
}

function invoiceSettingsFrom(byKey: SettingRows): InvoiceSettings {
  const tax = byKey.get(SETTING_KEYS.invoiceTaxRateBasisPoints);
  const terms = byKey.get(SETTING_KEYS.invoicePaymentTermsDays);
  return {
    taxRateBasisPoints: isCount(tax) ? tax : DEFAULT_INVOICE_SETTINGS.taxRateBasisPoints,
    paymentTermsDays: isCount(terms) ? terms : DEFAULT_INVOICE_SETTINGS.paymentTermsDays,
  };
}

/** The zone an Admin saved, or null when none was (or the row is not a zone: written by hand). */
function chosenTimeZoneFrom(byKey: SettingRows): string | null {
  const zone = byKey.get(SETTING_KEYS.providerTimeZone);
  return typeof zone === 'string' && isValidTimeZone(zone) ? zone : null;
}

/** The provider's time zone an Admin saved in the Business settings; null: PROVIDER_TIME_ZONE holds. */
export async function getChosenProviderTimeZone(db: Db): Promise<string | null> {
  return chosenTimeZoneFrom(await settingRows(db, [SETTING_KEYS.providerTimeZone]));
}

const isRegion = (zone: string): zone is Region => (REGIONS as readonly string[]).includes(zone);

/** Every business setting as the fee, travel and invoice rules read it (defaults for missing rows). */
function storedFrom(byKey: SettingRows): StoredBusinessSettings {
  const fee = feeSettingsFrom(byKey);
  const travel = travelFeeSettingsFrom(byKey);
  const invoice = invoiceSettingsFrom(byKey);
  return {
    fee_rate_basis_points: fee.rateBasisPoints,
    fee_minimum_cents: fee.minimumCents,
    billing_split: fee.billingSplit,
    travel_free_radius_km: travel.freeRadiusKm,
    travel_rate_cents_per_km: travel.rateCentsPerKm,
    // A zone stored for an unknown region (written by hand) still prices visits but is not shown.
    travel_flat_zones: Object.entries(travel.flatZones)
      .filter((entry): entry is [Region, number] => isRegion(entry[0]))
      .map(([region, cents]) => ({ region, amount_cents: cents })),
    invoice_tax_rate_basis_points: invoice.taxRateBasisPoints,
    invoice_payment_terms_days: invoice.paymentTermsDays,
    provider_time_zone: chosenTimeZoneFrom(byKey) ?? configuredProviderTimeZone(),
  };
}

/** The business settings with their version and when they were last saved (GET /api/settings/business). */
export async function getBusinessSettings(db: Db): Promise<BusinessSettings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, Object.values(SETTING_KEYS)));
  const byKey: SettingRows = new Map(rows.map((row) => [row.key, row.value]));
  const version = byKey.get(SETTING_KEYS.businessVersion);
  const saved = rows.filter((row) => row.key !== SETTING_KEYS.businessVersion).map((row) => row.updatedAt.getTime());
  return {
    ...storedFrom(byKey),
    version: isCount(version) && version >= 1 ? version : 1,
    updated_at: saved.length ? new Date(Math.max(...saved)).toISOString() : null,
  };
}

export type BusinessSettingsSave =
  | { kind: 'saved'; before: BusinessSettings; after: BusinessSettings }
  | { kind: 'conflict'; current: BusinessSettings };

/**
 * Store every business setting at once, only while the version is still `expectedVersion`; call it
 * inside the transaction that audits the change. The version row is locked first, so two saves
 * based on the same version never both land: the second sees the new version and gets a conflict.
 */
export async function saveBusinessSettings(tx: Transaction, values: BusinessSettingsChange, expectedVersion: number): Promise<BusinessSettingsSave> {
  await tx.insert(settings).values({ key: SETTING_KEYS.businessVersion, value: 1 }).onConflictDoNothing();
  await tx.select().from(settings).where(eq(settings.key, SETTING_KEYS.businessVersion)).for('update');
  const before = await getBusinessSettings(tx);
  if (before.version !== expectedVersion) return { kind: 'conflict', current: before };
  const flatZones = Object.fromEntries(values.travel_flat_zones.map((zone) => [zone.region, zone.amount_cents]));
  const writes: [string, unknown][] = [
    [SETTING_KEYS.feeRateBasisPoints, values.fee_rate_basis_points],
    [SETTING_KEYS.feeMinimumCents, values.fee_minimum_cents],
    [SETTING_KEYS.billingSplit, values.billing_split],
    [SETTING_KEYS.travelFreeRadiusKm, values.travel_free_radius_km],
    [SETTING_KEYS.travelRateCentsPerKm, values.travel_rate_cents_per_km],
    [SETTING_KEYS.travelFlatZones, flatZones],
    [SETTING_KEYS.invoiceTaxRateBasisPoints, values.invoice_tax_rate_basis_points],
    [SETTING_KEYS.invoicePaymentTermsDays, values.invoice_payment_terms_days],
    ...(values.provider_time_zone === undefined ? [] : [[SETTING_KEYS.providerTimeZone, values.provider_time_zone] as [string, unknown]]),
    [SETTING_KEYS.businessVersion, before.version + 1],
  ];
  for (const [key, value] of writes) await putSetting(tx, key, value);
  return { kind: 'saved', before, after: await getBusinessSettings(tx) };
}

/** Write one setting (insert or replace). */
export async function putSetting(db: Db, key: string, value: unknown): Promise<void> {
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
