import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  SUBMITTABLE_PROJECT_STATUSES,
  OPEN_SUBMITTAL_STATUSES,
  submittalStatusFor,
  type CreateSubmittal,
  type LineDecision,
  type Submittal,
  type SubmittalLine,
  type SubmittalProject,
  type SubmittalStatus,
  type SubmittalsQuery,
} from '../../shared/schemas/submittals';
import type { Transaction, Db } from '../db/client';
import type { Viewer } from '../auth/viewer';
import { companies, products, profiles, projects, submittalLines, submittals } from '../db/schema';
import { writeAudit } from './audit';
import { personName } from './sql-text';

export type SubmittalRow = typeof submittals.$inferSelect;

/** Who is reading: staff see every submittal, a Client its company's (or, without one, its own). */
/** The ownership filter of every submittal read. */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.role !== 'Client') return undefined;
  return viewer.companyId ? eq(submittals.companyId, viewer.companyId) : eq(submittals.submittedBy, viewer.userId);
}

/** Projects a Client may submit for: its company's open projects. Staff: every open project. */
function projectsVisibleTo(viewer: Viewer): SQL | undefined {
  const open = inArray(projects.status, [...SUBMITTABLE_PROJECT_STATUSES]);
  if (viewer.role !== 'Client') return open;
  // A Client without a company has no projects (a false condition).
  return viewer.companyId ? and(open, eq(projects.companyId, viewer.companyId)) : sql`false`;
}

const submitter = alias(profiles, 'submitter');
const decider = alias(profiles, 'decider');

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function linesOf(db: Db, submittalIds: string[]): Promise<Map<string, SubmittalLine[]>> {
  const byId = new Map<string, SubmittalLine[]>();
  if (submittalIds.length === 0) return byId;
  const rows = await db
    .select({
      line: submittalLines,
      product: products,
      deciderName: sql<string | null>`case when ${decider.id} is null then null else ${personName(decider)} end`,
    })
    .from(submittalLines)
    .innerJoin(products, eq(products.id, submittalLines.productId))
    .leftJoin(decider, eq(decider.id, submittalLines.decidedBy))
    .where(inArray(submittalLines.submittalId, submittalIds))
    .orderBy(asc(submittalLines.seq));
  for (const { line, product, deciderName } of rows) {
    const list = byId.get(line.submittalId) ?? [];
    list.push({
      id: line.id,
      seq: line.seq,
      surface: line.surface,
      mpi_system: line.mpiSystem,
      product: {
        id: product.id,
        mpi_no: product.mpiNo,
        product_code: product.productCode,
        name: product.name,
        manufacturer: product.manufacturer,
        gloss_level: product.glossLevel,
      },
      decision: line.decision,
      comment: line.comment,
      decided_by_name: deciderName,
      decided_at: iso(line.decidedAt),
    });
    byId.set(line.submittalId, list);
  }
  return byId;
}

function headerQuery(db: Db) {
  return db
    .select({
      submittal: submittals,
      projectCode: projects.projectCode,
      projectName: projects.projectName,
      companyName: companies.name,
      submitterName: personName(submitter),
    })
    .from(submittals)
    .innerJoin(projects, eq(projects.id, submittals.projectId))
    .innerJoin(submitter, eq(submitter.id, submittals.submittedBy))
    .leftJoin(companies, eq(companies.id, submittals.companyId));
}

type HeaderRow = Awaited<ReturnType<ReturnType<typeof headerQuery>['execute']>>[number];

async function withLines(db: Db, rows: HeaderRow[]): Promise<Submittal[]> {
  const lines = await linesOf(
    db,
    rows.map((row) => row.submittal.id),
  );
  return rows.map(({ submittal: s, ...row }) => ({
    id: s.id,
    submittal_no: s.submittalNo,
    project_id: s.projectId,
    project_code: row.projectCode,
    project_name: row.projectName,
    company_name: row.companyName,
    kind: s.kind,
    status: s.status,
    notes: s.notes,
    submitted_by_name: row.submitterName,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
    lines: lines.get(s.id) ?? [],
  }));
}

/** One page of the submittals `viewer` may see, newest first, with their lines, and how many match. */
export async function listSubmittals(db: Db, viewer: Viewer, query: SubmittalsQuery): Promise<{ rows: Submittal[]; total: number }> {
  const where = and(
    visibleTo(viewer),
    query.projectId ? eq(submittals.projectId, query.projectId) : undefined,
    query.projectCode ? eq(projects.projectCode, query.projectCode) : undefined,
    query.status ? eq(submittals.status, query.status) : undefined,
    query.open ? inArray(submittals.status, [...OPEN_SUBMITTAL_STATUSES]) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    headerQuery(db)
      .where(where)
      .orderBy(desc(submittals.createdAt), desc(submittals.submittalNo))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(submittals).innerJoin(projects, eq(projects.id, submittals.projectId)).where(where),
  ]);
  return { rows: await withLines(db, rows), total: totalRow?.total ?? 0 };
}

export async function getSubmittal(db: Db, viewer: Viewer, id: string): Promise<Submittal | undefined> {
  const rows = await headerQuery(db).where(and(visibleTo(viewer), eq(submittals.id, id)));
  const [submittal] = await withLines(db, rows);
  return submittal;
}

/** The projects the viewer may submit for (or, for staff, look up), by code. */
export async function listSubmittalProjects(db: Db, viewer: Viewer): Promise<SubmittalProject[]> {
  return db
    .select({ id: projects.id, project_code: projects.projectCode, project_name: projects.projectName })
    .from(projects)
    .where(projectsVisibleTo(viewer))
    .orderBy(asc(projects.projectCode))
    .limit(500);
}

/** Lock a project the viewer may submit for (serialises submittal numbers per project). */
export async function lockSubmittableProject(tx: Transaction, viewer: Viewer, projectId: string) {
  const [row] = await tx
    .select({ id: projects.id, companyId: projects.companyId, projectCode: projects.projectCode })
    .from(projects)
    .where(and(projectsVisibleTo(viewer), eq(projects.id, projectId)))
    .for('update');
  return row;
}

/**
 * The review-status rule (docs/features.md): a project whose submittals changed is Pending review.
 * Runs in the transaction of the change; the audit log records the move when the status moved.
 */
export async function markProjectPendingReview(tx: Transaction, projectId: string, actorId: string): Promise<void> {
  const [before] = await tx.select({ reviewStatus: projects.reviewStatus }).from(projects).where(eq(projects.id, projectId));
  const moved = await tx
    .update(projects)
    .set({ reviewStatus: 'Pending', updatedAt: new Date() })
    .where(and(eq(projects.id, projectId), ne(projects.reviewStatus, 'Pending')))
    .returning({ id: projects.id });
  if (moved.length === 0) return;
  await writeAudit(tx, {
    actorId,
    action: 'project.review_status',
    entityType: 'project',
    entityId: projectId,
    before: { review_status: before?.reviewStatus },
    after: { review_status: 'Pending', reason: 'submittals changed' },
  });
}

/** Insert a submittal with its lines, numbered after the project's last one. */
export async function insertSubmittal(
  tx: Transaction,
  input: { projectId: string; companyId: string | null; submittedBy: string; body: CreateSubmittal },
): Promise<SubmittalRow> {
  const [{ next } = { next: 1 }] = await tx
    .select({ next: sql<number>`coalesce(max(${submittals.submittalNo}), 0)::int + 1` })
    .from(submittals)
    .where(eq(submittals.projectId, input.projectId));
  const [row] = await tx
    .insert(submittals)
    .values({
      projectId: input.projectId,
      submittalNo: next,
      companyId: input.companyId,
      kind: input.body.kind,
      notes: input.body.notes ? input.body.notes : null,
      submittedBy: input.submittedBy,
    })
    .returning();
  await tx.insert(submittalLines).values(
    input.body.lines.map((line, index) => ({
      submittalId: row!.id,
      seq: index + 1,
      surface: line.surface,
      mpiSystem: line.mpi_system,
      productId: line.product_id,
    })),
  );
  return row!;
}

/**
 * Record a staff decision on one line and move the submittal's status with its lines. Answers
 * the submittal's status before and after, or undefined when the line is not on that submittal.
 */
export async function decideLine(
  tx: Transaction,
  input: { submittalId: string; lineId: string; decision: LineDecision; comment: string | null; actorId: string },
): Promise<{ before: SubmittalStatus; after: SubmittalStatus } | undefined> {
  const [locked] = await tx.select().from(submittals).where(eq(submittals.id, input.submittalId)).for('update');
  if (!locked) return undefined;
  const updated = await tx
    .update(submittalLines)
    .set({ decision: input.decision, comment: input.comment, decidedBy: input.actorId, decidedAt: new Date() })
    .where(and(eq(submittalLines.id, input.lineId), eq(submittalLines.submittalId, input.submittalId)))
    .returning({ id: submittalLines.id });
  if (updated.length === 0) return undefined;
  const decisions = await tx
    .select({ decision: submittalLines.decision })
    .from(submittalLines)
    .where(eq(submittalLines.submittalId, input.submittalId));
  const after = submittalStatusFor(decisions.map((row) => row.decision));
  await tx.update(submittals).set({ status: after, updatedAt: new Date() }).where(eq(submittals.id, input.submittalId));
  return { before: locked.status, after };
}
