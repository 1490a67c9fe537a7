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
