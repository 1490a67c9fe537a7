import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Inspection, InspectionStatus, UpcomingInspection } from '../../shared/schemas/inspections';
import type { Transaction, Db } from '../db/client';
import { deficiencies, inspections, profiles, projects, uploads } from '../db/schema';
import type { Viewer } from '../auth/viewer';

export type InspectionRow = typeof inspections.$inferSelect;

/** Staff see every inspection; a Client the performed ones of their company's projects. */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.role !== 'Client') return undefined;
  return viewer.companyId ? and(eq(projects.companyId, viewer.companyId), eq(inspections.status, 'performed')) : sql`false`;
}

const inspector = alias(profiles, 'inspector');
const inspectorName = sql<string | null>`case when ${inspector.id} is null then null else coalesce(nullif(trim(concat_ws(' ', ${inspector.firstName}, ${inspector.lastName})), ''), ${inspector.email}) end`;
const deficiencyCount = sql<number>`(select count(*)::int from ${deficiencies} where ${deficiencies.inspectionId} = ${inspections.id})`;
const photoCount = sql<number>`(select count(*)::int from ${uploads} where ${uploads.inspectionId} = ${inspections.id})`;

function baseQuery(db: Db) {
  return db
    .select({ row: inspections, projectCode: projects.projectCode, projectName: projects.projectName, projectRegion: projects.region, inspectorName, deficiencyCount, photoCount })
    .from(inspections)
    .innerJoin(projects, eq(projects.id, inspections.projectId))
    .leftJoin(inspector, eq(inspector.id, inspections.inspectorId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toInspection({ row, projectCode, projectName, projectRegion, inspectorName: name, deficiencyCount: defects, photoCount: photos }: Joined): Inspection {
  return {
    id: row.id,
    project_id: row.projectId,
    project_code: projectCode,
    project_name: projectName,
    project_region: projectRegion,
    stage: row.stage,
    status: row.status,
    scheduled_at: row.scheduledAt.toISOString(),
    performed_at: row.performedAt?.toISOString() ?? null,
    inspector_id: row.inspectorId,
    inspector_name: name,
    result: row.result,
    air_temperature_c: row.airTemperatureC,
    surface_temperature_c: row.surfaceTemperatureC,
    relative_humidity: row.relativeHumidity,
    dew_point_c: row.dewPointC,
    notes: row.notes,
    travel_km: row.travelKm,
    travel_fee_cents: row.travelFeeCents,
    travel_flat_zone: row.travelFlatZone,
    deficiency_count: defects,
    photo_count: photos,
    version: row.version,
  };
}

export interface InspectionFilters {
  projectId?: string;
  inspectorId?: string;
  status?: InspectionStatus;
  from?: Date;
  to?: Date;
}

/** At most this many visits in one answer of GET /api/inspections: the latest ones. */
export const INSPECTIONS_LIST_LIMIT = 200;

/**
 * Inspections `viewer` may see, in visit order. Beyond `limit`, the latest are kept (the coming
 * and most recent visits, which the screens act on), not the oldest.
 */
export async function listInspections(db: Db, viewer: Viewer, filters: InspectionFilters, limit = INSPECTIONS_LIST_LIMIT): Promise<Inspection[]> {
  const rows = await baseQuery(db)
    .where(
      and(
        visibleTo(viewer),
        filters.projectId ? eq(inspections.projectId, filters.projectId) : undefined,
        filters.inspectorId ? eq(inspections.inspectorId, filters.inspectorId) : undefined,
        filters.status ? eq(inspections.status, filters.status) : undefined,
        filters.from ? gte(inspections.scheduledAt, filters.from) : undefined,
        filters.to ? lt(inspections.scheduledAt, filters.to) : undefined,
      ),
    )
    .orderBy(desc(inspections.scheduledAt), asc(inspections.createdAt))
    .limit(limit);
  return rows.reverse().map(toInspection);
}

/** Staff see every coming visit; a Client those of their company's projects (none without a company). */
function upcomingVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.role !== 'Client') return undefined;
  return viewer.companyId ? eq(projects.companyId, viewer.companyId) : sql`false`;
}

/** Scheduled visits in `[from, to)` that `viewer` may know of, soonest first (the client home). */
export async function listUpcomingInspections(db: Db, viewer: Viewer, window: { from: Date; to: Date; limit: number }): Promise<UpcomingInspection[]> {
  const rows = await db
    .select({ id: inspections.id, projectCode: projects.projectCode, projectName: projects.projectName, stage: inspections.stage, scheduledAt: inspections.scheduledAt, inspectorName })
    .from(inspections)
    .innerJoin(projects, eq(projects.id, inspections.projectId))
    .leftJoin(inspector, eq(inspector.id, inspections.inspectorId))
    .where(and(upcomingVisibleTo(viewer), eq(inspections.status, 'scheduled'), gte(inspections.scheduledAt, window.from), lt(inspections.scheduledAt, window.to)))
    .orderBy(asc(inspections.scheduledAt), asc(projects.projectCode))
    .limit(window.limit);
  return rows.map((row) => ({
    id: row.id,
    project_code: row.projectCode,
    project_name: row.projectName,
    stage: row.stage,
    scheduled_at: row.scheduledAt.toISOString(),
    inspector_name: row.inspectorName,
  }));
}

export async function getInspection(db: Db, viewer: Viewer, id: string): Promise<Inspection | undefined> {
  const [row] = await baseQuery(db).where(and(eq(inspections.id, id), visibleTo(viewer)));
  return row ? toInspection(row) : undefined;
}

export async function insertInspection(tx: Transaction, values: typeof inspections.$inferInsert): Promise<InspectionRow> {
  const [row] = await tx.insert(inspections).values(values).returning();
  return row!;
}

/** The row, locked until the transaction ends. */
export async function lockInspection(tx: Transaction, id: string): Promise<InspectionRow | undefined> {
  const [row] = await tx.select().from(inspections).where(eq(inspections.id, id)).for('update');
  return row;
}

/** Apply a change and move the version on by one. */
export async function updateInspection(tx: Transaction, id: string, values: Partial<typeof inspections.$inferInsert>): Promise<InspectionRow> {
  const [row] = await tx
    .update(inspections)
    .set({ ...values, version: sql`${inspections.version} + 1`, updatedAt: sql`now()` })
    .where(eq(inspections.id, id))
    .returning();
  return row!;
}

/** How many inspections each inspector has between `from` and `to` (the team's workload). */
export async function countInspectionsByInspector(db: Db, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ inspectorId: inspections.inspectorId, total: count() })
    .from(inspections)
    .where(and(gte(inspections.scheduledAt, from), lt(inspections.scheduledAt, to), sql`${inspections.status} <> 'cancelled'`))
    .groupBy(inspections.inspectorId);
  return new Map(rows.filter((row) => row.inspectorId).map((row) => [row.inspectorId!, row.total]));
}

/** The region of an inspection's project (its flat travel zone, if it is one). */
export async function inspectionProjectRegion(db: Db, projectId: string): Promise<string | null> {
  const [row] = await db.select({ region: projects.region }).from(projects).where(eq(projects.id, projectId));
  return row?.region ?? null;
}
