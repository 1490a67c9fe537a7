import { z } from '../zod';
import { CLIENT_SORT_KEYS, CLIENT_STATUSES, CLIENTS_PAGE_SIZE_MAX, CLIENTS_QUERY_DEFAULTS } from './clients-values';

export * from './clients-values';

/* Client accounts (Admin: /clients, /clients/:clientId): list, link to a company, suspend and restore. */

export const clientsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  companyId: z.uuid().optional(),
  status: z.enum(CLIENT_STATUSES).optional(),
  sort: z.enum(CLIENT_SORT_KEYS).default(CLIENTS_QUERY_DEFAULTS.sort),
  order: z.enum(['asc', 'desc']).default(CLIENTS_QUERY_DEFAULTS.order),
  page: z.coerce.number().int().min(1).default(CLIENTS_QUERY_DEFAULTS.page),
  pageSize: z.coerce.number().int().min(1).max(CLIENTS_PAGE_SIZE_MAX).default(CLIENTS_QUERY_DEFAULTS.pageSize),
});
export type ClientsQuery = z.output<typeof clientsQuerySchema>;

export const clientParamsSchema = z.object({ clientId: z.uuid() });

export const clientAccountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  company_id: z.uuid().nullable(),
  company_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;

export const clientsListResponseSchema = z.object({
  data: z.array(clientAccountSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ClientsListResponse = z.infer<typeof clientsListResponseSchema>;

/** PUT /api/clients/:clientId/company: link to a company, or unlink with null. */
export const linkClientCompanySchema = z.object({ company_id: z.uuid().nullable() });
export type LinkClientCompany = z.infer<typeof linkClientCompanySchema>;

/** Companies a client may be linked to (not archived), for the picker. */
export const companyOptionSchema = z.object({ id: z.uuid(), name: z.string() });
export const companyOptionsResponseSchema = z.object({ data: z.array(companyOptionSchema) });
export type CompanyOption = z.infer<typeof companyOptionSchema>;
