/*
 * The zod-free part of src/shared/schemas/clients.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */

export const CLIENT_STATUSES = ['active', 'suspended'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = { active: 'Active', suspended: 'Suspended' };

export const CLIENTS_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CLIENTS_PAGE_SIZE_DEFAULT = 25;
export const CLIENTS_PAGE_SIZE_MAX = 100;
/** At most this many accounts in one CSV export of the list (its pages, fetched in turn). */
export const CLIENTS_EXPORT_MAX = 10_000;

/** The columns GET /api/clients sorts by. */
export const CLIENT_SORT_KEYS = ['name', 'email', 'company', 'status', 'since'] as const;
export type ClientSortKey = (typeof CLIENT_SORT_KEYS)[number];
/** The list's state when the address says nothing: by name, the first page. */
export const CLIENTS_QUERY_DEFAULTS = { sort: 'name', order: 'asc', page: 1, pageSize: CLIENTS_PAGE_SIZE_DEFAULT } as const;

export const CLIENT_MESSAGES = {
  companyUnavailable: 'That company does not exist or is archived.',
  suspended: 'Account suspended. The client is signed out everywhere.',
  restored: 'Account restored.',
  linked: 'Company updated.',
} as const;
