import { today } from '@/shared/dates';
import { getRuntimeConfig } from './runtime-config';

/** `now`'s day in the provider's time zone (the runtime config's), as the server counts it: docs/business-rules.md. */
export const providerToday = (now: Date = new Date()): string => today(getRuntimeConfig().provider.timeZone, now);
