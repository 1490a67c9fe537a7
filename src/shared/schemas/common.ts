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
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
