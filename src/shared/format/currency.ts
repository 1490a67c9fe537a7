import { CURRENCY, LOCALE } from './locale';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Money with exactly 2 decimals and thousands separators, USD and en-US by default; a missing or
 * non-numeric amount shows as zero (docs/features.md, Words and formats).
 */
export function formatCurrency(amount: number | string | null | undefined, currency = CURRENCY, locale = LOCALE): string {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  const numeric = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(numeric);
}

/** Integer cents (how the database keeps money) to dollars with 2 decimals. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}
