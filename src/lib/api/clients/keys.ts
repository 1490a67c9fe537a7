import type { ClientsQuery } from '@/shared/schemas/clients';

/** The client accounts API (Admin). */
export const CLIENTS_ENDPOINT = '/api/clients';

export const clientKeys = {
  all: ['clients'] as const,
  list: (query: ClientsQuery) => [...clientKeys.all, 'list', query] as const,
  account: (id: string) => [...clientKeys.all, 'account', id] as const,
};
