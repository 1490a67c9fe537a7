import type { TextValues } from '@/components/form/form-values';
import { lazyBodyResolver, type LazyResolver } from '@/lib/forms/lazy-resolver';
// Types only: the shape comes from the shared schema, zod loads with the resolver (docs/decisions/0015-nothing-heavy-before-needed.md).
import type { ScheduleInspection, ScheduleInspectionInput } from '@/shared/schemas/inspections';
import { localDateTimeToIso } from './date-time-input';

/** The Admin's "Schedule inspection" form as typed (the date and time in the browser's zone); the project is the page's. */
export type ScheduleFormValues = TextValues<Omit<ScheduleInspectionInput, 'project_code'>>;

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

const loadScheduleSchema = () => import('@/shared/schemas/inspections').then((m) => m.scheduleInspectionSchema);

/** The form's resolver: the shared schema (loaded on first validation) on the body the form would send. */
export function scheduleFormResolver(projectCode: string): LazyResolver<ScheduleFormValues, ScheduleInspection> {
  return lazyBodyResolver(loadScheduleSchema, (values: ScheduleFormValues) => toScheduleBody(values, projectCode));
}
