import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { REQUESTS_ENDPOINT, requestKeys } from './keys';

/** Someone a request can be assigned to (an active Inspector or Admin). */
export interface AssignableInspector {
  id: string;
  name: string;
  email?: string | null;
  role?: string | null;
}

/**
 * GET /api/requests/inspectors (Admin): the active Inspectors and Admins a request can be assigned
 * to, as `{ data: [...] }`. If the list cannot be fetched, the panel still offers the signed-in
 * Admin (the server accepts an Admin as inspector).
 */
export const INSPECTORS_ENDPOINT = `${REQUESTS_ENDPOINT}/inspectors`;

export function fetchInspectors(signal?: AbortSignal): Promise<{ data: AssignableInspector[] }> {
  return apiClient.get<{ data: AssignableInspector[] }>(INSPECTORS_ENDPOINT, { signal });
}

export function useInspectors() {
  return useQuery(
    queryOptions({
      queryKey: requestKeys.inspectors(),
      queryFn: ({ signal }) => fetchInspectors(signal),
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );
}

/** The choices of an inspector select: the server's list, with the signed-in Admin added when missing. */
export function inspectorChoices(list: readonly AssignableInspector[] | undefined, me: AssignableInspector | null): AssignableInspector[] {
  const choices = [...(list ?? [])];
  if (me && !choices.some((choice) => choice.id === me.id)) choices.push({ ...me, name: `${me.name} (me)` });
  return choices;
}
