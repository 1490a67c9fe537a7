import { describe, expect, it } from 'vitest';
import { planBillingStages, redatedOpenStages, resplitOpenStages, stageDateInputs, suggestedStageDates, type DatedStage, type ExistingStage } from '../../src/shared/billing-stages';
import { DEFAULT_BILLING_SPLIT } from '../../src/shared/fees';
import { today } from '../../src/shared/dates';
import { stageStatusOn, stageVoidRefusal } from '../../src/shared/invoice-rules';
import { INVOICE_MESSAGES } from '../../src/shared/schemas/invoices-values';

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

  it('never proposes a day before today: each past desired date is clamped to today (the provider\'s day)', () => {
    // A start already past, an end to come: progress today, the final balance at the end.
    expect(suggestedStageDates({ today: '2026-11-27', start: '2026-06-01', end: '2027-01-15' })).toEqual({ deposit: '2026-11-27', progress: '2026-11-27', final: '2027-01-15' });
    // A start already past and no end: the final balance 60 days after today's progress.
    expect(suggestedStageDates({ today: '2026-11-27', start: '2026-06-01', end: null })).toEqual({ deposit: '2026-11-27', progress: '2026-11-27', final: '2027-01-26' });
    // A start to come and an end already past: the final balance with progress, never before it.
    expect(suggestedStageDates({ today: '2026-11-27', start: '2026-12-10', end: '2026-09-30' })).toEqual({ deposit: '2026-11-27', progress: '2026-12-10', final: '2026-12-10' });
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

  it('keeps a void stage as it is and waives its share: the open stages get what they would have had', () => {
    // 200,000 left after the invoiced deposit goes 40:30 between progress (void: 114,286 waived) and final.
    const result = resplitOpenStages([stage(1, 'invoiced', 300_000), stage(2, 'void', 400_000), stage(3, 'scheduled', 300_000)], 500_000, DEFAULT_BILLING_SPLIT);
    expect(result).toEqual({ ok: true, amounts: [{ id: 's3', totalAmountCents: 85_714 }] });
    const allOpen = resplitOpenStages([stage(1, 'invoiced', 300_000), stage(2, 'scheduled', 400_000), stage(3, 'scheduled', 300_000)], 500_000, DEFAULT_BILLING_SPLIT);
    expect(allOpen.ok && allOpen.amounts.find((item) => item.id === 's3')).toEqual({ id: 's3', totalAmountCents: 85_714 });
    // A voided deposit: a new fee of 1,100,000 gives progress and final their 40% and 30%, not the deposit's 30% too.
    expect(resplitOpenStages([stage(1, 'void', 300_000), stage(2, 'ready', 400_000), stage(3, 'scheduled', 300_000)], 1_100_000, DEFAULT_BILLING_SPLIT)).toEqual({
      ok: true,
      amounts: [
        { id: 's2', totalAmountCents: 440_000 },
        { id: 's3', totalAmountCents: 330_000 },
      ],
    });
    expect(resplitOpenStages([stage(1, 'void', 300_000), stage(2, 'void', 400_000), stage(3, 'void', 300_000)], 2_000_000, DEFAULT_BILLING_SPLIT)).toEqual({ ok: true, amounts: [] });
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
    expect(stageStatusOn(stage, today('UTC', now))).toBe(shown);
  });
});

describe('redatedOpenStages: the open stages follow the project dates', () => {
  const stage = (seq: number, status: DatedStage['status'], toBeInvoicedDate: string | null): DatedStage => ({ id: `s${seq}`, seq, status, toBeInvoicedDate });

  it('gives the open stages the creation rule dates from the deposit day, and answers only what changes', () => {
    const stages = [stage(1, 'invoiced', '2026-03-10'), stage(2, 'scheduled', '2026-06-01'), stage(3, 'ready', '2026-09-30')];
    expect(redatedOpenStages(stages, { start: '2026-07-01', end: '2026-09-30', createdOn: '2026-01-01' })).toEqual([{ id: 's2', toBeInvoicedDate: '2026-07-01' }]);
    // Cleared dates: 30 days after the deposit, then 60 days after progress (suggestedStageDates).
    expect(redatedOpenStages(stages, { start: null, end: null, createdOn: '2026-01-01' })).toEqual([
      { id: 's2', toBeInvoicedDate: '2026-04-09' },
      { id: 's3', toBeInvoicedDate: '2026-06-08' },
    ]);
    // A start before the deposit moves up to it, as at creation.
    expect(redatedOpenStages(stages, { start: '2025-01-01', end: '2026-09-30', createdOn: '2026-01-01' })).toEqual([{ id: 's2', toBeInvoicedDate: '2026-03-10' }]);
  });

  it('leaves invoiced, paid and void stages and stages outside the three as they are', () => {
    const stages = [stage(1, 'paid', '2026-03-10'), stage(2, 'void', '2026-06-01'), stage(3, 'invoiced', '2026-09-30'), stage(4, 'scheduled', '2026-12-01')];
    expect(redatedOpenStages(stages, { start: '2027-01-01', end: '2027-06-01', createdOn: '2026-03-10' })).toEqual([]);
  });

  it('dates from the creation day when there is no dated deposit, and keeps an open deposit there', () => {
    expect(redatedOpenStages([stage(1, 'scheduled', null), stage(2, 'scheduled', '2026-06-01')], { start: '2026-05-01', end: null, createdOn: '2026-03-10' })).toEqual([
      { id: 's1', toBeInvoicedDate: '2026-03-10' },
      { id: 's2', toBeInvoicedDate: '2026-05-01' },
    ]);
    expect(redatedOpenStages([stage(1, 'ready', '2026-03-10')], { start: '2026-05-01', end: null, createdOn: '2026-02-01' })).toEqual([]);
  });

  it('reads the end of the work from the final inspection, else the substantial performance date', () => {
    expect(stageDateInputs({ startDate: '2026-05-01', substantialPerformanceDate: '2026-08-01', finalInspectionDate: '2026-09-01' })).toEqual({ start: '2026-05-01', end: '2026-09-01' });
    expect(stageDateInputs({ startDate: null, substantialPerformanceDate: '2026-08-01', finalInspectionDate: null })).toEqual({ start: null, end: '2026-08-01' });
  });
});

describe('stageVoidRefusal: only a stage on no invoice can be voided', () => {
  it.each([
    { status: 'scheduled', refusal: null },
    { status: 'ready', refusal: null },
    { status: 'invoiced', refusal: INVOICE_MESSAGES.stageOnInvoice },
    { status: 'paid', refusal: INVOICE_MESSAGES.stagePaid },
    { status: 'void', refusal: INVOICE_MESSAGES.stageAlreadyVoid },
  ] as const)('$status: $refusal', ({ status, refusal }) => {
    expect(stageVoidRefusal(status)).toBe(refusal);
  });
});
