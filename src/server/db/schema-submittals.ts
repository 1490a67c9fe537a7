import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LINE_DECISIONS, SUBMITTAL_KINDS, SUBMITTAL_STATUSES } from '../../shared/schemas/submittals';
import { createdAt, updatedAt } from './columns';
import { products } from './schema-products';
import { companies, profiles, projects } from './schema-core';

export const submittalKindEnum = pgEnum('submittal_kind', SUBMITTAL_KINDS);
export const submittalStatusEnum = pgEnum('submittal_status', SUBMITTAL_STATUSES);
export const lineDecisionEnum = pgEnum('submittal_line_decision', LINE_DECISIONS);

/**
 * A client's submittal for a project: the products it will use. `company_id` is the project's
 * client company when submitted; a Client sees its company's submittals only.
 */
export const submittals = pgTable(
  'submittals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 1, 2, 3... per project. */
    submittalNo: integer('submittal_no').notNull(),
    companyId: uuid('company_id').references(() => companies.id),
    kind: submittalKindEnum('kind').notNull().default('product'),
    status: submittalStatusEnum('status').notNull().default('submitted'),
    notes: text('notes'),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => profiles.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('submittals_project_id_submittal_no_key').on(table.projectId, table.submittalNo),
    index('submittals_company_id_idx').on(table.companyId),
    index('submittals_status_idx').on(table.status),
    index('submittals_created_at_idx').on(table.createdAt),
  ],
);

/** One line of a submittal: a surface or area, its MPI system, the product, and the staff decision. */
export const submittalLines = pgTable(
  'submittal_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submittalId: uuid('submittal_id')
      .notNull()
      .references(() => submittals.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    surface: text('surface').notNull(),
    mpiSystem: text('mpi_system').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    decision: lineDecisionEnum('decision'),
    comment: text('comment'),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('submittal_lines_submittal_id_seq_key').on(table.submittalId, table.seq),
    index('submittal_lines_product_id_idx').on(table.productId),
  ],
);
