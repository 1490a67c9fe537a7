import { formatAnalyticsCell } from '../../../shared/format/analytics-cell';
import { formatDateTime } from '../../../shared/format/date';
import type { AnalyticsReportResponse, AnalyticsRow } from '../../../shared/schemas/analytics';
import { createPdf, documentTitle, finishPdf, table, type ProviderDetails, type TableColumn } from './layout';

/** An analytics report's table (its rows and the totals line) as a PDF, for scheduled reports. */
export function renderAnalyticsReportPdf(input: { provider: ProviderDetails; answer: AnalyticsReportResponse; at: Date }): Promise<Buffer> {
  const { answer } = input;
  const doc = createPdf(answer.title);
  const region = answer.filters.region ? ` · ${answer.filters.region}` : '';
  documentTitle(doc, answer.title, `${answer.filters.from} to ${answer.filters.to}${region} · generated ${formatDateTime(input.at)}`);
  const share = 1 / answer.columns.length;
  const columns: TableColumn<AnalyticsRow>[] = answer.columns.map((column) => ({
    header: column.label,
    width: share,
    value: (row) => formatAnalyticsCell(row[column.key], column.kind),
  }));
  table(doc, columns, [...answer.rows, ...(answer.totals ? [answer.totals] : [])], 'No data for these filters.');
  return finishPdf(doc, input.provider, answer.title);
}
