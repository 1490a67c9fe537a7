import { describe, expect, it } from 'vitest';
import { DEFAULT_SIMPLE_SCHEDULE, fromCron, toCron, type SimpleSchedule } from '@/features/schedules/schedule-picker-model';
import { isValidCron, nextCronRun } from '@/shared/schemas/schedules-values';

const schedule = (overrides: Partial<SimpleSchedule>): SimpleSchedule => ({ ...DEFAULT_SIMPLE_SCHEDULE, ...overrides });

describe('the schedule picker and its cron', () => {
  it.each([
    [schedule({ frequency: 'daily', time: '06:30' }), '30 6 * * *'],
    [schedule({ frequency: 'weekly', weekday: 1, time: '07:00' }), '0 7 * * 1'],
    [schedule({ frequency: 'weekly', weekday: 0, time: '23:59' }), '59 23 * * 0'],
    [schedule({ frequency: 'monthly', dayOfMonth: '15', time: '18:05' }), '5 18 15 * *'],
    [schedule({ frequency: 'monthly', dayOfMonth: 'L', time: '00:00' }), '0 0 L * *'],
  ])('%o writes %s, which the server accepts and which reads back the same', (picked, cron) => {
    expect(toCron(picked)).toBe(cron);
    expect(isValidCron(cron)).toBe(true);
    expect(fromCron(cron)).toMatchObject({ frequency: picked.frequency, time: picked.time });
    expect(toCron(fromCron(cron)!)).toBe(cron);
  });

  it('"last day" runs on the last day of each month in the time zone', () => {
    const next = nextCronRun(toCron(schedule({ frequency: 'monthly', dayOfMonth: 'L', time: '07:00' })), 'America/Vancouver', new Date('2026-02-10T00:00:00Z'));
    expect(next?.toISOString()).toBe('2026-02-28T15:00:00.000Z');
  });

  it.each([
    '0 7 * * 1-5',
    '*/15 * * * *',
    '0 7 1 1 *',
    '0 7 29 * *',
    '0 7 1 * 1',
    '0 07 * * 1',
    '0 7 * * 7',
    '0 7 * * MON',
    '0 0 7 * * 1',
    '',
  ])('keeps %j custom', (cron) => {
    expect(fromCron(cron)).toBeNull();
  });

  it('writes nothing for a time or date that is not one', () => {
    expect(toCron(schedule({ time: '' }))).toBe('');
    expect(toCron(schedule({ time: '24:00' }))).toBe('');
    expect(toCron(schedule({ frequency: 'monthly', dayOfMonth: '31' }))).toBe('');
  });
});
