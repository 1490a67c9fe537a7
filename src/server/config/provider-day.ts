import { today, weekIn } from '../../shared/dates';
import { DEFAULT_PROVIDER_TIME_ZONE } from './env';

/*
 * The server's "today": the provider's day, the same day the browser computes from the runtime
 * config (src/lib/provider-day.ts). The zone is the Business setting an Admin chose, or
 * PROVIDER_TIME_ZONE until one is saved. buildApp sets the configured zone, then
 * plugins/provider-settings.ts keeps the chosen one current on every replica; a script that builds
 * no app (the seeds) gets the default. See docs/business-rules.md, "The provider's day".
 */
let configuredTimeZone = DEFAULT_PROVIDER_TIME_ZONE;
let chosenTimeZone: string | null = null;

/** PROVIDER_TIME_ZONE, the zone until an Admin saves one (forgets any chosen before). */
export function setProviderTimeZone(timeZone: string): void {
  configuredTimeZone = timeZone;
  chosenTimeZone = null;
}

/** The zone an Admin saved in the Business settings (null: none saved, PROVIDER_TIME_ZONE holds). */
export function setChosenProviderTimeZone(timeZone: string | null): void {
  chosenTimeZone = timeZone;
}

/** PROVIDER_TIME_ZONE, what the Business setting shows before an Admin saves one. */
export const configuredProviderTimeZone = (): string => configuredTimeZone;

/** The provider's time zone now (IANA). */
export const providerTimeZone = (): string => chosenTimeZone ?? configuredTimeZone;

/** `now`'s day in the provider's time zone, as `YYYY-MM-DD`. */
export const providerToday = (now: Date = new Date()): string => today(providerTimeZone(), now);

/** The provider's week (Monday to Monday, in the provider's time zone) that `now` falls in. */
export const providerWeek = (now: Date = new Date()): { from: Date; to: Date } => weekIn(providerTimeZone(), now);
