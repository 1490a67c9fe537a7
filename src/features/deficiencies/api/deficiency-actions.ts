import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, isConflict } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import type { Deficiency, DeficiencyAction } from '@/shared/schemas/inspections';
import { reportKeys } from '@/features/reports/api/keys';
import { DEFICIENCIES_ENDPOINT, deficiencyKeys } from './keys';

const inspectionsSchemas = () => import('@/shared/schemas/inspections');

/** One follow-up action, with the note of "Fix reported", "Disputed" and "Void". */
export interface DeficiencyActionRequest {
  action: DeficiencyAction;
  note?: string;
}

/** POST /api/deficiencies/:id/<action> (see DEFICIENCY_ACTIONS): the deficiency after it. */
export async function sendDeficiencyAction(id: string, { action, note }: DeficiencyActionRequest): Promise<Deficiency> {
  const body = note === undefined ? {} : { note };
  const { data } = await apiClient.post(`${DEFICIENCIES_ENDPOINT}/${encodeURIComponent(id)}/${action}`, body, { schema: lazySchema(inspectionsSchemas, 'deficiencyResponseSchema') });
  return data;
}

/**
 * A follow-up action on one deficiency. Online only (reminders and warnings are e-mails sent by
 * the office); the caller shows a refusal (`silent`: no global toast). Success and a 409 (the
 * deficiency moved on meanwhile) refresh the lists, the badge and the detail.
 */
export function useDeficiencyAction(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: deficiencyKeys.all });
  return useMutation<Deficiency, Error, DeficiencyActionRequest>({
    mutationFn: (request) => sendDeficiencyAction(id, request),
    meta: { silent: true },
    // A warning also keeps its letter as one of the project's reports.
    onSuccess: (_after, { action }) => Promise.all([refresh(), action === 'warn' ? client.invalidateQueries({ queryKey: reportKeys.lists() }) : undefined]),
    onError: (error) => (isConflict(error) ? refresh() : undefined),
  });
}
