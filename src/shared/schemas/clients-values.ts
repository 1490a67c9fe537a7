/*
 * The zod-free part of src/shared/schemas/clients.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (issue 12).
 */

export const CLIENT_STATUSES = ['active', 'suspended'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = { active: 'Active', suspended: 'Suspended' };

export const CLIENTS_PAGE_SIZE_DEFAULT = 25;
export const CLIENTS_PAGE_SIZE_MAX = 100;

export const CLIENT_MESSAGES = {
  companyUnavailable: 'That company does not exist or is archived.',
  suspended: 'Account suspended. The client is signed out everywhere.',
  restored: 'Account restored.',
  linked: 'Company updated.',
} as const;
