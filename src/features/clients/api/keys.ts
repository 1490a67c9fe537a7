import type { ClientStatus } from '@/shared/schemas/clients';

/** The client accounts API (Admin). */
export const CLIENTS_ENDPOINT = '/api/clients';

export interface ClientListFilters {
  companyId?: string;
  status?: ClientStatus;
}

export const clientKeys = {
  all: ['clients'] as const,
  list: (filters: ClientListFilters) => [...clientKeys.all, 'list', filters] as const,
  account: (id: string) => [...clientKeys.all, 'account', id] as const,
  companies: () => [...clientKeys.all, 'companies'] as const,
};
