import { afterEach, describe, expect, it } from 'vitest';
import { defaultStageDates } from '@/features/requests/triage-model';
import { providerToday as browserToday } from '@/lib/provider-day';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../../src/server/config/env';
import {
  configuredProviderTimeZone,
  providerTimeZone,
  providerToday,
  setChosenProviderTimeZone,
  setProviderTimeZone,
} from '../../src/server/config/provider-day';
import { daysUntilDue, isOverdue, needsReminder, needsWarning } from '../../src/shared/deficiency-rules';
import { addDays, daysBetween, today } from '../../src/shared/dates';
import { isDueStage, isPendingStage, pendingCutoffDate, stageStatusOn } from '../../src/shared/invoice-rules';
import { resolveAnalyticsFilters } from '../../src/shared/schemas/analytics';

/** 23:30 on the 26th in Vancouver, already the 27th in UTC: the two days disagree. */
const ACROSS_THE_DATE_LINE = new Date('2026-11-27T07:30:00Z');
const VANCOUVER = 'America/Vancouver';

afterEach(() => {
  setProviderTimeZone(DEFAULT_PROVIDER_TIME_ZONE);
  delete (globalThis as { __PORTAL_CONFIG__?: unknown }).__PORTAL_CONFIG__;
});

describe('today(timeZone)', () => {
  it("is the zone's calendar day, not the UTC one", () => {
    expect(today(VANCOUVER, ACROSS_THE_DATE_LINE)).toBe('2026-11-26');
    expect(today('UTC', ACROSS_THE_DATE_LINE)).toBe('2026-11-27');
    expect(today('Pacific/Auckland', new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-27');
    expect(today(VANCOUVER, new Date('2027-01-01T07:59:59Z'))).toBe('2026-12-31');
    expect(today(VANCOUVER, new Date('2027-01-01T08:00:00Z'))).toBe('2027-01-01');
  });

  it('at 23:30 in Vancouver is still that day there, while UTC has moved on', () => {
    const lateOnTheNinth = new Date('2026-03-10T06:30:00Z'); // 23:30 PDT on 9 March
    expect(today(VANCOUVER, lateOnTheNinth)).toBe('2026-03-09');
    expect(today('UTC', lateOnTheNinth)).toBe('2026-03-10');
    expect(today(VANCOUVER, new Date('2026-03-10T07:00:00Z'))).toBe('2026-03-10'); // midnight PDT
  });

  it("turns at the zone's own midnight on both sides of a daylight-saving change", () => {
    // Spring forward on 8 March 2026 (02:00 PST -> 03:00 PDT): midnight is 08:00Z before, 07:00Z after.
    expect(today(VANCOUVER, new Date('2026-03-08T07:59:59Z'))).toBe('2026-03-07');
    expect(today(VANCOUVER, new Date('2026-03-08T08:00:00Z'))).toBe('2026-03-08');
    expect(today(VANCOUVER, new Date('2026-03-09T06:59:59Z'))).toBe('2026-03-08');
    expect(today(VANCOUVER, new Date('2026-03-09T07:00:00Z'))).toBe('2026-03-09');
    // Fall back on 1 November 2026 (02:00 PDT -> 01:00 PST): a 25-hour day, midnight 07:00Z then 08:00Z.
    expect(today(VANCOUVER, new Date('2026-11-01T06:59:59Z'))).toBe('2026-10-31');
    expect(today(VANCOUVER, new Date('2026-11-01T07:00:00Z'))).toBe('2026-11-01');
    expect(today(VANCOUVER, new Date('2026-11-02T07:59:59Z'))).toBe('2026-11-01');
    expect(today(VANCOUVER, new Date('2026-11-02T08:00:00Z'))).toBe('2026-11-02');
  });

  it('adds and counts whole calendar days', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-26', '2026-11-28')).toBe(2);
    expect(daysBetween('2026-11-28', '2026-11-26')).toBe(-2);
  });
});

describe("the server's day is the provider's", () => {
  it('defaults to Vancouver and follows PROVIDER_TIME_ZONE', () => {
    expect(DEFAULT_PROVIDER_TIME_ZONE).toBe(VANCOUVER);
    expect(providerToday(ACROSS_THE_DATE_LINE)).toBe('2026-11-26');
    setProviderTimeZone('UTC');
    expect(providerToday(ACROSS_THE_DATE_LINE)).toBe('2026-11-27');
  });

  it('follows the zone saved in the Business settings over PROVIDER_TIME_ZONE, until it is cleared', () => {
    setChosenProviderTimeZone('Pacific/Auckland');
    expect(providerTimeZone()).toBe('Pacific/Auckland');
    expect(configuredProviderTimeZone()).toBe(VANCOUVER);
    expect(providerToday(new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-27');
    setChosenProviderTimeZone(null);
    expect(providerToday(ACROSS_THE_DATE_LINE)).toBe('2026-11-26');
    setChosenProviderTimeZone('UTC');
    setProviderTimeZone(VANCOUVER); // a new app starts from its configuration
    expect(providerTimeZone()).toBe(VANCOUVER);
  });
});

describe("the browser's day is the provider's, from the runtime config", () => {
  it('follows provider.timeZone, and dates a conversion by it', () => {
    expect(browserToday(ACROSS_THE_DATE_LINE)).toBe('2026-11-27'); // no runtime config: UTC
    const provider = { name: 'PaintQA', address: '', phone: '', email: '', timeZone: VANCOUVER };
    (globalThis as { __PORTAL_CONFIG__?: unknown }).__PORTAL_CONFIG__ = { supabaseUrl: null, anonKey: 'key', staffEmailDomain: '', provider };
    expect(browserToday(ACROSS_THE_DATE_LINE)).toBe('2026-11-26');
    expect(defaultStageDates({ desired_start_date: '2027-01-15', desired_end_date: null }, browserToday(ACROSS_THE_DATE_LINE)).deposit).toBe('2026-11-26');
  });
});

describe('the rules count in the day they are given (the provider’s, late on the 26th in Vancouver)', () => {
  const day = providerToday(ACROSS_THE_DATE_LINE);

  it('invoicing: a stage dated the 27th is not due yet, and pending until the 27th + 14 days', () => {
    const stage = { status: 'scheduled', toBeInvoicedDate: '2026-11-27' } as const;
    expect(isDueStage(stage, day)).toBe(false);
    expect(isDueStage(stage, today('UTC', ACROSS_THE_DATE_LINE))).toBe(true);
    expect(stageStatusOn(stage, day)).toBe('scheduled');
    expect(pendingCutoffDate(day)).toBe('2026-12-10');
    expect(isPendingStage({ status: 'scheduled', toBeInvoicedDate: '2026-12-11' }, day)).toBe(false);
  });

  it('deficiencies: one due on the 26th is due today, not overdue', () => {
    const item = { status: 'open', dueDate: '2026-11-26', reminderCount: 0, lastReminderAt: null, warningLevel: 0, archived: false } as const;
    expect(daysUntilDue('2026-11-26', day)).toBe(0);
    expect(isOverdue(item, day)).toBe(false);
    expect(isOverdue(item, today('UTC', ACROSS_THE_DATE_LINE))).toBe(true);
    expect(needsReminder({ ...item, dueDate: '2026-11-29' }, ACROSS_THE_DATE_LINE, day)).toBe(false);
    expect(needsReminder({ ...item, dueDate: '2026-11-29' }, ACROSS_THE_DATE_LINE, today('UTC', ACROSS_THE_DATE_LINE))).toBe(true);
    expect(needsWarning({ ...item, dueDate: '2026-11-20' }, day)).toBe(false);
    expect(needsWarning({ ...item, dueDate: '2026-11-20' }, today('UTC', ACROSS_THE_DATE_LINE))).toBe(true);
  });

  it("analytics: the default range ends on the provider's day", () => {
    expect(resolveAnalyticsFilters({}, ['type'], day).to).toBe('2026-11-26');
  });
});
