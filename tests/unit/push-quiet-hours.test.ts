import { describe, expect, it } from 'vitest';
import { pushDueAt } from '../../src/server/services/push';
import { wallTimeIn } from '../../src/shared/dates';

/** Quiet hours end at a wall-clock time in the provider's zone, also on the nights the clocks change. */
describe('quiet hours on a daylight-saving day (America/Vancouver)', () => {
  const zone = 'America/Vancouver';
  const night = { starts: '22:00', ends: '07:00' };

  it('ends at 07:00 PDT after the spring-forward night (an hour less to wait)', () => {
    // 23:30 PST on 7 March 2026 is 07:30 UTC on the 8th; clocks skip 02:00 to 03:00; 07:00 PDT is 14:00 UTC.
    expect(pushDueAt(new Date('2026-03-08T07:30:00Z'), night, zone).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    // Already past the change, at 05:15 PDT.
    expect(pushDueAt(new Date('2026-03-08T12:15:00Z'), night, zone).toISOString()).toBe('2026-03-08T14:00:00.000Z');
  });

  it('ends at 07:00 PST after the fall-back night (an hour more to wait)', () => {
    // 23:30 PDT on 31 October 2026 is 06:30 UTC on 1 November; 07:00 PST is 15:00 UTC.
    expect(pushDueAt(new Date('2026-11-01T06:30:00Z'), night, zone).toISOString()).toBe('2026-11-01T15:00:00.000Z');
  });

  it('places a wall-clock time on either side of the change', () => {
    expect(wallTimeIn('2026-03-07', 7 * 60, zone).toISOString()).toBe('2026-03-07T15:00:00.000Z');
    expect(wallTimeIn('2026-03-08', 7 * 60, zone).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(wallTimeIn('2026-03-08', 0, zone).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(wallTimeIn('2026-11-01', 23 * 60 + 59, zone).toISOString()).toBe('2026-11-02T07:59:00.000Z');
  });
});
