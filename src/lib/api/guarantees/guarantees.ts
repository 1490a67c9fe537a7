import { useQuery } from '@tanstack/react-query';
import { reportKeys } from '@/lib/api/reports/keys';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { Guarantee } from '@/shared/schemas/guarantees';
import { useApiMutation } from '../use-api-mutation';
import { GUARANTEES_ENDPOINT, guaranteeKeys } from './keys';

/** What is missing before a project's guarantee may be issued (staff). */
export function useGuaranteeEligibility(projectId: string) {
  return useQuery({
    queryKey: guaranteeKeys.eligibility(projectId),
    queryFn: ({ signal }) => apiClient.get(`${GUARANTEES_ENDPOINT}/eligibility?project=${projectId}`, { signal, schema: answerSchema('guarantees', 'guaranteeEligibilitySchema') }),
    meta: { errorMessage: 'Could not check the guarantee' },
  });
}

/** The project's guarantee, if issued. */
export function useProjectGuarantees(projectId: string) {
  return useQuery({
    queryKey: guaranteeKeys.list(projectId),
    queryFn: ({ signal }) => apiClient.get(`${GUARANTEES_ENDPOINT}?project=${projectId}`, { signal, schema: answerSchema('guarantees', 'guaranteesListResponseSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the guarantee' },
  });
}

/**
 * POST /api/guarantees (Admin): the certificate, its PDF (a published report) and the e-mails;
 * every report list refreshes too (the certificate is one of the project's reports).
 */
export function useIssueGuarantee() {
  return useApiMutation<Guarantee, string>({
    mutationFn: (projectId) => apiClient.post(GUARANTEES_ENDPOINT, { project_id: projectId }, { schema: answerSchema('guarantees', 'guaranteeSchema') }),
    invalidates: () => [guaranteeKeys.all, reportKeys.lists()],
  });
}
