import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { invoicingKeys, projectInvoicingPath } from './keys';

const invoicesSchemas = () => import('@/shared/schemas/invoices');

/** GET /api/projects/:projectCode/invoicing (staff): the project's stages and invoices. */
export function useProjectInvoicing(projectCode: string) {
  return useQuery({
    queryKey: invoicingKeys.project(projectCode),
    queryFn: ({ signal }) => apiClient.get(projectInvoicingPath(projectCode), { signal, schema: lazySchema(invoicesSchemas, 'projectInvoicingSchema') }),
    meta: { errorMessage: 'Could not load the project’s invoicing' },
  });
}
