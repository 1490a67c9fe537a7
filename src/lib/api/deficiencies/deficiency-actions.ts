import { useMutationState, type Mutation } from '@tanstack/react-query';
import { useQueuedWrite } from '@/lib/api/use-api-mutation';
import { isWaitingWrite } from '@/lib/offline/queued-write';
import type { DeficiencyAction } from '@/shared/schemas/inspections';
import { deficiencyActionWrite, type DeficiencyActionWrite } from './deficiency-action-write';

export { deficiencyActionWrite, sendDeficiencyAction, type DeficiencyActionRequest, type DeficiencyActionWrite } from './deficiency-action-write';

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
  const state = mutation.state.status === 'error' ? 'refused' : isWaitingWrite(mutation.state) ? 'waiting' : 'sending';
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
