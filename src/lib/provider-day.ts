import { today } from '@/shared/dates';
import { getRuntimeConfig } from './runtime-config';

/**
 * `now`'s day in the provider's time zone (the runtime config's: the Business setting when the
 * page loaded), as the server counts it: docs/business-rules.md, "The provider's day".
 */
export const providerToday = (now: Date = new Date()): string => today(getRuntimeConfig().provider.timeZone, now);

/**
 * After an Admin saves a new zone, this page counts days in it at once (other pages on their next
 * load of /runtime-config.js, which the server writes with the saved zone).
 */
export function adoptProviderTimeZone(timeZone: string): void {
  const raw = (globalThis as { __PORTAL_CONFIG__?: { provider?: { timeZone?: unknown } } }).__PORTAL_CONFIG__;
  if (raw && typeof raw.provider === 'object' && raw.provider !== null) raw.provider.timeZone = timeZone;
}
