import { describe, expect, it } from 'vitest';
import { FIRST_TRAVEL_STAGE_SEQ, invoiceBillsTravel, travelLineDescription, travelLines, type TravelToBill } from '../../src/shared/travel-billing';

const visit = (id: string, day: string, values: Partial<TravelToBill> = {}): TravelToBill => ({
  inspectionId: id,
  stage: 'primer',
  performedAt: new Date(`${day}T12:00:00Z`),
  travelKm: 160,
  flatZone: null,
  travelFeeCents: 5600,
  ...values,
});

describe('billing travel (src/shared/travel-billing.ts)', () => {
  it('bills travel on an invoice of "Progress and travel" or a later stage, never on the deposit alone', () => {
    expect(FIRST_TRAVEL_STAGE_SEQ).toBe(2);
    expect(invoiceBillsTravel([{ seq: 1 }])).toBe(false);
    expect(invoiceBillsTravel([{ seq: 2 }])).toBe(true);
    expect(invoiceBillsTravel([{ seq: 1 }, { seq: 3 }])).toBe(true);
    expect(invoiceBillsTravel([])).toBe(false);
  });

  it('describes a line by the visit, its date and the km or the flat zone', () => {
    expect(travelLineDescription(visit('a', '2026-03-04'))).toMatch(/^Travel – Primer inspection, Mar 4, 2026: 160 km$/);
    expect(travelLineDescription(visit('a', '2026-03-04', { stage: 'final', flatZone: 'NU' }))).toMatch(/^Travel – Final inspection, Mar 4, 2026: flat zone NU$/);
    expect(travelLineDescription(visit('a', '2026-03-04', { travelKm: 1234.56 }))).toContain('1,234.6 km');
  });

  it('makes one line per visit with a fee, in visit order', () => {
    const lines = travelLines([visit('late', '2026-05-02'), visit('free', '2026-04-01', { travelFeeCents: 0 }), visit('early', '2026-04-15', { travelFeeCents: 45_000, flatZone: 'NU' })]);
    expect(lines.map((line) => [line.inspectionId, line.amountCents])).toEqual([
      ['early', 45_000],
      ['late', 5600],
    ]);
  });
});
