import { and, asc, count, desc, eq, inArray, isNull, like, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { reportTitle, type Report, type ReportSortKey, type ReportsQuery, type ReportType } from '../../shared/schemas/reports';
import type { Transaction, Db } from '../db/client';
import type { Viewer } from '../auth/viewer';
import { companies, deficiencies, inspections, profiles, projects, reports, uploads } from '../db/schema';
import type { ReportDeficiency, ReportInspection, ReportProject } from '../services/pdf/sections';
import { PROJECT_SITE_COLUMNS } from './projects';
import { optionalPersonName } from './sql-text';

export type ReportRow = typeof reports.$inferSelect;

/**
 * The ownership filter of every read: staff see every report; a Client only the published,
 * client-visible reports of its own company's projects (a Client without a company: none).
 */
export function reportsVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.role !== 'Client') return undefined;
  if (!viewer.companyId) return sql`false`;
  return and(eq(projects.companyId, viewer.companyId), eq(reports.status, 'published'), eq(reports.visibleToClient, true));
}

const listColumns = {
  report: reports,
  projectCode: projects.projectCode,
  projectName: projects.projectName,
  createdByName: optionalPersonName(profiles),
};

const baseQuery = (db: Db) =>
  db.select(listColumns).from(reports).innerJoin(projects, eq(projects.id, reports.projectId)).leftJoin(profiles, eq(profiles.id, reports.createdBy));

type ListRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toReport(row: ListRow): Report {
  const r = row.report;
  return {
    id: r.id,
    project_id: r.projectId,
    project_code: row.projectCode,
    project_name: row.projectName,
    inspection_id: r.inspectionId,
    type: r.type,
    version: r.version,
    status: r.status,
    visible_to_client: r.visibleToClient,
    title: reportTitle(r),
    size_bytes: r.sizeBytes,
    created_by_name: row.createdByName,
    created_at: r.createdAt.toISOString(),
    published_at: r.publishedAt?.toISOString() ?? null,
  };
}

const REPORT_SORT_COLUMNS: Record<ReportSortKey, (SQL | AnyColumn)[]> = {
  project: [projects.projectCode],
  // The title is the type's label and the version: type, then version, reads the same.
  title: [reports.type, reports.version],
  status: [reports.status],
  created: [reports.createdAt],
  published: [reports.publishedAt],
};

/** The chosen column (empty values last), then newest first and the id: pages never overlap. */
function reportListOrder(query: ReportsQuery): SQL[] {
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  return [...REPORT_SORT_COLUMNS[query.sort].map((column) => sql`${column} ${direction} nulls last`), desc(reports.createdAt), asc(reports.id)];
}

export async function listReports(db: Db, viewer: Viewer, query: ReportsQuery): Promise<{ rows: Report[]; total: number }> {
  const where = and(
    reportsVisibleTo(viewer),
    query.project ? eq(reports.projectId, query.project) : undefined,
    query.type ? eq(reports.type, query.type) : undefined,
    query.status ? eq(reports.status, query.status) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...reportListOrder(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(reports).innerJoin(projects, eq(projects.id, reports.projectId)).where(where),
  ]);
  return { rows: rows.map(toReport), total: totalRow?.total ?? 0 };
}

/** One report as `viewer` may see it, or undefined (another company's or a draft, for a Client). */
export async function getVisibleReport(db: Db, viewer: Viewer, id: string): Promise<Report | undefined> {
  const [row] = await baseQuery(db).where(and(eq(reports.id, id), reportsVisibleTo(viewer)));
  return row ? toReport(row) : undefined;
}

export async function findReportRow(db: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row;
}

/** The row's file and title for a download, if `viewer` may see it. */
export async function findVisibleReportFile(db: Db, viewer: Viewer, id: string) {
  const [row] = await db
    .select({ report: reports, projectCode: projects.projectCode })
    .from(reports)
    .innerJoin(projects, eq(projects.id, reports.projectId))
    .where(and(eq(reports.id, id), reportsVisibleTo(viewer)));
  return row;
}

/**
 * The next version for a project + type + inspection. Locks the project row first, so two
 * concurrent generations in their transactions never take the same version.
 */
export async function nextReportVersion(tx: Transaction, key: { projectId: string; type: ReportType; inspectionId: string | null }): Promise<number> {
  await tx.execute(sql`select 1 from ${projects} where ${projects.id} = ${key.projectId} for update`);
  const [latest] = await tx
    .select({ version: sql<number>`coalesce(max(${reports.version}), 0)` })
    .from(reports)
    .where(
      and(
        eq(reports.projectId, key.projectId),
        eq(reports.type, key.type),
        key.inspectionId ? eq(reports.inspectionId, key.inspectionId) : isNull(reports.inspectionId),
      ),
    );
  return Number(latest?.version ?? 0) + 1;
}

export async function insertReport(tx: Transaction, values: Omit<typeof reports.$inferInsert, 'id'>): Promise<ReportRow> {
  const [row] = await tx.insert(reports).values(values).returning();
  return row!;
}

export async function markPublished(tx: Transaction, id: string, at: Date): Promise<ReportRow | undefined> {
  const [row] = await tx
    .update(reports)
    .set({ status: 'published', visibleToClient: true, publishedAt: at, updatedAt: at })
    .where(and(eq(reports.id, id), eq(reports.status, 'draft')))
    .returning();
  return row;
}

/** True when the project has a published final report or a published report of its final inspection. */
export async function hasPublishedFinalInspection(db: Db, projectId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .leftJoin(inspections, eq(inspections.id, reports.inspectionId))
    .where(
      and(
        eq(reports.projectId, projectId),
        eq(reports.status, 'published'),
        sql`(${reports.type} = 'final' or (${reports.type} = 'inspection' and ${inspections.stage} = 'final'))`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The reports an inspection booklet binds: every published, client-visible report of the project
 * except guarantee certificates (sent beside it) and earlier booklets, in publication order (then
 * creation, then id: the order is stable), with the inspection each one is about.
 */
export async function listBookletReports(db: Db, projectId: string) {
  return db
    .select({
      id: reports.id,
      type: reports.type,
      version: reports.version,
      fileSha256: reports.fileSha256,
      sizeBytes: reports.sizeBytes,
      publishedAt: reports.publishedAt,
      createdAt: reports.createdAt,
      inspectionStage: inspections.stage,
      inspectionDate: sql<Date | null>`coalesce(${inspections.performedAt}, ${inspections.scheduledAt})`.mapWith(inspections.scheduledAt),
    })
    .from(reports)
    .leftJoin(inspections, eq(inspections.id, reports.inspectionId))
    .where(
      and(
        eq(reports.projectId, projectId),
        eq(reports.status, 'published'),
        eq(reports.visibleToClient, true),
        notInArray(reports.type, ['guarantee_certificate', 'inspection_booklet']),
      ),
    )
    .orderBy(sql`${reports.publishedAt} asc nulls last`, asc(reports.createdAt), asc(reports.id));
}
export type BookletReportRow = Awaited<ReturnType<typeof listBookletReports>>[number];

// ---------------------------------------------------------------------------------------------
// What the documents print
// ---------------------------------------------------------------------------------------------

export interface ReportProjectRow extends ReportProject {
  id: string;
  companyId: string | null;
}

/** The name of the joined profile (an inspection's inspector, a project's lead), or null. */
const profileName = optionalPersonName(profiles);

export async function loadReportProject(db: Db, projectId: string): Promise<ReportProjectRow | undefined> {
  const [row] = await db
    .select({ ...PROJECT_SITE_COLUMNS, companyId: projects.companyId, clientCompany: companies.name, leadInspectorName: profileName })
    .from(projects)
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(profiles, eq(profiles.id, projects.leadInspectorId))
    .where(eq(projects.id, projectId));
  return row;
}

const inspectionColumns = {
  id: inspections.id,
  projectId: inspections.projectId,
  status: inspections.status,
  stage: inspections.stage,
  scheduledAt: inspections.scheduledAt,
  performedAt: inspections.performedAt,
  inspectorName: profileName,
  result: inspections.result,
  airTemperatureC: inspections.airTemperatureC,
  surfaceTemperatureC: inspections.surfaceTemperatureC,
  relativeHumidity: inspections.relativeHumidity,
  dewPointC: inspections.dewPointC,
  notes: inspections.notes,
};

const inspectionQuery = (db: Db) => db.select(inspectionColumns).from(inspections).leftJoin(profiles, eq(profiles.id, inspections.inspectorId));

export type ReportInspectionRow = ReportInspection & { id: string; projectId: string; status: string };

export async function loadReportInspection(db: Db, projectId: string, inspectionId: string): Promise<ReportInspectionRow | undefined> {
  const [row] = await inspectionQuery(db).where(and(eq(inspections.id, inspectionId), eq(inspections.projectId, projectId)));
  return row;
}

/** The project's inspections that were not cancelled, in date order. */
export async function loadReportInspections(db: Db, projectId: string): Promise<ReportInspectionRow[]> {
  return inspectionQuery(db)
    .where(and(eq(inspections.projectId, projectId), sql`${inspections.status} <> 'cancelled'`))
    .orderBy(asc(inspections.scheduledAt));
}

export type ReportDeficiencyRow = ReportDeficiency & { id: string; reminderCount: number; warningLevel: number; responsibleCompanyAddress: string | null };

/** The project's deficiencies (not void, not archived), by number; optionally those of one inspection or one id. */
export async function loadReportDeficiencies(db: Db, projectId: string, only: { inspectionId?: string; id?: string } = {}): Promise<ReportDeficiencyRow[]> {
  return db
    .select({
      id: deficiencies.id,
      number: deficiencies.number,
      location: deficiencies.location,
      description: deficiencies.description,
      category: deficiencies.category,
      severity: deficiencies.severity,
      status: deficiencies.status,
      dueDate: deficiencies.dueDate,
      reminderCount: deficiencies.reminderCount,
      warningLevel: deficiencies.warningLevel,
      responsibleCompany: companies.name,
      responsibleCompanyAddress: companies.address,
    })
    .from(deficiencies)
    .leftJoin(companies, eq(companies.id, deficiencies.responsibleCompanyId))
    .where(
      and(
        eq(deficiencies.projectId, projectId),
        only.id ? eq(deficiencies.id, only.id) : and(eq(deficiencies.archived, false), sql`${deficiencies.status} <> 'void'`),
        only.inspectionId ? eq(deficiencies.inspectionId, only.inspectionId) : undefined,
      ),
    )
    .orderBy(asc(deficiencies.number));
}

/** The image uploads of an inspection and of the deficiencies found at it, oldest first. */
export async function listInspectionPhotos(db: Db, inspectionId: string, deficiencyIds: readonly string[]) {
  const linked = deficiencyIds.length > 0 ? sql`(${uploads.inspectionId} = ${inspectionId} or ${inArray(uploads.deficiencyId, [...deficiencyIds])})` : eq(uploads.inspectionId, inspectionId);
  return db
    .select({ filename: uploads.filename, sha256: uploads.sha256, deficiencyId: uploads.deficiencyId })
    .from(uploads)
    .where(and(linked, like(uploads.mimeType, 'image/%')))
    .orderBy(asc(uploads.createdAt));
}
