import { LOCALE } from './format/locale';

/*
 * IANA time zones as the runtime knows them, without croner (src/shared/schemas/schedules-values.ts
 * re-exports isValidTimeZone): the Business settings schema loads this alone (docs/performance.md).
 */

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat(LOCALE, { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A valid zone's canonical name (`america/vancouver` -> `America/Vancouver`). */
export const canonicalTimeZone = (timeZone: string): string => new Intl.DateTimeFormat(LOCALE, { timeZone }).resolvedOptions().timeZone;

/** Every time zone the runtime knows, for a select (the current one included even if missing). */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}
