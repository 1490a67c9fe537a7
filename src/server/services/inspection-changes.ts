import type { CancelInspection, ChangeInspection } from '../../shared/schemas/inspections';
import type { Database, Transaction } from '../db/client';
import type { Viewer } from '../auth/viewer';
import { HttpError, notFound, VersionConflictError } from '../errors';
import { writeAudit } from '../repositories/audit';
import { insertCalendarRemoval } from '../repositories/calendar';
import { getInspection, lockInspection, updateInspection, type InspectionRow } from '../repositories/inspections';
import { eq } from 'drizzle-orm';
import { projects } from '../db/schema';
import { requireInspector } from './project-create';
import { enqueuePush } from './push';

/**
 * Push a visit's change to the inspectors concerned, in the write's transaction and by their
 * preferences (docs/architecture.md, "Push notifications"): the title names the project only.
 */
async function pushVisitChange(tx: Transaction, visit: InspectionRow, pushes: Array<{ inspectorId: string | null; verb: 'assigned' | 'moved' | 'cancelled' }>): Promise<void> {
  const wanted = pushes.filter((push): push is { inspectorId: string; verb: 'assigned' | 'moved' | 'cancelled' } => push.inspectorId !== null);
  if (wanted.length === 0) return;
  const [project] = await tx.select({ code: projects.projectCode }).from(projects).where(eq(projects.id, visit.projectId));
  if (!project) return;
  const link = `/projects/${encodeURIComponent(project.code)}`;
  for (const { inspectorId, verb } of wanted) {
    await enqueuePush(tx, [inspectorId], { event: 'visit_changed', title: `Visit ${verb}: ${project.code}`, link });
  }
}

/** The scheduled visit, locked, at the version the Admin read; refuses a recorded or cancelled one. */
async function lockScheduled(tx: Transaction, viewer: Viewer, id: string, version: number): Promise<InspectionRow> {
  const before = await lockInspection(tx, id);
  if (!before) throw notFound('There is no such inspection.');
  if (before.version !== version) throw new VersionConflictError(await getInspection(tx, viewer, before.id));
  if (before.status !== 'scheduled') {
    throw new HttpError(409, 'invalid_transition', 'Not scheduled', `This inspection is ${before.status}; only a scheduled visit can be changed.`);
  }
  return before;
}

/**
 * Move a scheduled visit or give it to another inspector, audited. The previous inspector's
 * calendar feed keeps it as cancelled for a while (docs/business-rules.md, Calendar feeds).
 */
export async function changeInspection(db: Database, viewer: Viewer, id: string, body: ChangeInspection): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockScheduled(tx, viewer, id, body.version);
    const reassigned = body.inspector_id !== undefined && body.inspector_id !== before.inspectorId;
    if (reassigned) await requireInspector(tx, body.inspector_id!);
    const after = await updateInspection(tx, id, {
      ...(body.scheduled_at ? { scheduledAt: new Date(body.scheduled_at) } : {}),
      ...(reassigned ? { inspectorId: body.inspector_id } : {}),
    });
    if (reassigned && before.inspectorId) await insertCalendarRemoval(tx, { inspectionId: id, inspectorId: before.inspectorId, reason: 'reassigned' });
    const moved = after.scheduledAt.getTime() !== before.scheduledAt.getTime();
    const others = (inspectorId: string | null) => (inspectorId === viewer.userId ? null : inspectorId);
    await pushVisitChange(
      tx,
      after,
      reassigned
        ? [{ inspectorId: others(after.inspectorId), verb: 'assigned' }, { inspectorId: others(before.inspectorId), verb: 'cancelled' }]
        : moved ? [{ inspectorId: others(after.inspectorId), verb: 'moved' }] : [],
    );
    await writeAudit(tx, {
      actorId: viewer.userId,
      action: 'inspection.change',
      entityType: 'inspection',
      entityId: id,
      before: { scheduled_at: before.scheduledAt.toISOString(), inspector_id: before.inspectorId, version: before.version },
      after: { scheduled_at: after.scheduledAt.toISOString(), inspector_id: after.inspectorId, version: after.version },
    });
  });
}

/** Cancel a scheduled visit, audited; the feeds that showed it mark it cancelled in the same transaction. */
export async function cancelInspection(db: Database, viewer: Viewer, id: string, body: CancelInspection): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockScheduled(tx, viewer, id, body.version);
    const after = await updateInspection(tx, id, { status: 'cancelled' });
    await insertCalendarRemoval(tx, { inspectionId: id, inspectorId: before.inspectorId, reason: 'cancelled' });
    await pushVisitChange(tx, after, [{ inspectorId: before.inspectorId === viewer.userId ? null : before.inspectorId, verb: 'cancelled' }]);
    await writeAudit(tx, {
      actorId: viewer.userId,
      action: 'inspection.cancel',
      entityType: 'inspection',
      entityId: id,
      before: { status: before.status, version: before.version },
      after: { status: after.status, version: after.version },
    });
  });
}
