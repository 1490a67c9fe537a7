import { describe, expect, it } from 'vitest';
import { centsToDollars, formatCurrency } from '../../src/shared/format/currency';
import { formatDate, formatDateTime, formatDueDate, NOT_AVAILABLE, parseDate } from '../../src/shared/format/date';
import { formatPhone } from '../../src/shared/format/phone';

describe('parseDate', () => {
  it('reads a plain calendar date as local noon', () => {
    const date = parseDate('2026-03-14')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([2026, 2, 14, 12, 0]);
  });

  it('reads a space-separated date-time as UTC', () => {
    expect(parseDate('2026-03-14 09:30:00')!.toISOString()).toBe('2026-03-14T09:30:00.000Z');
    expect(parseDate('2026-03-14 09:30')!.toISOString()).toBe('2026-03-14T09:30:00.000Z');
    expect(parseDate('2026-03-14 09:30:00.123')!.toISOString()).toBe('2026-03-14T09:30:00.123Z');
  });

  it('reads ISO timestamps, Date objects and epoch numbers as they are', () => {
    expect(parseDate('2026-03-14T09:30:00Z')!.toISOString()).toBe('2026-03-14T09:30:00.000Z');
    expect(parseDate(new Date(0))!.getTime()).toBe(0);
    expect(parseDate(86_400_000)!.toISOString()).toBe('1970-01-02T00:00:00.000Z');
  });

  it.each([null, undefined, '', '   ', 'not a date', '2026-02-30', '2026-13-01', new Date('x'), Number.NaN])(
    'gives nothing for %o',
    (value) => {
      expect(parseDate(value as never)).toBeNull();
    },
  );
});

describe('date display', () => {
  it('formats dates and shows N/A for missing or invalid ones', () => {
    expect(formatDate('2026-03-14')).toBe('Mar 14, 2026');
    expect(formatDate(null)).toBe(NOT_AVAILABLE);
    expect(formatDate('garbage')).toBe('N/A');
    expect(formatDateTime(undefined)).toBe('N/A');
    expect(formatDateTime('2026-03-14')).toMatch(/^Mar 14, 2026, 12:00\sPM$/);
  });

  it('prefixes due dates', () => {
    expect(formatDueDate('2026-03-14')).toBe('Due Mar 14, 2026');
    expect(formatDueDate('')).toBe('N/A');
  });
});

describe('formatPhone', () => {
  it.each([
    ['6045550142', '(604) 555-0142'],
    ['16045550142', '(604) 555-0142'],
    ['604-555-0142', '(604) 555-0142'],
    ['+1 (604) 555 0142', '(604) 555-0142'],
    ['26045550142', '26045550142'],
    ['555-0142', '555-0142'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['', ''],
  ])('%s → %s', (input, output) => {
    expect(formatPhone(input)).toBe(output);
  });

  it('handles missing values', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('formatCurrency', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [1_000_000, '$1,000,000.00'],
    [0.005, '$0.01'],
    [-42.1, '-$42.10'],
    ['99.9', '$99.90'],
    [null, '$0.00'],
    [undefined, '$0.00'],
    ['abc', '$0.00'],
    ['', '$0.00'],
    [Number.NaN, '$0.00'],
    [Number.POSITIVE_INFINITY, '$0.00'],
  ])('%o → %s', (input, output) => {
    expect(formatCurrency(input as never)).toBe(output);
  });

  it('takes another currency and locale', () => {
    expect(formatCurrency(10, 'CAD', 'en-CA')).toBe('$10.00');
    expect(formatCurrency(10, 'EUR', 'en-US')).toBe('€10.00');
  });

  it('converts integer cents to dollars', () => {
    expect(centsToDollars(123456)).toBe(1234.56);
    expect(centsToDollars(0)).toBe(0);
  });
});
