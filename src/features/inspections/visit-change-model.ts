import type { VisitChangeAction } from '@/lib/api/inspections/change-visit';
import { lazyBodyResolver, type LazyResolver } from '@/lib/forms/lazy-resolver';
// Types only: zod loads with the resolver (docs/decisions/0015-nothing-heavy-before-needed.md).
import type { CancelInspection, ChangeInspection, Inspection } from '@/shared/schemas/inspections';
import { localDateTimeInput, localDateTimeToIso } from './date-time-input';

/** The dialog's fields as typed: the new time (browser's zone) or the new inspector. */
export interface VisitChangeValues {
  scheduled_at: string;
  inspector_id: string;
}

/** The fields start at the visit's current time and inspector. */
export const visitChangeDefaults = (inspection: Pick<Inspection, 'scheduled_at' | 'inspector_id'>): VisitChangeValues => ({
  scheduled_at: localDateTimeInput(new Date(inspection.scheduled_at)),
  inspector_id: inspection.inspector_id ?? '',
});

/** The body the action sends at `version`: only the field the action changes. */
export function toVisitChangeBody(action: VisitChangeAction, values: VisitChangeValues, version: number): ChangeInspection | CancelInspection {
  if (action === 'cancel') return { version };
  if (action === 'reschedule') return { version, scheduled_at: localDateTimeToIso(values.scheduled_at) ?? '' };
  return { version, inspector_id: values.inspector_id };
}

// Stable loaders: the resolver caches the loaded schema per loader.
const loadChangeSchema = () => import('@/shared/schemas/inspections').then((m) => m.changeInspectionSchema);
const loadCancelSchema = () => import('@/shared/schemas/inspections').then((m) => m.cancelInspectionSchema);

/** The dialog's resolver: the shared schema of the route the action calls, on the body it would send. */
export function visitChangeResolver(action: VisitChangeAction, version: number): LazyResolver<VisitChangeValues, ChangeInspection | CancelInspection> {
  if (action === 'cancel') return lazyBodyResolver(loadCancelSchema, (values: VisitChangeValues) => toVisitChangeBody(action, values, version) as CancelInspection);
  return lazyBodyResolver(loadChangeSchema, (values: VisitChangeValues) => toVisitChangeBody(action, values, version) as ChangeInspection);
}
