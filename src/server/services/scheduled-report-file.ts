import { toCsv } from '../../shared/csv';
import { formatDate } from '../../shared/format/date';
import { DEFICIENCY_CATEGORY_LABELS, DEFICIENCY_SEVERITY_LABELS, DEFICIENCY_STATUS_LABELS } from '../../shared/schemas/inspections';
import { SCHEDULE_MESSAGES, type ScheduleFilters, type ScheduleFormat, type ScheduleReportKey } from '../../shared/schemas/schedules';
import type { AppConfig } from '../config/env';
import { providerToday } from '../config/provider-day';
import type { Database } from '../db/client';
import { loadReportDeficiencies, loadReportProject } from '../repositories/reports';
import { analyticsCsv, runAnalyticsReport } from './analytics/run-report';
import { renderAnalyticsReportPdf } from './pdf/analytics-report';
import { renderDeficiencyListPdf } from './pdf/deficiency-list';
import { providerFromConfig } from './pdf/layout';

export interface ScheduledReportFile {
  title: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface ScheduledReportRequest {
  reportKey: ScheduleReportKey;
  filters: ScheduleFilters;
  format: ScheduleFormat;
}

const CONTENT_TYPES: Record<ScheduleFormat, string> = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' };

const fileOf = (title: string, format: ScheduleFormat, at: Date, bytes: Buffer | string): ScheduledReportFile => ({
  title,
  fileName: `${title} ${providerToday(at)}.${format}`,
  contentType: CONTENT_TYPES[format],
  bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'utf8'),
});

async function deficiencyListFile(db: Database, config: AppConfig, projectId: string | undefined, format: ScheduleFormat, at: Date) {
  const project = projectId ? await loadReportProject(db, projectId) : undefined;
  if (!project) throw new Error(SCHEDULE_MESSAGES.projectRequired);
  const deficiencies = await loadReportDeficiencies(db, project.id);
  const title = `${project.code} Deficiency list`;
  if (format === 'pdf') return fileOf(title, format, at, await renderDeficiencyListPdf({ provider: providerFromConfig(config), project, deficiencies, version: 1, date: at }));
  const csv = toCsv(
    ['Number', 'Location', 'Description', 'Category', 'Severity', 'Status', 'Due date', 'Responsible company'],
    deficiencies.map((item) => [
      item.number,
      item.location,
      item.description,
      DEFICIENCY_CATEGORY_LABELS[item.category],
      DEFICIENCY_SEVERITY_LABELS[item.severity],
      DEFICIENCY_STATUS_LABELS[item.status],
      item.dueDate ? formatDate(item.dueDate) : '',
      item.responsibleCompany,
    ]),
  );
  return fileOf(title, format, at, csv);
}

/** Run a schedule's report as of `at` and render it in the schedule's format. */
export async function renderScheduledReport(deps: { db: Database; config: AppConfig }, request: ScheduledReportRequest, at: Date): Promise<ScheduledReportFile> {
  const { reportKey, filters, format } = request;
  if (reportKey === 'deficiency_list') return deficiencyListFile(deps.db, deps.config, filters.project_id, format, at);
  const answer = await runAnalyticsReport(deps.db, reportKey, { region: filters.region, by: filters.by }, at);
  const bytes = format === 'pdf' ? await renderAnalyticsReportPdf({ provider: providerFromConfig(deps.config), answer, at }) : analyticsCsv(answer);
  return fileOf(answer.title, format, at, bytes);
}
