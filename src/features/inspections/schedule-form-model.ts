import type { Resolver } from 'react-hook-form';
import { scheduleInspectionSchema, type ScheduleInspection, type ScheduleInspectionInput } from '@/shared/schemas/inspections';
import { bodyResolver } from './body-resolver';
import { localDateTimeToIso } from './date-time-input';

/** The Admin's "Schedule inspection" form as typed (the date and time in the browser's zone). */
export interface ScheduleFormValues {
  stage: string;
  scheduled_at: string;
  inspector_id: string;
}

export const emptyScheduleFormValues = (): ScheduleFormValues => ({ stage: '', scheduled_at: '', inspector_id: '' });

/** The POST /api/inspections body for what the form holds, on `projectCode`. */
export function toScheduleBody(values: ScheduleFormValues, projectCode: string): ScheduleInspectionInput {
  return {
    project_code: projectCode,
    stage: (values.stage || undefined) as ScheduleInspectionInput['stage'],
    scheduled_at: localDateTimeToIso(values.scheduled_at) ?? '',
    inspector_id: values.inspector_id,
  };
}

export function scheduleFormResolver(projectCode: string): Resolver<ScheduleFormValues, unknown, ScheduleInspection> {
  return bodyResolver(scheduleInspectionSchema, (values: ScheduleFormValues) => toScheduleBody(values, projectCode));
}
