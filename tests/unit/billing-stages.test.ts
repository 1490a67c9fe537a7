import { describe, expect, it } from 'vitest';
import { planBillingStages, resplitOpenStages, suggestedStageDates, type ExistingStage } from '../../src/shared/billing-stages';
import { DEFAULT_BILLING_SPLIT } from '../../src/shared/fees';
import { stageStatusOn } from '../../src/shared/invoice-rules';

describe('suggestedStageDates', () => {
  it('dates the deposit today, progress at the start, the final balance at the end', () => {
    expect(suggestedStageDates({ today: '2026-03-10', start: '2026-06-01', end: '2026-09-30' })).toEqual({
      deposit: '2026-03-10',
      progress: '2026-06-01',
      final: '2026-09-30',
    });
  });

  it('falls back to 30 days after the deposit and 60 days after progress, and keeps the order', () => {
    expect(suggestedStageDates({ today: '2026-03-10' })).toEqual({ deposit: '2026-03-10', progress: '2026-04-09', final: '2026-06-08' });
    expect(suggestedStageDates({ today: '2026-03-10', start: '2025-01-01', end: '2025-02-01' })).toEqual({
      deposit: '2026-03-10',
      progress: '2026-03-10',
      final: '2026-03-10',
    });
    expect(suggestedStageDates({ today: '2026-12-15', start: null, end: null }).final).toBe('2027-03-15');
  });
});

describe('planBillingStages', () => {
  it('splits the fee into the three named stages with their dates, adding up to the fee', () => {
    const stages = planBillingStages(1_250_003, DEFAULT_BILLING_SPLIT, { deposit: '2026-01-01', progress: '2026-02-01', final: '2026-03-01' });
    expect(stages).toEqual([
      { seq: 1, key: 'deposit', stageDescription: 'Deposit at assignment', totalAmountCents: 375_001, toBeInvoicedDate: '2026-01-01' },
      { seq: 2, key: 'progress', stageDescription: 'Progress and travel', totalAmountCents: 500_001, toBeInvoicedDate: '2026-02-01' },
      { seq: 3, key: 'final', stageDescription: 'Final balance', totalAmountCents: 375_001, toBeInvoicedDate: '2026-03-01' },
    ]);
  });
});

describe('resplitOpenStages', () => {
  const stage = (seq: number, status: ExistingStage['status'], totalAmountCents: number): ExistingStage => ({ id: `s${seq}`, seq, status, totalAmountCents });

  it('re-splits every stage by the split when none is invoiced', () => {
    const result = resplitOpenStages([stage(1, 'scheduled', 120_000), stage(2, 'ready', 160_000), stage(3, 'scheduled', 120_000)], 1_000_000, DEFAULT_BILLING_SPLIT);
    expect(result).toEqual({
      ok: true,
      amounts: [
        { id: 's1', totalAmountCents: 300_000 },
        { id: 's2', totalAmountCents: 400_000 },
        { id: 's3', totalAmountCents: 300_000 },
      ],
    });
  });

  it('keeps invoiced and paid amounts and shares the rest 40:30 between the open stages', () => {
    const result = resplitOpenStages([stage(1, 'paid', 300_000), stage(2, 'scheduled', 400_000), stage(3, 'scheduled', 300_000)], 1_300_001, DEFAULT_BILLING_SPLIT);
    expect(result).toEqual({
      ok: true,
      amounts: [
        { id: 's2', totalAmountCents: 571_429 },
        { id: 's3', totalAmountCents: 428_572 },
      ],
    });
    const amounts = result.ok ? result.amounts.reduce((sum, item) => sum + item.totalAmountCents, 0) : 0;
    expect(300_000 + amounts).toBe(1_300_001);
  });

  it('leaves void stages out: they bill nothing and take no share', () => {
    const result = resplitOpenStages([stage(1, 'invoiced', 300_000), stage(2, 'void', 400_000), stage(3, 'scheduled', 300_000)], 500_000, DEFAULT_BILLING_SPLIT);
    expect(result).toEqual({ ok: true, amounts: [{ id: 's3', totalAmountCents: 200_000 }] });
  });

  it('gives zero when the fee is all billed, and refuses a fee below what was billed', () => {
    expect(resplitOpenStages([stage(1, 'invoiced', 300_000), stage(2, 'scheduled', 1)], 300_000, DEFAULT_BILLING_SPLIT)).toEqual({
      ok: true,
      amounts: [{ id: 's2', totalAmountCents: 0 }],
    });
    expect(resplitOpenStages([stage(1, 'invoiced', 300_000), stage(2, 'paid', 400_000), stage(3, 'scheduled', 1)], 600_000, DEFAULT_BILLING_SPLIT)).toEqual({
      ok: false,
      billedCents: 700_000,
    });
  });

  it('shares equally between stages outside the split', () => {
    const result = resplitOpenStages([stage(4, 'scheduled', 0), stage(5, 'scheduled', 0)], 101, { deposit: 100, progress: 0, final: 0 });
    expect(result).toEqual({ ok: true, amounts: [{ id: 's4', totalAmountCents: 51 }, { id: 's5', totalAmountCents: 50 }] });
  });
});

describe('stageStatusOn: scheduled becomes ready on its date', () => {
  const now = new Date('2026-05-10T23:30:00Z');
  it.each([
    { status: 'scheduled', toBeInvoicedDate: '2026-05-11', shown: 'scheduled' },
    { status: 'scheduled', toBeInvoicedDate: '2026-05-10', shown: 'ready' },
    { status: 'scheduled', toBeInvoicedDate: '2026-01-01', shown: 'ready' },
    { status: 'scheduled', toBeInvoicedDate: null, shown: 'scheduled' },
    { status: 'ready', toBeInvoicedDate: '2026-12-01', shown: 'ready' },
    { status: 'invoiced', toBeInvoicedDate: '2026-01-01', shown: 'invoiced' },
    { status: 'paid', toBeInvoicedDate: '2026-01-01', shown: 'paid' },
    { status: 'void', toBeInvoicedDate: '2026-01-01', shown: 'void' },
  ] as const)('$status dated $toBeInvoicedDate shows $shown', ({ shown, ...stage }) => {
    expect(stageStatusOn(stage, now)).toBe(shown);
  });
});
