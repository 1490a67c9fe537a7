import { z } from '../zod';
import { DATE_INVALID_MESSAGE } from './common-values';

export * from './common-values';

/** A calendar date `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date({ error: DATE_INVALID_MESSAGE });

/**
 * The one error body every API route answers with (4xx and 5xx): `error` is a short human-readable
 * message (the browser shows it, docs/architecture.md, One error shape), `code` a stable machine code.
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

/**
 * The error body of a route with versioned updates: its 409 may carry `current` (a
 * `version_conflict`), typed with the route's own record schema. Other 409s carry no `current`.
 */
export const conflictErrorSchema = <Current extends z.ZodType>(current: Current) =>
  apiErrorSchema.extend({ current: current.optional() });

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
