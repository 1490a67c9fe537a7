import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { ClientAccount } from '@/shared/schemas/clients';
import { useApiMutation } from '../use-api-mutation';
import { CLIENTS_ENDPOINT, clientKeys } from './keys';

const accountUrl = (id: string) => `${CLIENTS_ENDPOINT}/${encodeURIComponent(id)}`;

/** An Admin action on one account (online only; the error shows on the page, not as a toast too). */
function useClientAction<TVariables>(send: (variables: TVariables) => Promise<ClientAccount>) {
  return useApiMutation<ClientAccount, TVariables>({
    mutationFn: send,
    onSuccess: (account, _variables, client) => client.setQueryData(clientKeys.account(account.id), account),
    invalidates: () => [clientKeys.all],
  });
}

export const useLinkClientCompany = () =>
  useClientAction<{ id: string; companyId: string | null }>(({ id, companyId }) =>
    apiClient.put(`${accountUrl(id)}/company`, { company_id: companyId }, { schema: answerSchema('clients', 'clientAccountSchema') }),
  );

export const useSuspendClient = () =>
  useClientAction<string>((id) => apiClient.post(`${accountUrl(id)}/suspend`, {}, { schema: answerSchema('clients', 'clientAccountSchema') }));

export const useRestoreClient = () =>
  useClientAction<string>((id) => apiClient.post(`${accountUrl(id)}/restore`, {}, { schema: answerSchema('clients', 'clientAccountSchema') }));
