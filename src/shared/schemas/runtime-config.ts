import { z } from '../zod';

/**
 * Deployment settings the browser needs, served by the server as /runtime-config.js (which sets
 * `window.__PORTAL_CONFIG__`), so one build runs against any deployment.
 */
export const runtimeConfigSchema = z.object({
  /** Base URL for supabase-js; null means this portal's own origin (embedded auth). */
  supabaseUrl: z.string().nullable(),
  anonKey: z.string(),
  staffEmailDomain: z.string(),
  provider: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    /** IANA time zone of the office (the Business setting, PROVIDER_TIME_ZONE until one is saved): its days are "today". */
    timeZone: z.string(),
  }),
  /** Test-only override of every polling interval (TEST_POLL_INTERVAL_MS). */
  testPollIntervalMs: z.number().int().positive().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
