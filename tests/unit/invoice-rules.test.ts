import { describe, expect, it } from 'vitest';
import {
  comparePendingStages,
  formatInvoiceNumber,
  INVOICE_NUMBER_PATTERN,
  invoiceTotals,
  isDueStage,
  isPendingStage,
  pendingCutoffDate,
  taxLabel,
  type StageState,
} from '../../src/shared/invoice-rules';
import { today } from '../../src/shared/dates';

const now = new Date('2026-03-10T23:30:00Z');
const day = today('UTC', now);
const stage = (toBeInvoicedDate: string | null, status: StageState['status'] = 'scheduled'): StageState => ({ status, toBeInvoicedDate });

describe('invoice numbers', () => {
  it('reads INV-<year>-<six digits>, numbered per year', () => {
    expect(formatInvoiceNumber(2026, 123)).toBe('INV-2026-000123');
    expect(formatInvoiceNumber(2027, 1)).toBe('INV-2027-000001');
    expect(formatInvoiceNumber(2026, 1_234_567)).toBe('INV-2026-1234567');
    expect(INVOICE_NUMBER_PATTERN.test('INV-2026-000123')).toBe(true);
    expect(INVOICE_NUMBER_PATTERN.test('INV-26-123')).toBe(false);
  });
});

describe('the pending rule', () => {
  it('counts days from the UTC date', () => {
    expect(day).toBe('2026-03-10');
    expect(pendingCutoffDate(day)).toBe('2026-03-24');
  });

  it('is pending from 14 days before its date, and after it, until invoiced', () => {
    expect(isPendingStage(stage('2026-03-24'), day)).toBe(true);
    expect(isPendingStage(stage('2026-03-25'), day)).toBe(false);
    expect(isPendingStage(stage('2025-12-01'), day)).toBe(true);
    expect(isPendingStage(stage(null), day)).toBe(false);
    expect(isPendingStage(stage('2026-01-01', 'ready'), day)).toBe(true);
    expect(isPendingStage(stage(null, 'ready'), day)).toBe(true);
    for (const status of ['invoiced', 'paid', 'void'] as const) expect(isPendingStage(stage('2026-01-01', status), day)).toBe(false);
  });

  it('puts the newest need first and undated stages last', () => {
    const sorted = [stage('2026-01-01'), stage(null, 'ready'), stage('2026-03-20'), stage('2026-02-15')].sort(comparePendingStages);
    expect(sorted.map((item) => item.toBeInvoicedDate)).toEqual(['2026-03-20', '2026-02-15', '2026-01-01', null]);
  });
});

describe('invoice totals', () => {
  it('adds the lines and the tax, half a cent rounding up', () => {
    expect(invoiceTotals([90_000, 120_050], 500)).toEqual({ subtotalCents: 210_050, taxCents: 10_503, totalCents: 220_553 });
    expect(invoiceTotals([], 500)).toEqual({ subtotalCents: 0, taxCents: 0, totalCents: 0 });
    expect(taxLabel(500)).toBe('Tax (5%)');
    expect(taxLabel(1250)).toBe('Tax (12.5%)');
  });
});

describe('a stage due to be invoiced (the Admins are notified once)', () => {
  const day = today('UTC', new Date('2026-03-10T23:30:00Z'));
  it('is invoiceable and its date has come, or it is ready; pending but later is not due', () => {
    expect(isDueStage({ status: 'scheduled', toBeInvoicedDate: '2026-03-10' }, day)).toBe(true);
    expect(isDueStage({ status: 'scheduled', toBeInvoicedDate: '2026-02-01' }, day)).toBe(true);
    expect(isDueStage({ status: 'scheduled', toBeInvoicedDate: '2026-03-11' }, day)).toBe(false);
    expect(isPendingStage({ status: 'scheduled', toBeInvoicedDate: '2026-03-11' }, day)).toBe(true);
    expect(isDueStage({ status: 'scheduled', toBeInvoicedDate: null }, day)).toBe(false);
    expect(isDueStage({ status: 'ready', toBeInvoicedDate: null }, day)).toBe(true);
    for (const status of ['invoiced', 'paid', 'void'] as const) expect(isDueStage({ status, toBeInvoicedDate: '2026-03-01' }, day)).toBe(false);
  });
});
