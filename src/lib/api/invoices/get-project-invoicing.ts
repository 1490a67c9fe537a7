import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import { invoicingKeys, projectInvoicingPath } from './keys';

/**
 * GET /api/projects/:projectCode/invoicing (staff): the project's stages and invoices, kept on the
 * device like the project page's other tabs (a project kept offline opens with it).
 */
export const projectInvoicingQueryOptions = (projectCode: string) =>
  queryOptions({
    queryKey: invoicingKeys.project(projectCode),
    queryFn: ({ signal }) => apiClient.get(projectInvoicingPath(projectCode), { signal, schema: answerSchema('invoices', 'projectInvoicingSchema') }),
    meta: { persist: true, errorMessage: 'Could not load the project’s invoicing' },
  });

export function useProjectInvoicing(projectCode: string) {
  return useQuery(projectInvoicingQueryOptions(projectCode));
}
