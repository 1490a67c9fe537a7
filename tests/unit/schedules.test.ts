import { describe, expect, it } from 'vitest';
import { describeCron } from '@/features/schedules/cron-preview';
import { recipientsError, scheduleFormDefaults, splitRecipients, toScheduleInput, type ScheduleFormValues } from '@/features/schedules/schedule-form-model';
import { isValidCron, isValidTimeZone, nextCronRun, scheduleInputSchema, type Schedule } from '@/shared/schemas/schedules';

const values = (change: Partial<ScheduleFormValues> = {}): ScheduleFormValues => ({
  name: 'Weekly',
  report_key: 'demographics',
  region: '',
  project_id: '',
  frequency: 'custom',
  weekday: '1',
  day_of_month: '1',
  time: '07:00',
  cron: '0 7 * * 1',
  time_zone: 'America/Vancouver',
  format: 'pdf',
  recipients: 'a@example.com\nb@example.com',
  enabled: true,
  ...change,
});

describe('scheduled reports: cron, time zones and the form model', () => {
  it('accepts five-field cron expressions and refuses the rest', () => {
    expect(isValidCron('0 7 * * 1')).toBe(true);
    expect(isValidCron('*/15 8-17 * * 1-5')).toBe(true);
    expect(isValidCron('0 7 * *')).toBe(false);
    expect(isValidCron('61 7 * * *')).toBe(false);
    expect(isValidCron('every day')).toBe(false);
  });

  it('describes an expression in words', () => {
    expect(describeCron('0 7 * * 1')).toBe('At 07:00, only on Monday');
    expect(describeCron('30 8 * * 1-5')).toBe('At 08:30, Monday through Friday');
    expect(describeCron('nope')).toBeNull();
  });

  it('computes the next run in the time zone, across a daylight saving change', () => {
    expect(isValidTimeZone('America/Vancouver')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    // 07:00 in Vancouver: 15:00 UTC before 8 March 2026 (PST), 14:00 UTC after (PDT).
    expect(nextCronRun('0 7 * * *', 'America/Vancouver', new Date('2026-03-07T16:00:00Z'))?.toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(nextCronRun('0 7 * * *', 'America/Vancouver', new Date('2026-03-06T16:00:00Z'))?.toISOString()).toBe('2026-03-07T15:00:00.000Z');
  });

  it('turns the form values into the API body', () => {
    expect(splitRecipients(' a@example.com, b@example.com;c@example.com\n')).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    const parsed = scheduleInputSchema.safeParse(toScheduleInput(values({ region: 'BC', project_id: 'ignored' })));
    expect(parsed.success && parsed.data).toMatchObject({ filters: { region: 'BC' }, recipients: ['a@example.com', 'b@example.com'] });
    expect(parsed.success && parsed.data.filters).not.toHaveProperty('project_id');
  });

  it('reports the first bad recipient and a deficiency list without a project', () => {
    const parsed = scheduleInputSchema.safeParse(toScheduleInput(values({ recipients: 'ok@example.com, nope', report_key: 'deficiency_list' })));
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(['recipients.1: Every recipient must be a valid e-mail address.', 'filters.project_id: Choose the project whose deficiency list to send.']);
    expect(recipientsError({ 1: { message: 'Every recipient must be a valid e-mail address.' } })).toBe('Every recipient must be a valid e-mail address.');
    expect(recipientsError({ message: 'Enter at least one recipient.' })).toBe('Enter at least one recipient.');
  });

  it('sends the picked schedule as cron, and a custom one as typed', () => {
    expect(toScheduleInput(values({ frequency: 'monthly', day_of_month: 'L', time: '18:30', cron: 'ignored' }))).toMatchObject({ cron: '30 18 L * *' });
    expect(toScheduleInput(values({ frequency: 'weekly', weekday: '5', time: '06:00' }))).toMatchObject({ cron: '0 6 * * 5' });
    expect(toScheduleInput(values({ frequency: 'custom', cron: '*/15 8-17 * * 1-5' }))).toMatchObject({ cron: '*/15 8-17 * * 1-5' });
    // No time: no cron, so the shared schema refuses it (the form says to enter a time).
    expect(scheduleInputSchema.safeParse(toScheduleInput(values({ frequency: 'daily', time: '' }))).success).toBe(false);
  });

  it('opens a stored schedule in the picker only when its cron is a simple one in the provider time zone', () => {
    const stored = (cron: string, time_zone = 'America/Vancouver') => ({ ...toScheduleInput(values({ cron, time_zone })), id: 'x', filters: {} }) as unknown as Schedule;
    expect(scheduleFormDefaults(stored('0 7 * * 1'), 'America/Vancouver')).toMatchObject({ frequency: 'weekly', weekday: '1', time: '07:00' });
    expect(scheduleFormDefaults(stored('45 6 L * *'), 'America/Vancouver')).toMatchObject({ frequency: 'monthly', day_of_month: 'L', time: '06:45' });
    expect(scheduleFormDefaults(stored('0 7 * * 1-5'), 'America/Vancouver')).toMatchObject({ frequency: 'custom', cron: '0 7 * * 1-5' });
    expect(scheduleFormDefaults(stored('0 7 * * 1', 'Europe/London'), 'America/Vancouver')).toMatchObject({ frequency: 'custom', cron: '0 7 * * 1', time_zone: 'Europe/London' });
    // Saved unchanged, each gives back its own cron and time zone.
    for (const cron of ['0 7 * * 1', '45 6 L * *', '0 7 * * 1-5']) {
      expect(toScheduleInput(scheduleFormDefaults(stored(cron), 'America/Vancouver'))).toMatchObject({ cron, time_zone: 'America/Vancouver' });
    }
    // A new one: weekly, Monday 07:00, in the provider time zone.
    expect(scheduleFormDefaults(undefined, 'America/Halifax')).toMatchObject({ frequency: 'weekly', weekday: '1', time: '07:00', time_zone: 'America/Halifax' });
  });
});
