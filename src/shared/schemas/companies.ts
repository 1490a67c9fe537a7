import { z } from '../zod';
import { ROLES } from '../auth/roles';
import { isoDateSchema, REGIONS } from './common';
import { COMPANY_TYPES, MEMBERSHIP_STATUSES, COMPANY_MESSAGES, COMPANIES_PAGE_SIZE_MAX, COMPANY_SORT_KEYS, COMPANIES_QUERY_DEFAULTS, COMPANY_IDS_MAX } from './companies-values';

export * from './companies-values';

/*
 * Companies (docs/features.md): the client companies and the parties of projects, with
 * their membership. Responses use snake_case; dates `YYYY-MM-DD`, timestamps ISO strings.
 */

const optionalText = (max = 200) => z.string().trim().max(max, COMPANY_MESSAGES.textTooLong).optional();

/** POST /api/companies and PATCH /api/companies/:companyId. Empty texts clear the field. */
export const companyInputSchema = z
  .object({
    name: z.string({ error: COMPANY_MESSAGES.nameRequired }).trim().min(1, COMPANY_MESSAGES.nameRequired).max(160, COMPANY_MESSAGES.nameTooLong),
    type: z.enum(COMPANY_TYPES, { error: COMPANY_MESSAGES.typeRequired }),
    address: optionalText(),
    city: optionalText(120),
    region: z.enum(REGIONS).nullable().optional(),
    postal_code: optionalText(12),
    phone: optionalText(40),
    email: z
      .string()
      .trim()
      .max(254, COMPANY_MESSAGES.emailInvalid)
      .refine((value) => value === '' || z.email().safeParse(value).success, COMPANY_MESSAGES.emailInvalid)
      .optional(),
    member_no: optionalText(40),
    membership_status: z.enum(MEMBERSHIP_STATUSES).nullable().optional(),
    membership_valid_from: isoDateSchema.nullable().optional(),
    membership_valid_to: isoDateSchema.nullable().optional(),
  })
  .refine(
    (value) => !value.membership_valid_from || !value.membership_valid_to || value.membership_valid_to >= value.membership_valid_from,
    { message: COMPANY_MESSAGES.validToBeforeFrom, path: ['membership_valid_to'] },
  );
export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyValues = z.output<typeof companyInputSchema>;

export const companyParamsSchema = z.object({ companyId: z.uuid() });

/**
 * GET /api/companies: search (name, city, member number), type, region, the archived ones instead on
 * request, sorted by a column of the companies table (by name unless told), a page at a time.
 */
export const companiesQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  type: z.enum(COMPANY_TYPES).optional(),
  region: z.enum(REGIONS).optional(),
  archived: z.enum(['true', 'false']).optional(),
  /**
   * Only these companies (ids separated by commas, at most COMPANY_IDS_MAX): the names of the
   * companies a picker holds. Archived ones too, unless `archived` is given.
   */
  ids: z
    .string()
    .transform((value) => value.split(','))
    .pipe(z.array(z.uuid()).min(1).max(COMPANY_IDS_MAX))
    .optional(),
  sort: z.enum(COMPANY_SORT_KEYS).default(COMPANIES_QUERY_DEFAULTS.sort),
  order: z.enum(['asc', 'desc']).default(COMPANIES_QUERY_DEFAULTS.order),
  page: z.coerce.number().int().min(1).default(COMPANIES_QUERY_DEFAULTS.page),
  pageSize: z.coerce.number().int().min(1).max(COMPANIES_PAGE_SIZE_MAX).default(COMPANIES_QUERY_DEFAULTS.pageSize),
});
export type CompaniesQueryInput = z.input<typeof companiesQuerySchema>;
export type CompaniesQuery = z.output<typeof companiesQuerySchema>;

export const companySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(COMPANY_TYPES),
  address: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  postal_code: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  member_no: z.string().nullable(),
  membership_status: z.enum(MEMBERSHIP_STATUSES).nullable(),
  membership_valid_from: z.string().nullable(),
  membership_valid_to: z.string().nullable(),
  archived_at: z.iso.datetime().nullable(),
  /** Projects that have it as client company or as a party. */
  project_count: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Company = z.infer<typeof companySchema>;

export const companiesListResponseSchema = z.object({
  data: z.array(companySchema),
  total: z.number().int(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type CompaniesListResponse = z.infer<typeof companiesListResponseSchema>;

/** A person of the company (its client accounts). */
export const companyContactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(['active', 'suspended']),
});
export type CompanyContact = z.infer<typeof companyContactSchema>;

/** A project the company is on, as client or as a party. */
export const companyProjectSchema = z.object({
  project_code: z.string(),
  project_name: z.string(),
  /** 'client', or the party role. */
  relation: z.string(),
  status: z.string(),
  review_status: z.string(),
});
export type CompanyProject = z.infer<typeof companyProjectSchema>;

export const companyDetailSchema = companySchema.extend({
  contacts: z.array(companyContactSchema),
  projects: z.array(companyProjectSchema),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;
