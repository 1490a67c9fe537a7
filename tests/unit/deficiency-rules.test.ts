import { describe, expect, it } from 'vitest';
import { daysUntilDue, isOverdue, needsClosure, needsReminder, needsWarning, type DeficiencyState } from '../../src/shared/deficiency-rules';
import { today } from '../../src/shared/dates';
import { flatZoneOf, isFlatZones, siteTravelFee, travelFeeCents } from '../../src/shared/travel-fee';

const NOW = new Date('2026-11-23T15:00:00Z');
const DAY = today('UTC', NOW);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const state = (overrides: Partial<DeficiencyState> = {}): DeficiencyState => ({
  status: 'open',
  dueDate: '2026-11-25',
  reminderCount: 0,
  lastReminderAt: null,
  warningLevel: 0,
  archived: false,
  ...overrides,
});

describe('deficiency queues', () => {
  it('counts days to the due date by calendar day', () => {
    expect(daysUntilDue('2026-11-25', DAY)).toBe(2);
    expect(daysUntilDue('2026-11-23', DAY)).toBe(0);
    expect(daysUntilDue('2026-11-16', DAY)).toBe(-7);
  });

  it.each([
    ['due in 2 days', state({ dueDate: '2026-11-25' }), true],
    ['due in 3 days', state({ dueDate: '2026-11-26' }), false],
    ['past due', state({ dueDate: '2026-11-01' }), true],
    ['notified, last reminder 3 days ago', state({ status: 'notified', reminderCount: 1, lastReminderAt: daysAgo(3) }), true],
    ['last reminder 2 days ago', state({ reminderCount: 1, lastReminderAt: daysAgo(2) }), false],
    ['3 reminders sent', state({ reminderCount: 3, lastReminderAt: daysAgo(10) }), false],
    ['2 reminders sent', state({ reminderCount: 2, lastReminderAt: daysAgo(10) }), true],
    ['ready for reinspection', state({ status: 'ready_for_reinspection' }), false],
    ['archived', state({ archived: true }), false],
    ['no due date', state({ dueDate: null }), false],
  ])('reminder: %s', (_name, item, expected) => {
    expect(needsReminder(item, NOW, DAY)).toBe(expected);
  });

  it.each([
    ['7 days overdue', state({ dueDate: '2026-11-16' }), true],
    ['6 days overdue', state({ dueDate: '2026-11-17' }), false],
    ['3 reminders without progress', state({ reminderCount: 3 }), true],
    ['disputed and overdue', state({ status: 'disputed', dueDate: '2026-11-01' }), true],
    ['already warned', state({ dueDate: '2026-11-01', warningLevel: 1 }), false],
    ['ready for reinspection (progress)', state({ status: 'ready_for_reinspection', dueDate: '2026-11-01' }), false],
    ['archived', state({ dueDate: '2026-11-01', archived: true }), false],
  ])('warning: %s', (_name, item, expected) => {
    expect(needsWarning(item, DAY)).toBe(expected);
  });

  it.each([
    ['verified', state({ status: 'verified' }), true],
    ['closed', state({ status: 'closed' }), false],
    ['open', state(), false],
    ['verified but archived', state({ status: 'verified', archived: true }), false],
  ])('closure: %s', (_name, item, expected) => {
    expect(needsClosure(item)).toBe(expected);
  });
});

describe('travel fee (round trip beyond the free radius, or a flat zone)', () => {
  const settings = { freeRadiusKm: 40, rateCentsPerKm: 70, flatZones: { NU: 45_000, YT: 0 } };
  it.each([
    [0, 0],
    [80, 0],
    [81, 70],
    [200, 8400],
    [80.5, 35],
  ])('%s km round trip costs %s cents', (km, cents) => {
    expect(travelFeeCents(km, settings)).toBe(cents);
  });
  it('a flat zone amount wins over the distance', () => {
    expect(travelFeeCents(500, settings, 12_500)).toBe(12_500);
  });
  it("a site's region picks its flat zone; other regions are charged per km", () => {
    expect(flatZoneOf('NU', settings)).toEqual({ zone: 'NU', cents: 45_000 });
    expect(flatZoneOf('BC', settings)).toBeNull();
    expect(flatZoneOf(null, settings)).toBeNull();
    expect(flatZoneOf('toString', settings)).toBeNull();
    expect(siteTravelFee(500, 'NU', settings)).toEqual({ cents: 45_000, flatZone: 'NU' });
    expect(siteTravelFee(40, 'NU', settings)).toEqual({ cents: 45_000, flatZone: 'NU' });
    expect(siteTravelFee(200, 'BC', settings)).toEqual({ cents: 8400, flatZone: null });
    // A zone priced at 0 travels free, whatever the distance.
    expect(siteTravelFee(900, 'YT', settings)).toEqual({ cents: 0, flatZone: 'YT' });
  });
  it('accepts only region → whole non-negative cents as the flat zones setting', () => {
    expect(isFlatZones({ NU: 45_000, NT: 0 })).toBe(true);
    expect(isFlatZones({})).toBe(true);
    expect(isFlatZones({ NU: -1 })).toBe(false);
    expect(isFlatZones({ NU: 12.5 })).toBe(false);
    expect(isFlatZones({ NU: '450' })).toBe(false);
    expect(isFlatZones([45_000])).toBe(false);
    expect(isFlatZones(null)).toBe(false);
  });
});

describe('overdue (the Admins are notified once)', () => {
  it('is past the due date and still waiting on the responsible company', () => {
    expect(isOverdue(state({ dueDate: '2026-11-22' }), DAY)).toBe(true);
    expect(isOverdue(state({ dueDate: '2026-11-23' }), DAY)).toBe(false); // due today
    expect(isOverdue(state({ dueDate: null }), DAY)).toBe(false);
    expect(isOverdue(state({ dueDate: '2026-11-01', status: 'notified' }), DAY)).toBe(true);
    expect(isOverdue(state({ dueDate: '2026-11-01', status: 'disputed' }), DAY)).toBe(true);
    for (const status of ['ready_for_reinspection', 'verified', 'closed', 'void'] as const) expect(isOverdue(state({ dueDate: '2026-11-01', status }), DAY)).toBe(false);
    expect(isOverdue(state({ dueDate: '2026-11-01', archived: true }), DAY)).toBe(false);
  });
});
