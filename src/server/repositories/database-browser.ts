import { count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { DatabaseCell, DatabaseColumn, DatabaseRowsQuery, DatabaseTable } from '../../shared/schemas/database';
import type { Database } from '../db/client';
import {
  auditLog,
  billingStages,
  companies,
  deficiencies,
  emailLog,
  guarantees,
  inspections,
  products,
  profiles,
  projects,
  reports,
  requests,
  submittals,
} from '../db/schema';
import { containsPattern, optionalPersonName } from './sql-text';
import { stageStatusSql } from './invoices';

type Expression = AnyColumn | SQL;
type Join = { table: PgTable; on: SQL };

/** One browsable table or view: the columns it shows (never secrets), its joins, search and order. */
interface BrowsableTable {
  label: string;
  description: string;
  from: Parameters<ReturnType<Database['select']>['from']>[0];
  columns: Record<string, { label: string; value: Expression }>;
  /** Left joins that give ids their names (e.g. a project code instead of a project id). */
  joins?: readonly Join[];
  /** Columns the search matches (case-insensitive, contains). */
  search: Expression[];
  orderBy: SQL;
}

const projectCode = { label: 'Project', value: projects.projectCode };
const companyName = { label: 'Company', value: companies.name };
const join = (table: PgTable, on: SQL): Join => ({ table, on });
const projectOf = (projectId: AnyColumn) => join(projects, eq(projects.id, projectId));
const created = (column: AnyColumn) => ({ label: 'Created', value: column });

/**
 * The allow-list of the Database screen (docs/features.md). Only what is
 * here can be read; auth tables, tokens, keys, idempotency records and verification codes are not.
 */
export const BROWSABLE_TABLES: Record<DatabaseTable, BrowsableTable> = {
  projects: {
    label: 'Projects',
    description: 'Every project with its client company, status and review status.',
    from: projects,
    columns: {
      project_code: projectCode,
      project_name: { label: 'Name', value: projects.projectName },
      company: companyName,
      region: { label: 'Region', value: projects.region },
      sector: { label: 'Sector', value: projects.sector },
      status: { label: 'Status', value: projects.status },
      review_status: { label: 'Review status', value: projects.reviewStatus },
      start_date: { label: 'Start date', value: projects.startDate },
      created_at: created(projects.createdAt),
    },
    joins: [join(companies, eq(companies.id, projects.companyId))],
    // The trigram-indexed text of code, name, address, city and client.
    search: [projects.searchText],
    orderBy: desc(projects.createdAt),
  },
  companies: {
    label: 'Companies',
    description: 'Companies of every type with their membership.',
    from: companies,
    columns: {
      name: { label: 'Name', value: companies.name },
      type: { label: 'Type', value: companies.type },
      city: { label: 'City', value: companies.city },
      region: { label: 'Region', value: companies.region },
      member_no: { label: 'Member number', value: companies.memberNo },
      membership_status: { label: 'Membership', value: companies.membershipStatus },
      membership_valid_to: { label: 'Valid to', value: companies.membershipValidTo },
      archived_at: { label: 'Archived', value: companies.archivedAt },
    },
    search: [companies.name, companies.city, companies.memberNo],
    orderBy: sql`${companies.name} asc`,
  },
  profiles: {
    label: 'People',
    description: 'Staff and client accounts (portal profiles; no credentials).',
    from: profiles,
    columns: {
      email: { label: 'Email', value: profiles.email },
      first_name: { label: 'First name', value: profiles.firstName },
      last_name: { label: 'Last name', value: profiles.lastName },
      role: { label: 'Role', value: profiles.role },
      status: { label: 'Status', value: profiles.status },
      company: companyName,
      created_at: created(profiles.createdAt),
    },
    joins: [join(companies, eq(companies.id, profiles.companyId))],
    search: [profiles.email, profiles.firstName, profiles.lastName, companies.name],
    orderBy: desc(profiles.createdAt),
  },
  requests: {
    label: 'Requests',
    description: 'Inspection, specification and consultation requests from clients.',
    from: requests,
    columns: {
      request_no: { label: 'Request', value: requests.requestNo },
      type: { label: 'Type', value: requests.type },
      status: { label: 'Status', value: requests.status },
      project_name: { label: 'Project name', value: requests.projectName },
      company: companyName,
      region: { label: 'Region', value: requests.region },
      created_at: created(requests.createdAt),
    },
    joins: [join(companies, eq(companies.id, requests.companyId))],
    search: [requests.requestNo, requests.projectName, companies.name],
    orderBy: desc(requests.createdAt),
  },
  inspections: {
    label: 'Inspections',
    description: 'Stage inspections, scheduled and performed, with their conditions.',
    from: inspections,
    columns: {
      project_code: projectCode,
      stage: { label: 'Stage', value: inspections.stage },
      status: { label: 'Status', value: inspections.status },
      scheduled_at: { label: 'Scheduled', value: inspections.scheduledAt },
      result: { label: 'Result', value: inspections.result },
      inspector: { label: 'Inspector', value: optionalPersonName(profiles) },
      dew_point_c: { label: 'Dew point (°C)', value: inspections.dewPointC },
      travel_km: { label: 'Travel (km)', value: inspections.travelKm },
    },
    joins: [projectOf(inspections.projectId), join(profiles, eq(profiles.id, inspections.inspectorId))],
    search: [projects.projectCode, projects.projectName],
    orderBy: desc(inspections.scheduledAt),
  },
  deficiencies: {
    label: 'Deficiencies',
    description: 'Deficiencies found on site and their follow-up.',
    from: deficiencies,
    columns: {
      project_code: projectCode,
      number: { label: 'No.', value: deficiencies.number },
      location: { label: 'Location', value: deficiencies.location },
      severity: { label: 'Severity', value: deficiencies.severity },
      status: { label: 'Status', value: deficiencies.status },
      responsible: { label: 'Responsible company', value: companies.name },
      due_date: { label: 'Due date', value: deficiencies.dueDate },
      reminder_count: { label: 'Reminders', value: deficiencies.reminderCount },
      archived: { label: 'Archived', value: deficiencies.archived },
    },
    joins: [projectOf(deficiencies.projectId), join(companies, eq(companies.id, deficiencies.responsibleCompanyId))],
    search: [projects.projectCode, deficiencies.location, deficiencies.description, companies.name],
    orderBy: desc(deficiencies.createdAt),
  },
  billing_stages: {
    label: 'Billing stages',
    description: 'The fee of each project in stages, with their invoicing status.',
    from: billingStages,
    columns: {
      project_code: projectCode,
      seq: { label: 'Stage', value: billingStages.seq },
      stage_description: { label: 'Description', value: billingStages.stageDescription },
      total_amount_cents: { label: 'Amount (cents)', value: billingStages.totalAmountCents },
      to_be_invoiced_date: { label: 'To be invoiced', value: billingStages.toBeInvoicedDate },
      // The status the invoicing screens show (a scheduled stage whose date has come is ready),
      // read per query: the provider's day moves on (src/server/config/provider-day.ts).
      status: {
        label: 'Status',
        get value() {
          return stageStatusSql();
        },
      },
    },
    joins: [projectOf(billingStages.projectId)],
    search: [projects.projectCode, billingStages.stageDescription],
    orderBy: desc(billingStages.toBeInvoicedDate),
  },
  reports: {
    label: 'Reports',
    description: 'Generated PDF reports and whether clients see them.',
    from: reports,
    columns: {
      project_code: projectCode,
      type: { label: 'Type', value: reports.type },
      version: { label: 'Version', value: reports.version },
      status: { label: 'Status', value: reports.status },
      size_bytes: { label: 'Size (bytes)', value: reports.sizeBytes },
      published_at: { label: 'Published', value: reports.publishedAt },
      created_at: created(reports.createdAt),
    },
    joins: [projectOf(reports.projectId)],
    search: [projects.projectCode, projects.projectName],
    orderBy: desc(reports.createdAt),
  },
  guarantees: {
    label: 'Guarantees',
    description: 'Issued guarantees (the verification codes are not shown).',
    from: guarantees,
    columns: {
      certificate_no: { label: 'Certificate', value: guarantees.certificateNo },
      project_code: projectCode,
      status: { label: 'Status', value: guarantees.status },
      starts_on: { label: 'Starts', value: guarantees.startsOn },
      expires_on: { label: 'Expires', value: guarantees.expiresOn },
      issued_at: { label: 'Issued', value: guarantees.issuedAt },
    },
    joins: [projectOf(guarantees.projectId)],
    search: [guarantees.certificateNo, projects.projectCode],
    orderBy: desc(guarantees.issuedAt),
  },
  submittals: {
    label: 'Submittals',
    description: 'Product submittals per project and their review status.',
    from: submittals,
    columns: {
      project_code: projectCode,
      submittal_no: { label: 'No.', value: submittals.submittalNo },
      company: companyName,
      kind: { label: 'Kind', value: submittals.kind },
      status: { label: 'Status', value: submittals.status },
      created_at: created(submittals.createdAt),
    },
    joins: [projectOf(submittals.projectId), join(companies, eq(companies.id, submittals.companyId))],
    search: [projects.projectCode, companies.name],
    orderBy: desc(submittals.createdAt),
  },
  products: {
    label: 'Products',
    description: 'The approved product list.',
    from: products,
    columns: {
      mpi_no: { label: 'MPI No.', value: products.mpiNo },
      product_code: { label: 'Product code', value: products.productCode },
      name: { label: 'Name', value: products.name },
      manufacturer: { label: 'Manufacturer', value: products.manufacturer },
      category: { label: 'Category', value: products.category },
      gloss_level: { label: 'Gloss', value: products.glossLevel },
      listing_status: { label: 'Listing', value: products.listingStatus },
    },
    search: [products.name, products.manufacturer, products.productCode],
    orderBy: sql`${products.mpiNo} asc, ${products.manufacturer} asc`,
  },
  email_log: {
    label: 'E-mail log',
    description: 'Every e-mail the portal sent or wrote, with its status.',
    from: emailLog,
    columns: {
      type: { label: 'Type', value: emailLog.type },
      recipient: { label: 'Recipient', value: emailLog.recipient },
      subject: { label: 'Subject', value: emailLog.subject },
      status: { label: 'Status', value: emailLog.status },
      created_at: created(emailLog.createdAt),
      sent_at: { label: 'Sent', value: emailLog.sentAt },
    },
    search: [emailLog.recipient, emailLog.subject, emailLog.type],
    orderBy: desc(emailLog.createdAt),
  },
  audit_log: {
    label: 'Audit log',
    description: 'Who changed what, and every Database screen query.',
    from: auditLog,
    columns: {
      at: { label: 'At', value: auditLog.at },
      actor: { label: 'By', value: optionalPersonName(profiles) },
      action: { label: 'Action', value: auditLog.action },
      entity_type: { label: 'Entity', value: auditLog.entityType },
      entity_id: { label: 'Entity id', value: auditLog.entityId },
    },
    joins: [join(profiles, eq(profiles.id, auditLog.actorId))],
    search: [auditLog.action, auditLog.entityType, auditLog.entityId],
    orderBy: desc(auditLog.at),
  },
};

export const databaseColumns = (table: DatabaseTable): DatabaseColumn[] =>
  Object.entries(BROWSABLE_TABLES[table].columns).map(([key, column]) => ({ key, label: column.label }));

/** A value as the browser shows it: dates as ISO 8601, JSON and big numbers as text. */
function toCell(value: unknown): DatabaseCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

function searchCondition(definition: BrowsableTable, search: string | undefined): SQL | undefined {
  const pattern = containsPattern(search?.toLowerCase());
  if (!pattern) return undefined;
  return or(...definition.search.map((column) => ilike(sql`${column}::text`, pattern)));
}

function baseQuery(db: Database, definition: BrowsableTable, selection: SelectedFields, search: string | undefined) {
  let query: PgSelect = db.select(selection).from(definition.from).$dynamic();
  for (const { table, on } of definition.joins ?? []) query = query.leftJoin(table, on);
  return query.where(searchCondition(definition, search));
}

/** One page of a table's rows (matching the search), and how many match. */
export async function browseTable(db: Database, table: DatabaseTable, query: DatabaseRowsQuery) {
  const definition = BROWSABLE_TABLES[table];
  const selection: SelectedFields = Object.fromEntries(Object.entries(definition.columns).map(([key, column]) => [key, column.value as SelectedFields[string]]));
  const [rows, [matching]] = await Promise.all([
    baseQuery(db, definition, selection, query.search)
      .orderBy(definition.orderBy)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    baseQuery(db, definition, { total: count() }, query.search),
  ]);
  return {
    rows: (rows as Record<string, unknown>[]).map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, toCell(value)]))),
    total: Number((matching as { total?: number } | undefined)?.total ?? 0),
  };
}

/** Every row matching the search, up to `limit`, for the CSV export. */
export async function exportTable(db: Database, table: DatabaseTable, search: string | undefined, limit: number) {
  const { rows } = await browseTable(db, table, { search, page: 1, pageSize: limit });
  return rows;
}

/** The row count of every allow-listed table. */
export async function countTableRows(db: Database): Promise<Record<DatabaseTable, number>> {
  const entries = await Promise.all(
    (Object.keys(BROWSABLE_TABLES) as DatabaseTable[]).map(async (table) => {
      const [row] = await db.select({ total: count() }).from(BROWSABLE_TABLES[table].from);
      return [table, Number(row?.total ?? 0)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DatabaseTable, number>;
}
