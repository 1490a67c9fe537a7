import { date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import { REPORT_STATUSES, REPORT_TYPES } from '../../shared/schemas/reports';
import { createdAt, updatedAt } from './columns';
import { companies, profiles, projects } from './schema-core';
import { deficiencies, inspections } from './schema-inspections';

export const reportTypeEnum = pgEnum('report_type', REPORT_TYPES);
export const reportStatusEnum = pgEnum('report_status', REPORT_STATUSES);
export const guaranteeStatusEnum = pgEnum('guarantee_status', ['active', 'revoked']);

/**
 * A generated PDF report. The bytes live in the file store under `file_sha256`; `version` counts
 * per project + type + inspection (1, 2, ...). A draft is staff-only; publishing makes it visible
 * to the client company when `visible_to_client`.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    inspectionId: uuid('inspection_id').references(() => inspections.id, { onDelete: 'set null' }),
    deficiencyId: uuid('deficiency_id').references(() => deficiencies.id, { onDelete: 'set null' }),
    type: reportTypeEnum('type').notNull(),
    version: integer('version').notNull(),
    status: reportStatusEnum('status').notNull().default('draft'),
    visibleToClient: boolean('visible_to_client').notNull().default(true),
    fileSha256: text('file_sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('reports_project_type_idx').on(table.projectId, table.type, table.inspectionId),
    index('reports_inspection_id_idx').on(table.inspectionId),
    index('reports_deficiency_id_idx').on(table.deficiencyId),
    index('reports_status_idx').on(table.status),
    index('reports_type_idx').on(table.type),
    index('reports_created_at_idx').on(table.createdAt),
  ],
);

/**
 * A project's guarantee (one per project): certificate number, term, and the random code anyone
 * may use to verify the certificate at GET /api/guarantees/verify/:code.
 */
export const guarantees = pgTable(
  'guarantees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    certificateNo: text('certificate_no').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    contractorCompanyId: uuid('contractor_company_id').references(() => companies.id),
    ownerCompanyId: uuid('owner_company_id').references(() => companies.id),
    termMonths: integer('term_months').notNull(),
    startsOn: date('starts_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    status: guaranteeStatusEnum('status').notNull().default('active'),
    verificationCode: text('verification_code').notNull(),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    issuedBy: uuid('issued_by').references(() => profiles.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('guarantees_certificate_no_key').on(table.certificateNo),
    uniqueIndex('guarantees_project_id_key').on(table.projectId),
    uniqueIndex('guarantees_verification_code_key').on(table.verificationCode),
    index('guarantees_contractor_company_id_idx').on(table.contractorCompanyId),
    index('guarantees_issued_at_idx').on(table.issuedAt),
  ],
);
