import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportKeys } from '@/features/reports/api/keys';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import type { Guarantee } from '@/shared/schemas/guarantees';

const guaranteesSchemas = () => import('@/shared/schemas/guarantees');

/** The guarantees API (docs/business-rules.md, Guarantees). */
export const GUARANTEES_ENDPOINT = '/api/guarantees';

export const guaranteeKeys = {
  all: ['guarantees'] as const,
  eligibility: (projectId: string) => [...guaranteeKeys.all, 'eligibility', projectId] as const,
  list: (projectId: string) => [...guaranteeKeys.all, 'list', projectId] as const,
};

/** What is missing before a project's guarantee may be issued (staff). */
export function useGuaranteeEligibility(projectId: string) {
  return useQuery({
    queryKey: guaranteeKeys.eligibility(projectId),
    queryFn: ({ signal }) => apiClient.get(`${GUARANTEES_ENDPOINT}/eligibility?project=${projectId}`, { signal, schema: lazySchema(guaranteesSchemas, 'guaranteeEligibilitySchema') }),
    meta: { errorMessage: 'Could not check the guarantee' },
  });
}

/** The project's guarantee, if issued. */
export function useProjectGuarantees(projectId: string) {
  return useQuery({
    queryKey: guaranteeKeys.list(projectId),
    queryFn: ({ signal }) => apiClient.get(`${GUARANTEES_ENDPOINT}?project=${projectId}`, { signal, schema: lazySchema(guaranteesSchemas, 'guaranteesListResponseSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the guarantee' },
  });
}

/**
 * POST /api/guarantees (Admin): the certificate, its PDF (a published report) and the e-mails;
 * every report list refreshes too (the certificate is one of the project's reports).
 */
export function useIssueGuarantee() {
  const client = useQueryClient();
  return useMutation<Guarantee, Error, string>({
    mutationFn: (projectId) => apiClient.post(GUARANTEES_ENDPOINT, { project_id: projectId }, { schema: lazySchema(guaranteesSchemas, 'guaranteeSchema') }),
    meta: { silent: true },
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: guaranteeKeys.all }), client.invalidateQueries({ queryKey: reportKeys.lists() })]),
  });
}
