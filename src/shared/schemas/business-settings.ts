import { z } from '../zod';
import { BILLING_STAGE_KEYS, hasAtMostTwoDecimals } from '../fees';
import { conflictErrorSchema } from './common';
import {
  BUSINESS_MONEY_MAX,
  BUSINESS_SETTINGS_MESSAGES as MESSAGES,
  PAYMENT_TERMS_MAX_DAYS,
  TRAVEL_FREE_RADIUS_MAX_KM,
  TRAVEL_RATE_MAX,
} from './business-settings-values';
import { REGIONS } from './common-values';
import { canonicalTimeZone, isValidTimeZone } from '../time-zones';

export * from './business-settings-values';

/**
 * The business settings an Admin changes on /settings (GET and PUT /api/settings/business): the
 * fee rule, the billing split, the travel fee rule with its flat zones, the invoice terms and the
 * provider's time zone (docs/business-rules.md, Business settings). Each is read where it applies (src/server/repositories/settings.ts),
 * so a change holds from the next fee, visit or invoice on; what was already computed stays.
 */

/** A number from 0 to `max` with at most 2 decimals, every issue with `message`. */
const twoDecimals = (max: number, message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(max, message)
    .refine(hasAtMostTwoDecimals, MESSAGES.decimals);

const wholeNumber = (max: number, message: string) => z.number({ error: message }).int(message).min(0, message).max(max, message);

const percentSchema = twoDecimals(100, MESSAGES.percent);
const moneySchema = twoDecimals(BUSINESS_MONEY_MAX, MESSAGES.money);

/** Whole percent per stage; the three add up to 100 (the message sits on the last stage). */
const billingSplitSchema = z
  .object({
    deposit: wholeNumber(100, MESSAGES.stagePercent),
    progress: wholeNumber(100, MESSAGES.stagePercent),
    final: wholeNumber(100, MESSAGES.stagePercent),
  })
  .refine((split) => BILLING_STAGE_KEYS.reduce((sum, key) => sum + split[key], 0) === 100, { message: MESSAGES.splitTotal, path: ['final'] });

/** The flat zones: one amount per region at most (a repeated region is marked where it repeats). */
const flatZonesSchema = z
  .array(z.object({ region: z.enum(REGIONS, { error: MESSAGES.region }), amount: moneySchema }))
  .max(REGIONS.length)
  .superRefine((zones, context) => {
    zones.forEach((zone, index) => {
      if (zones.findIndex((other) => other.region === zone.region) < index) {
        context.addIssue({ code: 'custom', message: MESSAGES.zoneTwice, path: [index, 'region'] });
      }
    });
  });

/** An IANA zone the server knows, stored as its canonical name (`america/vancouver` -> `America/Vancouver`). */
const timeZoneSchema = z
  .string({ error: MESSAGES.timeZone })
  .trim()
  .max(100, MESSAGES.timeZone)
  .refine((zone) => zone !== '' && isValidTimeZone(zone), MESSAGES.timeZone)
  .transform(canonicalTimeZone);

/** PUT /api/settings/business: every setting as staff type it, at the `version` the form loaded. */
export const businessSettingsUpdateSchema = z.object({
  fee_rate_percent: percentSchema,
  fee_minimum: moneySchema,
  billing_split: billingSplitSchema,
  travel_free_radius_km: wholeNumber(TRAVEL_FREE_RADIUS_MAX_KM, MESSAGES.freeRadius),
  travel_rate_per_km: twoDecimals(TRAVEL_RATE_MAX, MESSAGES.travelRate),
  travel_flat_zones: flatZonesSchema,
  invoice_tax_rate_percent: percentSchema,
  invoice_payment_terms_days: wholeNumber(PAYMENT_TERMS_MAX_DAYS, MESSAGES.paymentTerms),
  provider_time_zone: timeZoneSchema.optional(),
  version: z.number({ error: MESSAGES.versionRequired }).int().min(1),
});
export type BusinessSettingsUpdateInput = z.input<typeof businessSettingsUpdateSchema>;
export type BusinessSettingsUpdate = z.output<typeof businessSettingsUpdateSchema>;

const count = z.number().int().min(0);

/**
 * GET /api/settings/business and the PUT's answer: the settings as stored (basis points, cents),
 * `version` (grows by one on every save) and when they were last saved (null: never, defaults).
 */
export const businessSettingsSchema = z.object({
  fee_rate_basis_points: count,
  fee_minimum_cents: count,
  billing_split: z.object({ deposit: count, progress: count, final: count }),
  travel_free_radius_km: count,
  travel_rate_cents_per_km: count,
  travel_flat_zones: z.array(z.object({ region: z.enum(REGIONS), amount_cents: count })),
  invoice_tax_rate_basis_points: count,
  invoice_payment_terms_days: count,
  provider_time_zone: z.string(),
  version: z.number().int().min(1),
  updated_at: z.iso.datetime().nullable(),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/** A 409 from the PUT; with `code: 'version_conflict'` it carries the stored settings. */
export const businessSettingsConflictSchema = conflictErrorSchema(businessSettingsSchema);
