import { formatCurrency } from '@/shared/format/currency';
import { formatFileSize } from '@/shared/format/file-size';
import type { AnalyticsCell, AnalyticsColumnKind } from '@/shared/schemas/analytics';

const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A report cell as people read it: money in dollars, sizes in KB/MB, percents with %. */
export function formatAnalyticsCell(value: AnalyticsCell | undefined, kind: AnalyticsColumnKind): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return formatCurrency(value);
    case 'bytes':
      return formatFileSize(value);
    case 'percent':
      return `${numbers.format(value)}%`;
    default:
      return numbers.format(value);
  }
}
