import { today, weekIn } from '../../shared/dates';
import { DEFAULT_PROVIDER_TIME_ZONE } from './env';

/*
 * The server's "today": the provider's day (config.PROVIDER_TIME_ZONE), the same day the browser
 * computes from the runtime config (src/lib/provider-day.ts). buildApp sets the zone once; a
 * script that builds no app (the seeds) gets the default. See docs/business-rules.md.
 */
let providerTimeZone = DEFAULT_PROVIDER_TIME_ZONE;

export function setProviderTimeZone(timeZone: string): void {
  providerTimeZone = timeZone;
}

/** `now`'s day in the provider's time zone, as `YYYY-MM-DD`. */
export const providerToday = (now: Date = new Date()): string => today(providerTimeZone, now);

/** The provider's week (Monday to Monday, in the provider's time zone) that `now` falls in. */
export const providerWeek = (now: Date = new Date()): { from: Date; to: Date } => weekIn(providerTimeZone, now);
