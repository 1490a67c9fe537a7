import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsReportResponse, AnalyticsRow } from '@/shared/schemas/analytics';
import { formatAnalyticsCell } from '@/shared/format/analytics-cell';

const COLORS = ['teal.solid', 'purple.solid', 'orange.solid', 'blue.solid', 'pink.solid', 'green.solid'] as const;

/**
 * The report's chart (bars, a line over months, or a pie), drawn with @chakra-ui/charts over
 * recharts. It is a picture of the table below it, which holds the same numbers for everyone.
 */
export function ReportChart({ report }: { report: AnalyticsReportResponse }) {
  const columnOf = (key: string) => report.columns.find((column) => column.key === key);
  const chart = useChart<AnalyticsRow>({
    data: report.rows,
    series: report.chart.series.map((key, index) => ({ name: key, label: columnOf(key)?.label ?? key, color: COLORS[index % COLORS.length] })),
  });
  const valueKind = columnOf(report.chart.series[0] ?? '')?.kind ?? 'count';
  const formatValue = (value: unknown) => formatAnalyticsCell(Number(value), valueKind);
  const description = `Chart of ${report.title}: ${report.chart.series.map((key) => columnOf(key)?.label ?? key).join(', ')} by ${report.columns[0]?.label.toLowerCase() ?? 'group'}. The table below shows the same numbers.`;
  const tooltip = <Tooltip animationDuration={100} formatter={formatValue} content={<Chart.Tooltip />} />;
  const axes = (
    <>
      <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
      <XAxis dataKey={chart.key('group')} tickLine={false} axisLine={false} />
      <YAxis tickLine={false} axisLine={false} tickFormatter={formatValue} width={80} />
    </>
  );
  const legend = <Legend content={<Chart.Legend />} />;

  return (
    <Chart.Root chart={chart} maxH="sm" role="img" aria-label={description}>
      {report.chart.type === 'pie' ? (
        <PieChart responsive>
          {tooltip}
          <Pie isAnimationActive={false} data={chart.data} dataKey={chart.key(report.chart.series[0])} nameKey="group" outerRadius="80%">
            {chart.data.map((row, index) => (
              <Cell key={String(row.group)} fill={chart.color(COLORS[index % COLORS.length])} />
            ))}
          </Pie>
        </PieChart>
      ) : report.chart.type === 'line' ? (
        <LineChart data={chart.data} responsive>
          {axes}
          {tooltip}
          {legend}
          {chart.series.map((item) => (
            <Line key={String(item.name)} isAnimationActive={false} type="monotone" dataKey={chart.key(item.name)} stroke={chart.color(item.color)} strokeWidth={2} dot={false} />
          ))}
        </LineChart>
      ) : (
        <BarChart data={chart.data} responsive>
          {axes}
          {tooltip}
          {legend}
          {chart.series.map((item) => (
            <Bar key={String(item.name)} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} radius={[4, 4, 0, 0]} />
          ))}
        </BarChart>
      )}
    </Chart.Root>
  );
}
