/*
 * The zod-free part of src/shared/schemas/common.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */

/** The `code` of a 409 answered to an update based on a version that is no longer the stored one. */
export const VERSION_CONFLICT_CODE = 'version_conflict';

/**
 * Idempotent writes (offline queue): a client-generated key sent with a write makes a retry of the
 * same write answer the first result instead of running again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set to `true` on an answer replayed from an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** 8 to 200 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;

/** Region codes (Canadian provinces and territories); the first part of a project code. */
export const REGIONS = ['BC', 'AB', 'SK', 'MB', 'ON', 'QC', 'NB', 'NS', 'PE', 'NL', 'YT', 'NT', 'NU'] as const;
export type Region = (typeof REGIONS)[number];
export const REGION_LABELS: Record<Region, string> = {
  BC: 'British Columbia',
  AB: 'Alberta',
  SK: 'Saskatchewan',
  MB: 'Manitoba',
  ON: 'Ontario',
  QC: 'Quebec',
  NB: 'New Brunswick',
  NS: 'Nova Scotia',
  PE: 'Prince Edward Island',
  NL: 'Newfoundland and Labrador',
  YT: 'Yukon',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
};

/** The message of a date that is not a calendar date `YYYY-MM-DD`. */
export const DATE_INVALID_MESSAGE = 'Enter a date (YYYY-MM-DD)';
