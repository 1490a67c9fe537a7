import { describe, expect, it } from 'vitest';
import {
  comparePendingStages,
  formatInvoiceNumber,
  INVOICE_NUMBER_PATTERN,
  invoiceTotals,
  isDueStage,
  isoDatePlusDays,
  isPendingStage,
  pendingCutoffDate,
  taxLabel,
  type StageState,
} from '../../src/shared/invoice-rules';

const now = new Date('2026-03-10T23:30:00Z');
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
    expect(isoDatePlusDays(now, 0)).toBe('2026-03-10');
    expect(pendingCutoffDate(now)).toBe('2026-03-24');
  });

  it('is pending from 14 days before its date, and after it, until invoiced', () => {
    expect(isPendingStage(stage('2026-03-24'), now)).toBe(true);
    expect(isPendingStage(stage('2026-03-25'), now)).toBe(false);
    expect(isPendingStage(stage('2025-12-01'), now)).toBe(true);
    expect(isPendingStage(stage(null), now)).toBe(false);
    expect(isPendingStage(stage('2026-01-01', 'ready'), now)).toBe(true);
    expect(isPendingStage(stage(null, 'ready'), now)).toBe(true);
    for (const status of ['invoiced', 'paid', 'void'] as const) expect(isPendingStage(stage('2026-01-01', status), now)).toBe(false);
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
  const now = new Date('2026-03-10T23:30:00Z');
  it('is invoiceable and its date has come, or it is ready; pending but later is not due', () => {
    expect(isDueStage({ status: 'scheduled', toBeInvoicedDate: '2026-03-10' }, now)).toBe(true);
    expect(isDueStage({ status: 'scheduled', toBeInvoicedDate: '2026-02-01' }, now)).toBe(true);
    expect(isDueStage({ status: 'scheduled', toBeInvoicedDate: '2026-03-11' }, now)).toBe(false);
    expect(isPendingStage({ status: 'scheduled', toBeInvoicedDate: '2026-03-11' }, now)).toBe(true);
    expect(isDueStage({ status: 'scheduled', toBeInvoicedDate: null }, now)).toBe(false);
    expect(isDueStage({ status: 'ready', toBeInvoicedDate: null }, now)).toBe(true);
    for (const status of ['invoiced', 'paid', 'void'] as const) expect(isDueStage({ status, toBeInvoicedDate: '2026-03-01' }, now)).toBe(false);
  });
});
