import { date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES } from '../../shared/schemas/invoices';
import { cents, createdAt, updatedAt } from './columns';
import { billingStages, companies, profiles, projects } from './schema-core';
import { inspections } from './schema-inspections';

export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);

/**
 * An invoice of one project to its client company (the bill-to company and its name and address
 * as printed). `invoice_number` comes from the year's row in `counters`, allocated in the
 * transaction that marks the stages invoiced (gap-free). The issued PDF is kept in the file store
 * under `pdf_sha256`. Money in integer cents; the tax rate in basis points (500 = 5 %).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceNumber: text('invoice_number').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    billToCompanyId: uuid('bill_to_company_id').references(() => companies.id, { onDelete: 'set null' }),
    billToName: text('bill_to_name').notNull(),
    billToAddress: text('bill_to_address'),
    subtotalCents: cents('subtotal_cents').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    taxCents: cents('tax_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    status: invoiceStatusEnum('status').notNull().default('draft'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    dueAt: date('due_at'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentReference: text('payment_reference'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedReason: text('voided_reason'),
    pdfSha256: text('pdf_sha256'),
    pdfSizeBytes: integer('pdf_size_bytes'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('invoices_invoice_number_key').on(table.invoiceNumber),
    index('invoices_project_id_idx').on(table.projectId),
    index('invoices_bill_to_company_id_idx').on(table.billToCompanyId),
    index('invoices_status_idx').on(table.status),
    index('invoices_issued_at_idx').on(table.issuedAt),
  ],
);

/**
 * One line of an invoice, with its description and amount as invoiced: a billing stage
 * (`billing_stage_id`), or the travel fee of one performed inspection (`inspection_id`). An
 * inspection's travel is billed once: it is free again only when its invoice is voided.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    billingStageId: uuid('billing_stage_id').references(() => billingStages.id, { onDelete: 'set null' }),
    inspectionId: uuid('inspection_id').references(() => inspections.id, { onDelete: 'set null' }),
    seq: integer('seq').notNull(),
    description: text('description').notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoice_lines_invoice_id_seq_key').on(table.invoiceId, table.seq),
    index('invoice_lines_billing_stage_id_idx').on(table.billingStageId),
    index('invoice_lines_inspection_id_idx').on(table.inspectionId),
  ],
);
