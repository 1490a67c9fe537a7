import { boolean, index, pgTable, text, timestamp, uuid, integer } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies, profiles, projects, requests } from './schema-core';
import { deficiencies, inspections } from './schema-inspections';
import { messages } from './schema-messages';
import { submittals } from './schema-submittals';

/**
 * Uploaded files. The id is chosen by the browser (a retried upload is the same row); the bytes
 * live in the file store under their sha256, so identical files are stored once. A file belongs
 * to its uploader and their company, and is linked to what it was attached to.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    /** One of UPLOAD_KINDS (src/shared/uploads.ts). */
    kind: text('kind').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id),
    companyId: uuid('company_id').references(() => companies.id),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    requestId: uuid('request_id').references(() => requests.id, { onDelete: 'set null' }),
    inspectionId: uuid('inspection_id').references(() => inspections.id, { onDelete: 'set null' }),
    deficiencyId: uuid('deficiency_id').references(() => deficiencies.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** A document sent with a submittal (product data sheet, sample photo). */
    submittalId: uuid('submittal_id').references(() => submittals.id, { onDelete: 'set null' }),
    /**
     * The project the file belongs to, besides what it is attached to: a request's attachments get
     * it when the request becomes a project, so the project lists them without a copy
     * (docs/architecture.md, "Project files").
     */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** Chosen while the device was offline, or sent later by the queue of waiting changes. */
    capturedOffline: boolean('captured_offline').notNull().default(false),
    /**
     * Deleted from the project's files by staff, with their reason (audited). The row and its bytes
     * stay: a report or invoice issued earlier may still show them (docs/architecture.md, "Project files").
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => profiles.id, { onDelete: 'set null' }),
    deleteReason: text('delete_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('uploads_owner_id_idx').on(table.ownerId),
    index('uploads_company_id_idx').on(table.companyId),
    index('uploads_request_id_idx').on(table.requestId),
    index('uploads_inspection_id_idx').on(table.inspectionId),
    index('uploads_deficiency_id_idx').on(table.deficiencyId),
    index('uploads_message_id_idx').on(table.messageId),
    index('uploads_submittal_id_idx').on(table.submittalId),
    index('uploads_project_id_idx').on(table.projectId),
    index('uploads_kind_idx').on(table.kind),
    index('uploads_created_at_idx').on(table.createdAt),
  ],
);
