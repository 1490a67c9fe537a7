import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClientProjectListItem } from '../../shared/schemas/client-projects';
import type { Db } from '../db/client';
import { inspections, profiles, projects } from '../db/schema';
import type { Viewer } from '../auth/viewer';
import { optionalPersonName } from './sql-text';

export type CompanyProjectRow = typeof projects.$inferSelect;

/**
 * The one ownership filter of the client's project pages: the projects of the viewer's company,
 * none without a company (docs/security.md). The routes are for Clients only; the filter does not
 * widen for staff.
 */
function ofViewersCompany(viewer: Viewer): SQL {
  return viewer.companyId ? eq(projects.companyId, viewer.companyId) : sql`false`;
}

const inspector = alias(profiles, 'inspector');

/** The soonest scheduled visit of each project, with the inspector's name. */
async function nextInspections(db: Db, projectIds: readonly string[]) {
  if (projectIds.length === 0) return new Map<string, ClientProjectListItem['next_inspection']>();
  const rows = await db
    .selectDistinctOn([inspections.projectId], {
      projectId: inspections.projectId,
      stage: inspections.stage,
      scheduledAt: inspections.scheduledAt,
      inspectorName: optionalPersonName(inspector),
    })
    .from(inspections)
    .leftJoin(inspector, eq(inspector.id, inspections.inspectorId))
    .where(and(inArray(inspections.projectId, [...projectIds]), eq(inspections.status, 'scheduled')))
    .orderBy(inspections.projectId, asc(inspections.scheduledAt));
  return new Map(rows.map((row) => [row.projectId, { stage: row.stage, scheduled_at: row.scheduledAt.toISOString(), inspector_name: row.inspectorName }]));
}

function toListItem(row: CompanyProjectRow, next: Map<string, ClientProjectListItem['next_inspection']>): ClientProjectListItem {
  return { project_code: row.projectCode, project_name: row.projectName, city: row.city, status: row.status, next_inspection: next.get(row.id) ?? null };
}

/** The viewer's company's projects, open ones first, then by code. */
export async function listCompanyProjects(db: Db, viewer: Viewer): Promise<ClientProjectListItem[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(ofViewersCompany(viewer))
    .orderBy(sql`${projects.status} in ('active', 'on_hold') desc`, asc(projects.projectCode));
  const next = await nextInspections(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toListItem(row, next));
}

/** One project of the viewer's company by code, with its next visit; undefined for another company's. */
export async function findCompanyProject(db: Db, viewer: Viewer, code: string): Promise<{ row: CompanyProjectRow; item: ClientProjectListItem } | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.projectCode, code), ofViewersCompany(viewer)));
  if (!row) return undefined;
  return { row, item: toListItem(row, await nextInspections(db, [row.id])) };
}
