import { reportKeys } from '@/lib/api/reports/keys';
import { apiClient, ApiError } from '@/lib/api-client';
import { defineQueuedWrite, type QueuedWriteVariables } from '@/lib/offline/queued-write';
// Types only: every page registers the queued writes at start, and zod stays off the public
// pages' JavaScript. The server answers through the shared schema.
import type { Deficiency, DeficiencyAction } from '@/shared/schemas/inspections';
import { DEFICIENCY_ACTION_LABELS } from './deficiency-action-labels';
import { DEFICIENCIES_ENDPOINT, DEFICIENCY_ACTION_KEY, deficiencyKeys } from './keys';

/*
 * The deficiency follow-up action as a queued write, kept small: every page registers it at
 * start (src/app/queued-writes.ts), so the rules it needs (the optimistic new state) load only
 * when an action is taken.
 */

/** One follow-up action, with the note of "Fix reported", "Not fixed", "Disputed" and "Void". */
export interface DeficiencyActionRequest {
  action: DeficiencyAction;
  note?: string;
}

/**
 * A follow-up action as it waits on this device: the deficiency, the action and its note, and
 * what the list of waiting changes calls the deficiency ("BC-26-0142 #3 · North elevation").
 */
export type DeficiencyActionWrite = QueuedWriteVariables &
  DeficiencyActionRequest & {
    deficiencyId: string;
    name: string;
  };

/**
 * The server's reason for a refusal, title and detail ("Not possible now: This deficiency is
 * disputed already."), once even when the message already carries the detail (a queued action's
 * refusal is rethrown with it, so the list of waiting changes shows the whole reason).
 */
export function refusalText(error: ApiError): string {
  const detail = (error.data as { message?: unknown } | null)?.message;
  if (typeof detail !== 'string' || detail === '' || error.message.includes(detail)) return error.message;
  return `${error.message}: ${detail}`;
}

/**
 * POST /api/deficiencies/:id/<action> (see DEFICIENCY_ACTIONS) with the write's Idempotency-Key:
 * the deficiency after it. A refusal says the server's reason in its message (the list of waiting
 * changes shows the message: "Not possible now: This deficiency is disputed already.").
 */
export async function sendDeficiencyAction({ idempotencyKey, deficiencyId, action, note }: DeficiencyActionWrite): Promise<Deficiency> {
  const body = note === undefined ? {} : { note };
  try {
    // Not parsed here, like the other queued writes: the server answers through the shared schema.
    const { data } = await apiClient.post<{ data: Deficiency }>(`${DEFICIENCIES_ENDPOINT}/${encodeURIComponent(deficiencyId)}/${action}`, body, { idempotencyKey });
    return data;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.status, error.data, refusalText(error));
  }
}

/**
 * A follow-up action on one deficiency, as a queued write (src/lib/offline): online it is sent at
 * once; offline it waits on this device, is listed under "changes waiting to sync", survives a
 * reload and is sent once when the connection returns (the Idempotency-Key makes a resend
 * harmless). Landed or refused, the lists, the badge and the detail are fetched again (undoing the
 * optimistic change of a refusal); the report lists too, as a warning keeps its letter as one of
 * the project's reports.
 */
export const deficiencyActionWrite = defineQueuedWrite({
  key: DEFICIENCY_ACTION_KEY,
  describe: (write: DeficiencyActionWrite) => `${DEFICIENCY_ACTION_LABELS[write.action]}: ${write.name}`,
  send: (write: DeficiencyActionWrite) => sendDeficiencyAction(write),
  // The rules that work out the new state load with it (already there on the deficiency pages).
  applyOptimistically: (client, write) => import('./deficiency-optimistic').then((rules) => rules.applyActionOptimistically(client, write)),
  invalidates: [deficiencyKeys.all, reportKeys.lists()],
});
