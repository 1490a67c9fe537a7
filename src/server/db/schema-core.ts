import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../../shared/auth/roles';
import { COMPANY_TYPES, MEMBERSHIP_STATUSES } from '../../shared/schemas/companies';
import { NOTIFICATION_KINDS } from '../../shared/schemas/notifications';
import { BILLING_STAGE_STATUSES, PROJECT_STATUSES, REVIEW_STATUSES } from '../../shared/schemas/projects';
import {
  BUILDING_TYPES,
  REQUEST_EVENT_KINDS,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  SECTORS,
  WORK_TYPES,
  type RequestParties,
} from '../../shared/schemas/requests';
import { cents, createdAt, updatedAt } from './columns';

// ---------------------------------------------------------------------------------------------
// Embedded auth (Supabase Auth subset). With a hosted Supabase project these stay empty.
// ---------------------------------------------------------------------------------------------

export const authUsers = pgTable(
  'auth_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    encryptedPassword: text('encrypted_password').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    appMetadata: jsonb('app_metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('auth_users_email_key').on(sql`lower(${table.email})`)],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** sha256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** Hash of the token this one replaced (rotation chain). */
    parentHash: text('parent_hash'),
    revoked: boolean('revoked').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('auth_refresh_tokens_token_hash_key').on(table.tokenHash),
    index('auth_refresh_tokens_session_id_idx').on(table.sessionId),
    index('auth_refresh_tokens_user_id_idx').on(table.userId),
  ],
);

export const authSigningKeys = pgTable('auth_signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const oneTimeTokenKinds = pgEnum('one_time_token_kind', ['signup', 'recovery', 'email_change', 'invite']);

export const authOneTimeTokens = pgTable(
  'auth_one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    kind: oneTimeTokenKinds('kind').notNull(),
    /** sha256 of the token sent in the e-mail link. */
    tokenHash: text('token_hash').notNull(),
    redirectTo: text('redirect_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('auth_one_time_tokens_token_hash_key').on(table.tokenHash),
    index('auth_one_time_tokens_user_id_idx').on(table.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Portal
// ---------------------------------------------------------------------------------------------

export const roleEnum = pgEnum('user_role', ROLES);
export const profileStatusEnum = pgEnum('profile_status', ['active', 'suspended']);
export const companyTypeEnum = pgEnum('company_type', COMPANY_TYPES);
export const membershipStatusEnum = pgEnum('membership_status', MEMBERSHIP_STATUSES);

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: companyTypeEnum('type').notNull().default('other'),
    address: text('address'),
    city: text('city'),
    region: text('region'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    email: text('email'),
    /** Membership of the QA program (docs/features.md, Membership and the homes). */
    memberNo: text('member_no'),
    membershipStatus: membershipStatusEnum('membership_status'),
    membershipValidFrom: date('membership_valid_from'),
    membershipValidTo: date('membership_valid_to'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('companies_name_idx').on(table.name),
    index('companies_type_idx').on(table.type),
    index('companies_region_idx').on(table.region),
    index('companies_archived_at_idx').on(table.archivedAt),
    index('companies_created_at_idx').on(table.createdAt),
    uniqueIndex('companies_member_no_key').on(table.memberNo),
  ],
);

/**
 * The portal's user record. Its id is the auth user's id (embedded or hosted Supabase), so it
 * carries no foreign key to auth_users. The role lives here and only here.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    role: roleEnum('role').notNull().default('Client'),
    companyId: uuid('company_id').references(() => companies.id),
    status: profileStatusEnum('status').notNull().default('active'),
    homeBase: text('home_base'),
    regions: text('regions').array().notNull().default(sql`'{}'::text[]`),
    notificationPrefs: jsonb('notification_prefs').$type<Record<string, boolean>>().notNull().default({}),
    /** Grows by one on every update; versioned updates (PATCH /api/profile) change the row only at the version they read. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('profiles_role_idx').on(table.role),
    index('profiles_company_id_idx').on(table.companyId),
    index('profiles_status_idx').on(table.status),
    index('profiles_created_at_idx').on(table.createdAt),
    uniqueIndex('profiles_email_key').on(sql`lower(${table.email})`),
  ],
);

/** Administrator grants redeemed at sync; the primary key makes each grant usable once. */
export const adminGrantRedemptions = pgTable('admin_grant_redemptions', {
  jti: text('jti').primaryKey(),
  userId: uuid('user_id').notNull(),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const emailStatusEnum = pgEnum('email_status', ['queued', 'sent', 'failed', 'bounced']);

export const emailLog = pgTable(
  'email_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    status: emailStatusEnum('status').notNull().default('queued'),
    messageId: text('message_id'),
    /** The .eml file written when no SMTP server is configured. */
    filePath: text('file_path'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_log_type_idx').on(table.type),
    index('email_log_status_idx').on(table.status),
    index('email_log_recipient_idx').on(table.recipient),
    index('email_log_created_at_idx').on(table.createdAt),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    index('audit_log_actor_id_idx').on(table.actorId),
    index('audit_log_at_idx').on(table.at),
  ],
);

export const contactMessageStatusEnum = pgEnum('contact_message_status', ['new', 'read', 'archived']);

/** Messages sent through the public contact form, kept for the admins. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    status: contactMessageStatusEnum('status').notNull().default('new'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_messages_status_idx').on(table.status),
    index('contact_messages_created_at_idx').on(table.createdAt),
  ],
);

export const idempotencyStatusEnum = pgEnum('idempotency_status', ['in_progress', 'completed']);

/**
 * Idempotency keys of writes (plugins/idempotency.ts): a write sent again with the same
 * `Idempotency-Key` (an offline queue's retry) answers the stored result instead of running twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The caller's user id, or 'anonymous' on public routes. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha256 of the request's JSON body (keys sorted); the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: idempotencyStatusEnum('status').notNull().default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** When the current attempt started (reset when a stale in-progress attempt is taken over). */
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_scope_key_key').on(table.scope, table.key),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);

export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);

/** Admin notifications: one shared inbox row per event for all Admins; the first to read it marks it read. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: notificationKindEnum('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An app path (e.g. /request-management), or null. */
    link: text('link'),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    readBy: uuid('read_by').references(() => profiles.id, { onDelete: 'set null' }),
    /**
     * Set on notifications that must exist once only (e.g. `deficiency_overdue:<id>:<due date>`):
     * the unique index makes a second insert of the same event a no-op, across passes, processes
     * and restarts. Null for one-off events (a new request, a new message).
     */
    dedupeKey: text('dedupe_key'),
  },
  (table) => [
    index('notifications_read_at_created_at_idx').on(table.readAt, table.createdAt),
    index('notifications_created_at_idx').on(table.createdAt),
    uniqueIndex('notifications_dedupe_key_key').on(table.dedupeKey),
  ],
);

// ---------------------------------------------------------------------------------------------
// Requests, projects, billing
// ---------------------------------------------------------------------------------------------

export const requestTypeEnum = pgEnum('request_type', REQUEST_TYPES);
export const requestStatusEnum = pgEnum('request_status', REQUEST_STATUSES);
export const requestEventKindEnum = pgEnum('request_event_kind', REQUEST_EVENT_KINDS);
export const sectorEnum = pgEnum('sector', SECTORS);
export const buildingTypeEnum = pgEnum('building_type', BUILDING_TYPES);
export const workTypeEnum = pgEnum('work_type', WORK_TYPES);
export const projectStatusEnum = pgEnum('project_status', PROJECT_STATUSES);
export const reviewStatusEnum = pgEnum('review_status', REVIEW_STATUSES);
export const billingStageStatusEnum = pgEnum('billing_stage_status', BILLING_STAGE_STATUSES);

/**
 * Client requests (RFI, specification, consultation). `company_id` is the requester's company at
 * the time of the request; a Client sees the rows of their company only.
 */
export const requests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `RQ-<year>-<6 digits>`, from the counters table. */
    requestNo: text('request_no').notNull(),
    type: requestTypeEnum('type').notNull(),
    status: requestStatusEnum('status').notNull().default('submitted'),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => profiles.id),
    companyId: uuid('company_id').references(() => companies.id),
    projectName: text('project_name').notNull(),
    siteAddress: text('site_address').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull(),
    postalCode: text('postal_code'),
    sector: sectorEnum('sector').notNull(),
    buildingType: buildingTypeEnum('building_type').notNull(),
    workType: workTypeEnum('work_type').notNull(),
    contractAmountCents: cents('contract_amount_cents').notNull(),
    parties: jsonb('parties').$type<RequestParties>().notNull().default({}),
    desiredStartDate: date('desired_start_date').notNull(),
    desiredEndDate: date('desired_end_date'),
    description: text('description').notNull(),
    /** The type's extras (coats planned, surfaces and deadline, topic and meeting mode...). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    assignedTo: uuid('assigned_to').references(() => profiles.id),
    /** Set when converted; the project points back with its request_id. */
    projectId: uuid('project_id').references((): AnyPgColumn => projects.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('requests_request_no_key').on(table.requestNo),
    index('requests_company_id_idx').on(table.companyId),
    index('requests_requester_id_idx').on(table.requesterId),
    index('requests_status_idx').on(table.status),
    index('requests_type_idx').on(table.type),
    index('requests_created_at_idx').on(table.createdAt),
    check('requests_contract_amount_positive', sql`${table.contractAmountCents} > 0`),
  ],
);

/** A request's timeline: status changes and messages, oldest first. */
export const requestEvents = pgTable(
  'request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    kind: requestEventKindEnum('kind').notNull(),
    /** The new status (kind 'status'); null for a message. */
    status: requestStatusEnum('status'),
    /** The message, or the note of a status change (e.g. the decline reason). */
    note: text('note'),
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Insertion order: the timeline's tie-break for events of the same instant (PGlite's clock
     * can give two events of one transaction the same `at`).
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (table) => [index('request_events_request_id_at_idx').on(table.requestId, table.at, table.seq)],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `<REGION>-<YY>-<NNNN>`, numbered per region and year from the counters table. */
    projectCode: text('project_code').notNull(),
    projectName: text('project_name').notNull(),
    companyId: uuid('company_id').references(() => companies.id),
    address: text('address').notNull(),
    city: text('city'),
    region: text('region').notNull(),
    sector: sectorEnum('sector').notNull(),
    buildingType: buildingTypeEnum('building_type').notNull(),
    workType: workTypeEnum('work_type').notNull(),
    baseContractCents: cents('base_contract_cents').notNull(),
    finalContractCents: cents('final_contract_cents'),
    feeCents: cents('fee_cents').notNull(),
    status: projectStatusEnum('status').notNull().default('active'),
    reviewStatus: reviewStatusEnum('review_status').notNull().default('Pending'),
    leadInspectorId: uuid('lead_inspector_id').references(() => profiles.id),
    requestId: uuid('request_id').references(() => requests.id),
    postalCode: text('postal_code'),
    startDate: date('start_date'),
    substantialPerformanceDate: date('substantial_performance_date'),
    finalInspectionDate: date('final_inspection_date'),
    /**
     * Lower-case code, name, address, city and client company name, kept by the repository
     * (services/project-search.ts); a trigram index makes `LIKE '%text%'` fast on large tables.
     */
    searchText: text('search_text').notNull().default(''),
    /** Grows by one on every edit; PATCH changes the row only at the version it read. */
    version: integer('version').notNull().default(1),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('projects_project_code_key').on(table.projectCode),
    uniqueIndex('projects_request_id_key').on(table.requestId),
    index('projects_company_id_idx').on(table.companyId),
    index('projects_sector_idx').on(table.sector),
    index('projects_lead_inspector_id_idx').on(table.leadInspectorId),
    // The list's sorts, each with its tie-breaker (the code, listProjects): the index serves a page
    // in order (a scan, or a backward scan for descending) instead of sorting every row of a value.
    index('projects_review_status_code_idx').on(table.reviewStatus, table.projectCode),
    index('projects_region_code_idx').on(table.region, table.projectCode),
    index('projects_status_code_idx').on(table.status, table.projectCode),
    index('projects_project_name_code_idx').on(table.projectName, table.projectCode),
    index('projects_start_date_code_idx').on(table.startDate, table.projectCode),
    // Newest start first with the empty ones last (the list's order): a backward scan of the index above puts them first.
    index('projects_start_date_desc_code_idx').on(table.startDate.desc().nullsLast(), table.projectCode.desc().nullsFirst()),
    index('projects_created_at_code_idx').on(table.createdAt, table.projectCode),
    index('projects_updated_at_code_idx').on(table.updatedAt, table.projectCode),
    index('projects_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

export const billingStages = pgTable(
  'billing_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    stageDescription: text('stage_description').notNull(),
    totalAmountCents: cents('total_amount_cents').notNull(),
    toBeInvoicedDate: date('to_be_invoiced_date'),
    status: billingStageStatusEnum('status').notNull().default('scheduled'),
    /** Set when invoiced (the invoices table comes with invoicing). */
    invoiceId: uuid('invoice_id'),
    /** When and why an Admin voided the stage on its own (voidBillingStage; null for the void stages of migration 0021). */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedReason: text('voided_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('billing_stages_project_id_seq_key').on(table.projectId, table.seq),
    index('billing_stages_status_date_idx').on(table.status, table.toBeInvoicedDate),
  ],
);

/**
 * Business settings (fee rate, minimum fee, billing split, the provider's time zone...), one JSON
 * value per key (src/server/repositories/settings.ts). Every write notifies the change channel
 * (migration 0027), so each replica reads the time zone again (plugins/provider-settings.ts).
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Gap-free counters: `request:<YYYY>` for request numbers and `project:<REGION>:<YY>` for project
 * codes. Allocated with INSERT ... ON CONFLICT DO UPDATE ... RETURNING inside the writing
 * transaction: the row lock serialises concurrent allocations and a rollback returns the number.
 */
export const counters = pgTable('counters', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
});
