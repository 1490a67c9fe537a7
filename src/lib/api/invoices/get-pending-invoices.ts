import { apiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { usePolledQuery } from '@/lib/query/polling';
import { can } from '@/shared/auth/permissions';
// Types only: the navigation bar polls this on every page, and zod stays off the public pages.
import type { PendingInvoicesResponse } from '@/shared/schemas/invoices';
import { invoicingKeys, PENDING_INVOICES_ENDPOINT } from './keys';

/** GET /api/invoices/pending (docs/business-rules.md, Invoicing): billing stages due to be invoiced, newest need first. */
export function fetchPendingInvoices(signal?: AbortSignal): Promise<PendingInvoicesResponse> {
  return apiClient.get<PendingInvoicesResponse>(PENDING_INVOICES_ENDPOINT, { signal });
}

/**
 * The Admin's pending invoices, polled every 60 s with the shared polling (paused offline, while
 * hidden and while signed out; failures only logged). Only Admins poll.
 */
export function usePendingInvoices() {
  const { role } = useAuth();
  return usePolledQuery({
    queryKey: invoicingKeys.pending(),
    queryFn: ({ signal }) => fetchPendingInvoices(signal),
    poll: 'pendingInvoices',
    enabled: can(role, 'pendingInvoices'),
  });
}
