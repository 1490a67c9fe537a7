import { apiClient } from '@/lib/api-client';
import { defineQueuedWrite, type QueuedWriteVariables } from '@/lib/offline/queued-write';
// Types only: every page registers the queued writes at start, and zod stays off the public
// pages' JavaScript. The server answers through the shared schema.
import type { CancelInspection, ChangeInspection, Inspection } from '@/shared/schemas/inspections';
import { INSPECTIONS_ENDPOINT, inspectionKeys } from './keys';

/** What the Admin does to a scheduled visit: move it, give it to another inspector, or cancel it. */
export type VisitChangeAction = 'reschedule' | 'reassign' | 'cancel';

export const VISIT_CHANGE_LABELS: Record<VisitChangeAction, string> = {
  reschedule: 'Reschedule',
  reassign: 'Reassign',
  cancel: 'Cancel visit',
};

/**
 * A change to one visit as it waits on this device: the body's fields at the top (so a version
 * conflict lists them next to the server's, and "Keep mine" resends at the new `version`), the
 * visit it is for and the action. A change sent late after someone else's is refused (409 with
 * the visit as it is now).
 */
export type VisitChangeWrite = QueuedWriteVariables &
  Partial<ChangeInspection> &
  CancelInspection & {
    inspectionId: string;
    /** What the list of waiting changes calls it, e.g. "Primer, Dec 3, 2026". */
    visit: string;
    action: VisitChangeAction;
  };

/**
 * PATCH /api/inspections/:id (time or inspector) or POST /api/inspections/:id/cancel. The key is
 * the write's key plus the version it is based on: a resend after a lost answer is the same
 * request, "Keep mine" after a version conflict a new one.
 */
export async function sendVisitChange({ idempotencyKey, inspectionId, visit: _visit, action, ...body }: VisitChangeWrite): Promise<Inspection> {
  const path = `${INSPECTIONS_ENDPOINT}/${encodeURIComponent(inspectionId)}`;
  const options = { idempotencyKey: `${idempotencyKey}-v${body.version}` };
  const { data } =
    action === 'cancel'
      ? await apiClient.post<{ data: Inspection }>(`${path}/cancel`, { version: body.version }, options)
      : await apiClient.patch<{ data: Inspection }>(path, body, options);
  return data;
}

/**
 * The Admin's visit changes as a queued write (docs/offline.md, Waiting writes): offline they wait
 * on this device and are sent when the connection returns; landed or refused, every inspection
 * list (the project's tab, the week, the upcoming visits) is fetched again.
 */
export const visitChangeWrite = defineQueuedWrite({
  key: ['inspections', 'change'],
  describe: (write: VisitChangeWrite) => `${VISIT_CHANGE_LABELS[write.action]}: ${write.visit}`,
  send: (write: VisitChangeWrite) => sendVisitChange(write),
  invalidates: [inspectionKeys.all],
});
