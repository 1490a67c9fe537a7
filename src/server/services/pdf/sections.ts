import { formatDate, formatDateTime } from '../../../shared/format/date';
import {
  DEFICIENCY_CATEGORY_LABELS,
  DEFICIENCY_SEVERITY_LABELS,
  DEFICIENCY_STATUS_LABELS,
  INSPECTION_RESULT_LABELS,
  INSPECTION_STAGE_LABELS,
  type DeficiencyCategory,
  type DeficiencySeverity,
  type DeficiencyStatus,
  type InspectionResult,
  type InspectionStage,
} from '../../../shared/schemas/inspections';
import { fieldList, table, type Pdf } from './layout';

/* The data the report documents print, and the sections several of them share. */

export interface ReportProject {
  code: string;
  name: string;
  address: string;
  city: string | null;
  region: string;
  clientCompany: string | null;
  /** The project's lead inspector, who signs the final report. */
  leadInspectorName?: string | null;
}

export interface ReportInspection {
  stage: InspectionStage;
  scheduledAt: Date;
  performedAt: Date | null;
  inspectorName: string | null;
  result: InspectionResult | null;
  airTemperatureC: number | null;
  surfaceTemperatureC: number | null;
  relativeHumidity: number | null;
  dewPointC: number | null;
  notes: string;
}

export interface ReportDeficiency {
  number: number;
  location: string;
  description: string;
  category: DeficiencyCategory;
  severity: DeficiencySeverity;
  status: DeficiencyStatus;
  /** `YYYY-MM-DD` or null. */
  dueDate: string | null;
  responsibleCompany: string | null;
}

export const projectLine = (project: ReportProject) => `${project.code} · ${project.name}`;

export function projectSection(doc: Pdf, project: ReportProject) {
  fieldList(doc, [
    ['Project', projectLine(project)],
    ['Site', [project.address, project.city, project.region].filter(Boolean).join(', ')],
    ['Client', project.clientCompany ?? '—'],
  ]);
}

const measured = (value: number | null, unit: string) => (value === null ? '—' : `${value} ${unit}`);

export function inspectionSection(doc: Pdf, inspection: ReportInspection) {
  fieldList(doc, [
    ['Stage', INSPECTION_STAGE_LABELS[inspection.stage]],
    ['Scheduled', formatDateTime(inspection.scheduledAt)],
    ['Performed', formatDateTime(inspection.performedAt)],
    ['Inspector', inspection.inspectorName ?? '—'],
    ['Result', inspection.result ? INSPECTION_RESULT_LABELS[inspection.result] : 'Not recorded'],
    ['Air temperature', measured(inspection.airTemperatureC, '°C')],
    ['Surface temperature', measured(inspection.surfaceTemperatureC, '°C')],
    ['Relative humidity', measured(inspection.relativeHumidity, '%')],
    ['Dew point', measured(inspection.dewPointC, '°C')],
  ]);
}

export function deficiencyTable(doc: Pdf, deficiencies: readonly ReportDeficiency[]) {
  table(
    doc,
    [
      { header: '#', width: 0.06, value: (row) => String(row.number) },
      { header: 'Location', width: 0.17, value: (row) => row.location },
      { header: 'Description', width: 0.3, value: (row) => `${row.description}\n${DEFICIENCY_CATEGORY_LABELS[row.category]}` },
      { header: 'Severity', width: 0.1, value: (row) => DEFICIENCY_SEVERITY_LABELS[row.severity] },
      { header: 'Responsible', width: 0.14, value: (row) => row.responsibleCompany ?? '—' },
      { header: 'Due', width: 0.11, value: (row) => formatDate(row.dueDate) },
      { header: 'Status', width: 0.12, value: (row) => DEFICIENCY_STATUS_LABELS[row.status] },
    ],
    deficiencies,
    'No deficiencies were recorded.',
  );
}
