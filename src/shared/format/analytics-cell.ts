import type { AnalyticsCell, AnalyticsColumnKind } from '../schemas/analytics';
import { formatCurrency } from './currency';
import { formatFileSize } from './file-size';
import { LOCALE } from './locale';

const numbers = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** A report cell as people read it (the screen, the chart and the scheduled PDF): money in dollars, sizes in KB/MB, percents with %. */
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
