import { describe, expect, it } from 'vitest';
import { analyticsQueryFrom } from '@/features/analytics/analytics-filters-model';
import { analyticsQueryParams } from '@/lib/api/analytics/analytics';
import { today as dayIn } from '@/shared/dates';
import { ANALYTICS_MAX_RANGE_DAYS, analyticsQuerySchema, resolveAnalyticsFilters } from '@/shared/schemas/analytics';

describe('analytics filters', () => {
  it('accepts a range up to the limit and refuses a reversed or longer one', () => {
    expect(analyticsQuerySchema.safeParse({ from: '2025-06-01', to: '2025-06-01' }).success).toBe(true);
    expect(analyticsQuerySchema.safeParse({ from: '2025-06-02', to: '2025-06-01' }).success).toBe(false);
    const last = new Date(Date.parse('2016-01-01T00:00:00Z') + (ANALYTICS_MAX_RANGE_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const over = new Date(Date.parse('2016-01-01T00:00:00Z') + ANALYTICS_MAX_RANGE_DAYS * 86_400_000).toISOString().slice(0, 10);
    expect(analyticsQuerySchema.safeParse({ from: '2016-01-01', to: last }).success).toBe(true);
    expect(analyticsQuerySchema.safeParse({ from: '2016-01-01', to: over }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ region: 'XX' }).success).toBe(false);
  });

  it('fills the defaults: today, the first day of the twelfth month back, the first grouping', () => {
    const today = dayIn('UTC', new Date('2026-03-15T10:00:00Z'));
    expect(resolveAnalyticsFilters({}, ['type', 'month'], today)).toEqual({ from: '2025-04-01', to: '2026-03-15', region: null, by: 'type' });
    expect(resolveAnalyticsFilters({ to: '2025-01-31', region: 'BC', by: 'month' }, ['type', 'month'], today)).toEqual({
      from: '2024-02-01',
      to: '2025-01-31',
      region: 'BC',
      by: 'month',
    });
  });

  it('reads the URL, leaving out what the schema refuses, and writes back only what is set', () => {
    expect(analyticsQueryFrom(new URLSearchParams('from=2025-01-01&to=2025-03-31&region=ON&by=month'), analyticsQuerySchema)).toEqual({ from: '2025-01-01', to: '2025-03-31', region: 'ON', by: 'month' });
    expect(analyticsQueryFrom(new URLSearchParams('from=2025-05-01&to=2025-01-01&region=XX&by=type'), analyticsQuerySchema)).toEqual({ by: 'type' });
    expect(analyticsQueryFrom(new URLSearchParams('from=nope&to=2025-01-01'), analyticsQuerySchema)).toEqual({ to: '2025-01-01' });
    expect(analyticsQueryParams({ from: '2025-01-01', region: 'BC' })).toEqual({ from: '2025-01-01', region: 'BC' });
  });
});
