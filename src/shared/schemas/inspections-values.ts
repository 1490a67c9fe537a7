/*
 * The zod-free part of src/shared/schemas/inspections.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */
import type { DEFICIENCY_STATUSES } from '../deficiency-rules';
import { LOCALE } from '../format/locale';

export { DEFICIENCY_STATUSES, type DeficiencyStatus } from '../deficiency-rules';

export const INSPECTION_STAGES = ['surface_prep', 'primer', 'intermediate_coat', 'finish_coat', 'final'] as const;
export type InspectionStage = (typeof INSPECTION_STAGES)[number];
export const INSPECTION_STAGE_LABELS: Record<InspectionStage, string> = {
  surface_prep: 'Surface preparation',
  primer: 'Primer',
  intermediate_coat: 'Intermediate coat',
  finish_coat: 'Finish coat',
  final: 'Final inspection',
};

export const INSPECTION_STATUSES = ['scheduled', 'performed', 'cancelled'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];
export const INSPECTION_STATUS_LABELS: Record<InspectionStatus, string> = {
  scheduled: 'Scheduled',
  performed: 'Performed',
  cancelled: 'Cancelled',
};

export const INSPECTION_RESULTS = ['pass', 'pass_with_deficiencies', 'fail', 'not_ready'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];
export const INSPECTION_RESULT_LABELS: Record<InspectionResult, string> = {
  pass: 'Pass',
  pass_with_deficiencies: 'Pass with deficiencies',
  fail: 'Fail',
  not_ready: 'Not ready',
};

export const DEFICIENCY_SEVERITIES = ['minor', 'major', 'critical'] as const;
export type DeficiencySeverity = (typeof DEFICIENCY_SEVERITIES)[number];
export const DEFICIENCY_SEVERITY_LABELS: Record<DeficiencySeverity, string> = { minor: 'Minor', major: 'Major', critical: 'Critical' };

export const DEFICIENCY_CATEGORIES = [
  'surface_preparation',
  'film_thickness',
  'coverage',
  'adhesion',
  'application',
  'product_substitution',
  'workmanship',
  'other',
] as const;
export type DeficiencyCategory = (typeof DEFICIENCY_CATEGORIES)[number];
export const DEFICIENCY_CATEGORY_LABELS: Record<DeficiencyCategory, string> = {
  surface_preparation: 'Surface preparation',
  film_thickness: 'Film thickness',
  coverage: 'Coverage / hiding',
  adhesion: 'Adhesion',
  application: 'Application defects (runs, sags, holidays)',
  product_substitution: 'Unapproved product',
  workmanship: 'Workmanship (cut lines, overspray)',
  other: 'Other',
};

export const DEFICIENCY_STATUS_LABELS: Record<(typeof DEFICIENCY_STATUSES)[number], string> = {
  open: 'Open',
  notified: 'Notified',
  ready_for_reinspection: 'Ready for reinspection',
  verified: 'Verified',
  closed: 'Closed',
  disputed: 'Disputed',
  void: 'Void',
};

export const INSPECTION_MESSAGES = {
  stageRequired: 'Choose the stage',
  scheduledAtRequired: 'Enter the date and time of the visit',
  inspectorRequired: 'Choose an inspector',
  resultRequired: 'Choose the result',
  temperature: 'Enter a temperature between -40 and 60 °C',
  humidity: 'Enter the relative humidity in percent (0 to 100)',
  travelKm: 'Enter the round-trip distance in km (0 to 5,000)',
  notesTooLong: 'Keep the notes under 10,000 characters',
  locationRequired: 'Say where the deficiency is',
  descriptionRequired: 'Describe the deficiency',
  dueDateRequired: 'Enter the date it must be fixed by',
  severityRequired: 'Choose the severity',
  categoryRequired: 'Choose the category',
} as const;

/** Photos one recorded inspection, and one deficiency, may carry. */
export const INSPECTION_PHOTOS_MAX = 40;
export const DEFICIENCY_PHOTOS_MAX = 20;

/**
 * The dew point (°C) from the air temperature and relative humidity (Magnus formula, the one
 * coating standards use); the surface must be at least 3 °C above it to paint.
 */
export function dewPointC(airTemperatureC: number, relativeHumidity: number): number {
  const a = 17.62;
  const b = 243.12;
  const gamma = Math.log(Math.max(relativeHumidity, 0.1) / 100) + (a * airTemperatureC) / (b + airTemperatureC);
  return Math.round(((b * gamma) / (a - gamma)) * 10) / 10;
}
/** Coating standards ask for the surface to be at least this much warmer than the dew point. */
export const DEW_POINT_MARGIN_C = 3;

/**
 * The follow-up actions (POST /api/deficiencies/:id/<action>); which status each one is allowed
 * from, who may take it and whether it carries a note: src/shared/deficiency-transitions.ts.
 */
export const DEFICIENCY_ACTIONS = ['remind', 'warn', 'report-fix', 'not-fixed', 'dispute', 'verify', 'close', 'void', 'archive', 'restore'] as const;
export type DeficiencyAction = (typeof DEFICIENCY_ACTIONS)[number];

/** The note of "Fix reported" (optional), "Disputed" and "Void" (required). */
export const DEFICIENCY_NOTE_MAX = 2000;
export const DEFICIENCY_NOTE_MESSAGES = {
  disputeReasonRequired: 'Enter the contractor’s reason for disputing it',
  voidReasonRequired: 'Say why it was raised in error',
  notFixedFindingRequired: 'Say what the reinspection found',
  tooLong: `Keep the note under ${DEFICIENCY_NOTE_MAX.toLocaleString(LOCALE)} characters`,
} as const;
