import { can } from '@/shared/auth/permissions';
import type { Role } from '@/shared/auth/roles';
import { formatDate } from '@/shared/format/date';
import type { Inspection } from '@/shared/schemas/inspections';
import { INSPECTION_RESULT_LABELS, INSPECTION_STAGE_LABELS, INSPECTION_STAGES, INSPECTION_STATUS_LABELS, type InspectionStage } from '@/shared/schemas/inspections-values';
import { LOCALE } from '@/shared/format/locale';

/** "Primer, Nov 24, 2026": how a visit is named in links, buttons and the list of waiting changes. */
export function visitName(inspection: Pick<Inspection, 'stage' | 'scheduled_at'>): string {
  return `${INSPECTION_STAGE_LABELS[inspection.stage]}, ${formatDate(inspection.scheduled_at)}`;
}

/** The result once performed ("Pass with deficiencies"), else the status ("Scheduled"). */
export function outcomeLabel(inspection: Pick<Inspection, 'status' | 'result'>): string {
  return inspection.result ? INSPECTION_RESULT_LABELS[inspection.result] : INSPECTION_STATUS_LABELS[inspection.status];
}

const degrees = (value: number) => `${value.toLocaleString(LOCALE, { maximumFractionDigits: 1 })} °C`;

/** "Air 12 °C · Surface 10 °C · RH 70 % · Dew point 6.7 °C", with what was measured; '' when nothing was. */
export function conditionsText(inspection: Pick<Inspection, 'air_temperature_c' | 'surface_temperature_c' | 'relative_humidity' | 'dew_point_c'>): string {
  const parts: string[] = [];
  if (inspection.air_temperature_c !== null) parts.push(`Air ${degrees(inspection.air_temperature_c)}`);
  if (inspection.surface_temperature_c !== null) parts.push(`Surface ${degrees(inspection.surface_temperature_c)}`);
  if (inspection.relative_humidity !== null) parts.push(`RH ${inspection.relative_humidity.toLocaleString(LOCALE, { maximumFractionDigits: 1 })} %`);
  if (inspection.dew_point_c !== null) parts.push(`Dew point ${degrees(inspection.dew_point_c)}`);
  return parts.join(' · ');
}

/**
 * Whether `userId` (with `role`) may record this visit: a scheduled one assigned to them, or any
 * scheduled one for those who schedule visits (Admins). The server enforces the same rule.
 */
export function mayRecord(inspection: Pick<Inspection, 'status' | 'inspector_id'>, role: Role | null, userId: string | undefined): boolean {
  if (inspection.status !== 'scheduled' || !can(role, 'inspectionRecord')) return false;
  return can(role, 'inspectionSchedule') || (userId !== undefined && inspection.inspector_id === userId);
}

/** The visits grouped by stage, in the order of a paint job; stages without visits are left out. */
export function byStage<T extends Pick<Inspection, 'stage'>>(inspections: readonly T[]): { stage: InspectionStage; inspections: T[] }[] {
  return INSPECTION_STAGES.map((stage) => ({ stage, inspections: inspections.filter((item) => item.stage === stage) })).filter((group) => group.inspections.length > 0);
}

/** "1 photo", "3 photos". */
export const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
