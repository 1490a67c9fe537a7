import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { UNRESOLVED_STATUSES, daysUntilDue, needsClosure, needsReminder, needsWarning, type DeficiencyState } from '../../shared/deficiency-rules';
import { providerToday } from '../config/provider-day';
import type { Deficiency, DeficiencyHistoryEntry, DeficiencyTrackingQuery, NewDeficiency } from '../../shared/schemas/inspections';
import type { Transaction, Db } from '../db/client';
import { auditLog, companies, deficiencies, profiles, projects, uploads } from '../db/schema';
import type { Viewer } from '../auth/viewer';
import { personName } from './sql-text';

export type DeficiencyRow = typeof deficiencies.$inferSelect;

/** Staff see every deficiency; a Client those of their company's projects. */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.role !== 'Client') return undefined;
  return viewer.companyId ? eq(projects.companyId, viewer.companyId) : sql`false`;
}

const photoCount = sql<number>`(select count(*)::int from ${uploads} where ${uploads.deficiencyId} = ${deficiencies.id})`;

function baseQuery(db: Db) {
  return db
    .select({ row: deficiencies, projectCode: projects.projectCode, projectName: projects.projectName, companyName: companies.name, photoCount })
    .from(deficiencies)
    .innerJoin(projects, eq(projects.id, deficiencies.projectId))
    .leftJoin(companies, eq(companies.id, deficiencies.responsibleCompanyId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

const stateOf = (row: DeficiencyRow): DeficiencyState => ({
  status: row.status,
  dueDate: row.dueDate,
  reminderCount: row.reminderCount,
  lastReminderAt: row.lastReminderAt,
  warningLevel: row.warningLevel,
  archived: row.archived,
});

/** The API shape, with the queue flags computed by the shared rules at `now`. */
export function toDeficiency({ row, projectCode, projectName, companyName, photoCount: photos }: Joined, now: Date): Deficiency {
  const state = stateOf(row);
  const today = providerToday(now);
  return {
    id: row.id,
    project_id: row.projectId,
    project_code: projectCode,
    project_name: projectName,
    inspection_id: row.inspectionId,
    number: row.number,
    location: row.location,
    description: row.description,
    category: row.category,
    severity: row.severity,
    responsible_company_id: row.responsibleCompanyId,
    responsible_company_name: companyName,
    due_date: row.dueDate,
    status: row.status,
    reminder_count: row.reminderCount,
    last_reminder_at: row.lastReminderAt?.toISOString() ?? null,
    warning_level: row.warningLevel,
    last_warning_at: row.warnedAt?.toISOString() ?? null,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    archived: row.archived,
    days_overdue: row.dueDate ? Math.max(0, -daysUntilDue(row.dueDate, today)) : 0,
    needs_reminder: needsReminder(state, now, today),
    needs_warning: needsWarning(state, today),
    needs_closure: needsClosure(state),
    photo_count: photos,
  };
}

export async function getDeficiency(db: Db, viewer: Viewer, id: string, now = new Date()): Promise<Deficiency | undefined> {
  const [row] = await baseQuery(db).where(and(eq(deficiencies.id, id), visibleTo(viewer)));
  return row ? toDeficiency(row, now) : undefined;
}

export async function listInspectionDeficiencies(db: Db, inspectionId: string, now = new Date()): Promise<Deficiency[]> {
  const rows = await baseQuery(db).where(eq(deficiencies.inspectionId, inspectionId)).orderBy(asc(deficiencies.number));
  return rows.map((row) => toDeficiency(row, now));
}

export async function listProjectDeficiencies(db: Db, viewer: Viewer, projectId: string, now = new Date()): Promise<Deficiency[]> {
  const rows = await baseQuery(db)
    .where(and(eq(deficiencies.projectId, projectId), visibleTo(viewer)))
    .orderBy(asc(deficiencies.number));
  return rows.map((row) => toDeficiency(row, now));
}

/**
 * What the viewer's company must fix on a project (docs/business-rules.md, My projects): the
 * unresolved deficiencies (UNRESOLVED_STATUSES, not archived) whose responsible company
 * is theirs, or unassigned (then the project's company answers for it), soonest due first. Only
 * for a project of the viewer's company: another company's answers nothing.
 */
export async function listCompanyDeficiencies(db: Db, viewer: Viewer, projectId: string, now = new Date()): Promise<Deficiency[]> {
  if (!viewer.companyId) return [];
  const rows = await baseQuery(db)
    .where(
      and(
        eq(deficiencies.projectId, projectId),
        eq(projects.companyId, viewer.companyId),
        eq(deficiencies.archived, false),
        inArray(deficiencies.status, [...UNRESOLVED_STATUSES]),
        or(eq(deficiencies.responsibleCompanyId, viewer.companyId), isNull(deficiencies.responsibleCompanyId)),
      ),
    )
    .orderBy(sql`${deficiencies.dueDate} asc nulls last`, asc(deficiencies.number));
  return rows.map((row) => toDeficiency(row, now));
}

/**
 * Deficiency tracking: the three queue counts over every (archived or not) deficiency, and the
 * list narrowed by the filters. Only deficiencies that can be in a queue or still need work are
 * read (not closed or void ones, unless archived is asked for), newest due first. With
 * `project_id`, one project's deficiencies in every status (its page's tab), counted for it alone.
 */
export async function trackDeficiencies(db: Db, query: DeficiencyTrackingQuery, now = new Date()) {
  const stillOpen = query.archived || query.project_id ? undefined : sql`${deficiencies.status} not in ('closed', 'void')`;
  const rows = await baseQuery(db)
    .where(and(eq(deficiencies.archived, query.archived), stillOpen, query.project_id ? eq(deficiencies.projectId, query.project_id) : undefined))
    .orderBy(asc(deficiencies.dueDate), asc(projects.projectCode), asc(deficiencies.number));
  const all = rows.map((row) => toDeficiency(row, now));
  const summary = {
    needingReminder: all.filter((item) => item.needs_reminder).length,
    needingWarning: all.filter((item) => item.needs_warning).length,
    needingClosure: all.filter((item) => item.needs_closure).length,
  };
  const project = query.project?.toLowerCase();
  const items = all.filter(
    (item) =>
      (!project || item.project_code.toLowerCase().includes(project) || item.project_name.toLowerCase().includes(project)) &&
      (!query.severity || item.severity === query.severity) &&
      (!query.responsible_company_id || item.responsible_company_id === query.responsible_company_id) &&
      (query.overdue === undefined || (item.days_overdue > 0) === query.overdue) &&
      (!query.queue ||
        (query.queue === 'reminder' && item.needs_reminder) ||
        (query.queue === 'warning' && item.needs_warning) ||
        (query.queue === 'closure' && item.needs_closure)),
  );
  return { summary, items };
}

/** A deficiency's follow-up (its audit log), newest first, with who did it, whom it was e-mailed to and its note. */
export async function listDeficiencyHistory(db: Db, id: string): Promise<DeficiencyHistoryEntry[]> {
  const rows = await db
    .select({ id: auditLog.id, action: auditLog.action, at: auditLog.at, after: auditLog.after, actorName: personName(profiles) })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, 'deficiency'), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  return rows.map((row) => {
    const after = row.after as { recipients?: unknown; note?: unknown } | null;
    const recipients = after?.recipients;
    return {
      id: row.id,
      action: row.action,
      at: row.at.toISOString(),
      actor_name: row.actorName,
      recipients: Array.isArray(recipients) ? recipients.filter((to): to is string => typeof to === 'string') : [],
      note: typeof after?.note === 'string' ? after.note : null,
    };
  });
}

/** Add deficiencies to a project, numbered after its last one (the project row is locked meanwhile). */
export async function insertDeficiencies(
  tx: Transaction,
  input: { projectId: string; inspectionId: string | null; items: readonly NewDeficiency[] },
): Promise<DeficiencyRow[]> {
  if (input.items.length === 0) return [];
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, input.projectId)).for('update');
  const [{ last } = { last: 0 }] = await tx
    .select({ last: sql<number>`coalesce(max(${deficiencies.number}), 0)::int` })
    .from(deficiencies)
    .where(eq(deficiencies.projectId, input.projectId));
  return tx
    .insert(deficiencies)
    .values(
      input.items.map((item, index) => ({
        projectId: input.projectId,
        inspectionId: input.inspectionId,
        number: last + index + 1,
        location: item.location,
        description: item.description,
        category: item.category,
        severity: item.severity,
        responsibleCompanyId: item.responsible_company_id ?? null,
        dueDate: item.due_date,
      })),
    )
    .returning();
}

export async function lockDeficiency(tx: Transaction, id: string): Promise<DeficiencyRow | undefined> {
  const [row] = await tx.select().from(deficiencies).where(eq(deficiencies.id, id)).for('update');
  return row;
}

export async function updateDeficiency(tx: Transaction, id: string, values: Partial<typeof deficiencies.$inferInsert>): Promise<DeficiencyRow> {
  const [row] = await tx
    .update(deficiencies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(deficiencies.id, id))
    .returning();
  return row!;
}

/** Companies that exist, among these ids (a deficiency's responsible company must exist). */
export async function existingCompanyIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
