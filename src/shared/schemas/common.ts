import { z } from 'zod';

/**
 * The one error body every API route answers with (4xx and 5xx): `error` is a short human-readable
 * message (the browser shows it, spec section 8), `code` a stable machine code.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
  /** With a 409 `version_conflict`: the record as stored now, so the client can show both versions. */
  current: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The `code` of a 409 answered to an update based on a version that is no longer the stored one. */
export const VERSION_CONFLICT_CODE = 'version_conflict';

/**
 * The error body of a route with versioned updates: its 409 may carry `current` (a
 * `version_conflict`), typed with the route's own record schema. Other 409s carry no `current`.
 */
export const conflictErrorSchema = <Current extends z.ZodType>(current: Current) =>
  apiErrorSchema.extend({ current: current.optional() });

/**
 * Idempotent writes (offline queue): a client-generated key sent with a write makes a retry of the
 * same write answer the first result instead of running again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set to `true` on an answer replayed from an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** 8 to 200 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
