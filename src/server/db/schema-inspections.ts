import { boolean, date, doublePrecision, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFICIENCY_STATUSES } from '../../shared/deficiency-rules';
import { DEFICIENCY_CATEGORIES, DEFICIENCY_SEVERITIES, INSPECTION_RESULTS, INSPECTION_STAGES, INSPECTION_STATUSES } from '../../shared/schemas/inspections';
import { cents, createdAt, updatedAt } from './columns';
import { companies, profiles, projects } from './schema-core';

export const inspectionStageEnum = pgEnum('inspection_stage', INSPECTION_STAGES);
export const inspectionStatusEnum = pgEnum('inspection_status', INSPECTION_STATUSES);
export const inspectionResultEnum = pgEnum('inspection_result', INSPECTION_RESULTS);
export const deficiencySeverityEnum = pgEnum('deficiency_severity', DEFICIENCY_SEVERITIES);
export const deficiencyCategoryEnum = pgEnum('deficiency_category', DEFICIENCY_CATEGORIES);
export const deficiencyStatusEnum = pgEnum('deficiency_status', DEFICIENCY_STATUSES);

/** A stage visit: scheduled by an Admin, recorded on site by its inspector (also offline). */
export const inspections = pgTable(
  'inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stage: inspectionStageEnum('stage').notNull(),
    status: inspectionStatusEnum('status').notNull().default('scheduled'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    performedAt: timestamp('performed_at', { withTimezone: true }),
    inspectorId: uuid('inspector_id').references(() => profiles.id),
    result: inspectionResultEnum('result'),
    airTemperatureC: doublePrecision('air_temperature_c'),
    surfaceTemperatureC: doublePrecision('surface_temperature_c'),
    relativeHumidity: doublePrecision('relative_humidity'),
    dewPointC: doublePrecision('dew_point_c'),
    notes: text('notes').notNull().default(''),
    travelKm: doublePrecision('travel_km').notNull().default(0),
    travelFeeCents: cents('travel_fee_cents').notNull().default(0),
    /** The flat zone (the project's region) whose amount `travel_fee_cents` is; null when it was charged per km. */
    travelFlatZone: text('travel_flat_zone'),
    /** Grows by one on every change; a recording from a device that read an older one gets 409. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('inspections_project_id_idx').on(table.projectId),
    index('inspections_inspector_scheduled_idx').on(table.inspectorId, table.scheduledAt),
    index('inspections_status_scheduled_idx').on(table.status, table.scheduledAt),
    index('inspections_stage_idx').on(table.stage),
    index('inspections_performed_at_idx').on(table.performedAt),
  ],
);

/**
 * A deficiency found at an inspection, numbered per project (1, 2, ...). `archived` is separate
 * from the status: an archived deficiency keeps its status but leaves the tracking queues.
 */
export const deficiencies = pgTable(
  'deficiencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    inspectionId: uuid('inspection_id').references(() => inspections.id, { onDelete: 'set null' }),
    number: integer('number').notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    category: deficiencyCategoryEnum('category').notNull(),
    severity: deficiencySeverityEnum('severity').notNull(),
    responsibleCompanyId: uuid('responsible_company_id').references(() => companies.id),
    dueDate: date('due_date'),
    status: deficiencyStatusEnum('status').notNull().default('open'),
    reminderCount: integer('reminder_count').notNull().default(0),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    warningLevel: integer('warning_level').notNull().default(0),
    warnedAt: timestamp('warned_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('deficiencies_project_number_key').on(table.projectId, table.number),
    index('deficiencies_inspection_id_idx').on(table.inspectionId),
    index('deficiencies_archived_status_due_idx').on(table.archived, table.status, table.dueDate),
    index('deficiencies_responsible_company_idx').on(table.responsibleCompanyId),
    index('deficiencies_severity_idx').on(table.severity),
  ],
);
