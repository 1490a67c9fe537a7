import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, isConflict } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import type { Deficiency, DeficiencyAction } from '@/shared/schemas/inspections';
import { DEFICIENCIES_ENDPOINT, deficiencyKeys } from './keys';

const inspectionsSchemas = () => import('@/shared/schemas/inspections');

/** POST /api/deficiencies/:id/{remind,warn,verify,close,archive,restore}: the deficiency after it. */
export async function sendDeficiencyAction(id: string, action: DeficiencyAction): Promise<Deficiency> {
  const { data } = await apiClient.post(`${DEFICIENCIES_ENDPOINT}/${encodeURIComponent(id)}/${action}`, {}, { schema: lazySchema(inspectionsSchemas, 'deficiencyResponseSchema') });
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
  return useMutation<Deficiency, Error, DeficiencyAction>({
    mutationFn: (action) => sendDeficiencyAction(id, action),
    meta: { silent: true },
    onSuccess: refresh,
    onError: (error) => (isConflict(error) ? refresh() : undefined),
  });
}
