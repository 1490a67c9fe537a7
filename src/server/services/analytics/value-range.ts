import { ANALYTICS_VALUE_BUCKETS } from '../../../shared/schemas/analytics';
import { PROJECT_VALUE_COLUMNS, projectValuesBy } from './project-values';
import { aggregateRows, everyBucket, valueBucket } from './sql';
import type { AnalyticsReportDefinition } from './types';

/** Projects opened in the period, bucketed by contract value; every bucket is listed, empty ones with zeros. */
export const valueRangeReport: AnalyticsReportDefinition = {
  key: 'value-range',
  title: 'Projects by Value Range',
  description: 'Projects opened in the period, bucketed by contract value (the final contract when known).',
  permission: 'staffArea',
  groupings: [{ key: 'bucket', label: 'Value range' }],
  columns: PROJECT_VALUE_COLUMNS,
  series: ['projects'],
  chartType: () => 'bar',
  async run(db, filters) {
    const rows = await aggregateRows(db, projectValuesBy(valueBucket, filters));
    const labels = ANALYTICS_VALUE_BUCKETS.map((bucket) => bucket.label);
    return everyBucket(rows, labels, { projects: 0, share: 0, contract_value: 0, fee_revenue: 0 });
  },
};
