/*
 * The zod-free part of src/shared/schemas/companies.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */

export const COMPANY_TYPES = [
  'architect',
  'owner',
  'property_manager',
  'strata',
  'general_contractor',
  'painting_contractor',
  'government',
  'manufacturer',
  'other',
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  architect: 'Architect',
  owner: 'Owner',
  property_manager: 'Property manager',
  strata: 'Strata',
  general_contractor: 'General contractor',
  painting_contractor: 'Painting contractor',
  government: 'Government',
  manufacturer: 'Manufacturer',
  other: 'Other',
};

export const MEMBERSHIP_STATUSES = ['applicant', 'active', 'lapsed', 'suspended'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  applicant: 'Applicant',
  active: 'Active',
  lapsed: 'Lapsed',
  suspended: 'Suspended',
};

export const COMPANY_MESSAGES = {
  nameRequired: 'Enter the company name',
  nameTooLong: 'Keep the name under 160 characters',
  typeRequired: 'Choose the type of company',
  textTooLong: 'Keep it under 200 characters',
  emailInvalid: 'Enter a valid email address, or leave it empty',
  validToBeforeFrom: 'The membership cannot end before it starts',
  /** `uses` from companyUsesText, e.g. "2 projects and 1 guarantee". */
  inUse: (uses: string) =>
    `This company is still used by ${uses}, so it cannot be deleted. Archive it instead: it stays on its records but leaves the lists.`,
  archived: 'Company archived.',
  restored: 'Company restored.',
  deleted: 'Company deleted.',
} as const;

/** What still uses a company, counted: "2 projects, 1 person and 1 guarantee" (those counted 0 left out). */
export function companyUsesText(uses: readonly { count: number; one: string; many: string }[]): string {
  const parts = uses.filter((use) => use.count > 0).map((use) => `${use.count} ${use.count === 1 ? use.one : use.many}`);
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The most companies one GET /api/companies answers. */
export const COMPANIES_PAGE_SIZE_MAX = 1000;
/** The most company ids one GET /api/companies?ids=… asks for. */
export const COMPANY_IDS_MAX = 100;
/** The page sizes the companies table offers. */
export const COMPANIES_PAGE_SIZES = [25, 50, 100] as const;

/** What GET /api/companies sorts by (`sort`); each is a column of the companies table. */
export const COMPANY_SORT_KEYS = ['name', 'type', 'city', 'member', 'membership', 'valid_to', 'projects'] as const;
export type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number];

/** The companies list when the address says nothing: by name, the first page of 25. */
export const COMPANIES_QUERY_DEFAULTS = { sort: 'name', order: 'asc', page: 1, pageSize: 25 } as const;

/** At most this many companies in one CSV export of the companies table (its pages, fetched in turn). */
export const COMPANIES_EXPORT_MAX = 10_000;
