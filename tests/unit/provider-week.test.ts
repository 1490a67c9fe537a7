import { afterEach, describe, expect, it } from 'vitest';
import { weekAround } from '@/features/inspections/date-time-input';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../../src/server/config/env';
import { setProviderTimeZone } from '../../src/server/config/provider-day';
import { weekOf } from '../../src/server/repositories/team';
import { startOfDayIn, today, weekIn } from '../../src/shared/dates';

const VANCOUVER = 'America/Vancouver';
/** Sunday 23:30 in Vancouver: already Monday 07:30 in UTC, a new UTC week. */
const SUNDAY_NIGHT = new Date('2026-11-30T07:30:00Z');
const originalTz = process.env.TZ;

afterEach(() => {
  setProviderTimeZone(DEFAULT_PROVIDER_TIME_ZONE);
  process.env.TZ = originalTz;
});

describe("the server's week is the provider's (Monday to Monday in the provider's time zone)", () => {
  it('puts Sunday 23:30 in Vancouver in the week that began the Monday before, not the UTC week', () => {
    setProviderTimeZone(VANCOUVER);
    expect(weekOf(SUNDAY_NIGHT)).toEqual({ from: new Date('2026-11-23T08:00:00Z'), to: new Date('2026-11-30T08:00:00Z') });
    // Half an hour later it is Monday in Vancouver too: the next week.
    expect(weekOf(new Date('2026-11-30T08:30:00Z')).from).toEqual(new Date('2026-11-30T08:00:00Z'));
  });

  it('is the week the inspections screen shows in the same zone', () => {
    process.env.TZ = VANCOUVER;
    const { from, to } = weekIn(VANCOUVER, SUNDAY_NIGHT);
    expect(weekAround(SUNDAY_NIGHT)).toEqual({ from: today(VANCOUVER, from), to: today(VANCOUVER, new Date(to.getTime() - 1)) });
  });

  it('keeps the local midnights across a change to daylight saving time', () => {
    // Vancouver moves its clocks forward on Sunday 8 March 2026: that week is 167 hours long.
    expect(weekIn(VANCOUVER, new Date('2026-03-08T12:00:00Z'))).toEqual({ from: new Date('2026-03-02T08:00:00Z'), to: new Date('2026-03-09T07:00:00Z') });
    expect(startOfDayIn('2026-11-02', VANCOUVER)).toEqual(new Date('2026-11-02T08:00:00Z'));
  });
});
