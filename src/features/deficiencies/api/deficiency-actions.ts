import { useMutationState, type Mutation, type QueryClient } from '@tanstack/react-query';
import { reportKeys } from '@/features/reports/api/keys';
import { apiClient, ApiError } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { defineQueuedWrite, type QueuedWriteVariables } from '@/lib/offline/queued-write';
import { useQueuedWrite } from '@/lib/offline/use-queued-write';
// Types only: every page registers the queued writes at start, and zod stays off the public
// pages' JavaScript. The server answers through the shared schema.
import type { Deficiency, DeficiencyAction, DeficiencyTrackingResponse } from '@/shared/schemas/inspections';
import { ACTION_COPY, refusalText } from '../deficiency-actions-model';
import { deficiencyAfterAction, trackingAfterAction } from '../deficiency-optimistic';
import { DEFICIENCIES_ENDPOINT, deficiencyKeys } from './keys';

const inspectionsSchemas = () => import('@/shared/schemas/inspections');

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
 * POST /api/deficiencies/:id/<action> (see DEFICIENCY_ACTIONS) with the write's Idempotency-Key:
 * the deficiency after it. A refusal says the server's reason in its message (the list of waiting
 * changes shows the message: "Not possible now: This deficiency is disputed already.").
 */
export async function sendDeficiencyAction({ idempotencyKey, deficiencyId, action, note }: DeficiencyActionWrite): Promise<Deficiency> {
  const body = note === undefined ? {} : { note };
  try {
    const { data } = await apiClient.post(`${DEFICIENCIES_ENDPOINT}/${encodeURIComponent(deficiencyId)}/${action}`, body, {
      headers: { 'Idempotency-Key': idempotencyKey },
      schema: lazySchema(inspectionsSchemas, 'deficiencyResponseSchema'),
    });
    return data;
  } catch (error) {
    throw error instanceof ApiError ? new ApiError(error.status, error.data, refusalText(error)) : error;
  }
}

type DetailData = { data: Deficiency };
type TrackingData = DeficiencyTrackingResponse;

/**
 * Show the action at once in every cached list, the navigation badge and the detail (README
 * "Offline writes"), keeping each query's `dataUpdatedAt`: offline, a list still says how old the
 * server's data is.
 */
function applyActionOptimistically(client: QueryClient, { deficiencyId, action }: DeficiencyActionWrite): void {
  const now = new Date();
  const cache = client.getQueryCache();
  for (const query of cache.findAll({ queryKey: deficiencyKeys.trackings() })) {
    const data = query.state.data as TrackingData | undefined;
    if (!data) continue;
    const next = trackingAfterAction(data.data, deficiencyId, action, now);
    if (next !== data.data) client.setQueryData(query.queryKey, { ...data, data: next }, { updatedAt: query.state.dataUpdatedAt });
  }
  const badge = cache.find({ queryKey: deficiencyKeys.badge(), exact: true });
  const badgeData = badge?.state.data as TrackingData | undefined;
  if (badge && badgeData) {
    const next = trackingAfterAction(badgeData.data, deficiencyId, action, now);
    if (next !== badgeData.data) client.setQueryData(badge.queryKey, { ...badgeData, data: next }, { updatedAt: badge.state.dataUpdatedAt });
  }
  const detail = cache.find({ queryKey: deficiencyKeys.detail(deficiencyId), exact: true });
  const detailData = detail?.state.data as DetailData | undefined;
  if (detail && detailData) {
    client.setQueryData(detail.queryKey, { ...detailData, data: deficiencyAfterAction(detailData.data, action, now) }, { updatedAt: detail.state.dataUpdatedAt });
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
  key: ['deficiencies', 'action'],
  describe: (write: DeficiencyActionWrite) => `${ACTION_COPY[write.action].label}: ${write.name}`,
  send: (write: DeficiencyActionWrite) => sendDeficiencyAction(write),
  applyOptimistically: applyActionOptimistically,
  invalidates: [deficiencyKeys.all, reportKeys.lists()],
});

/** The queued write in a component (its buttons send it with mutateAsync and a new key). */
export const useDeficiencyAction = () => useQueuedWrite(deficiencyActionWrite);

/** An action on this device not yet accepted by the server. */
export interface PendingDeficiencyAction {
  deficiencyId: string;
  action: DeficiencyAction;
  /** waiting: for the connection (offline, or restored after a reload); sending: on its way; refused: kept in the list with the reason. */
  state: 'waiting' | 'sending' | 'refused';
  reason?: string;
}

const toPending = (mutation: Mutation<unknown, Error, unknown, unknown>): PendingDeficiencyAction => {
  const variables = mutation.state.variables as DeficiencyActionWrite;
  const state = mutation.state.status === 'error' ? 'refused' : mutation.state.isPaused ? 'waiting' : 'sending';
  return { deficiencyId: variables.deficiencyId, action: variables.action, state, ...(state === 'refused' ? { reason: mutation.state.error?.message } : {}) };
};

const pendingOrRefused = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  mutation.state.status === 'pending' || (mutation.state.status === 'error' && mutation.meta?.queued === true);

/** The actions of one deficiency still on this device (also those restored after a reload), oldest first. */
export function usePendingDeficiencyActions(deficiencyId: string): PendingDeficiencyAction[] {
  return useMutationState({
    filters: {
      mutationKey: deficiencyActionWrite.key,
      predicate: (mutation) => pendingOrRefused(mutation) && (mutation.state.variables as DeficiencyActionWrite | undefined)?.deficiencyId === deficiencyId,
    },
    select: toPending,
  });
}
