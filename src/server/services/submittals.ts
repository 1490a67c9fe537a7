import { SUBMITTAL_MESSAGES, type CreateSubmittal, type ReviewLineInput } from '../../shared/schemas/submittals';
import type { Database } from '../db/client';
import type { Viewer } from '../auth/viewer';
import { badRequest, notFound } from '../errors';
import { writeAudit } from '../repositories/audit';
import { countListedProducts } from '../repositories/products';
import { attachUploads } from '../repositories/uploads';
import { decideLine, insertSubmittal, lockSubmittableProject, markProjectPendingReview } from '../repositories/submittals';

/**
 * A Client's submittal for a project of its company, in one transaction: the submittal and its
 * lines, the audit row, and the project back to pending review. Every product must be listed.
 * Answers the new submittal's id.
 */
export async function createSubmittal(db: Database, viewer: Viewer, body: CreateSubmittal): Promise<string> {
  const productIds = new Set(body.lines.map((line) => line.product_id));
  if ((await countListedProducts(db, [...productIds])) !== productIds.size) {
    throw badRequest('Product unavailable', SUBMITTAL_MESSAGES.productUnavailable);
  }
  return db.transaction(async (tx) => {
    const project = await lockSubmittableProject(tx, viewer, body.project_id);
    if (!project) throw notFound(SUBMITTAL_MESSAGES.projectUnavailable);
    const row = await insertSubmittal(tx, { projectId: project.id, companyId: project.companyId, submittedBy: viewer.userId, body });
    // Its documents are the project's files too (docs/architecture.md, "Project files").
    const link = { ids: body.document_ids, ownerId: viewer.userId, kind: 'submittal_document' as const, link: { submittalId: row.id }, projectId: project.id };
    if (!(await attachUploads(tx, link))) throw badRequest('Document unavailable', SUBMITTAL_MESSAGES.documentUnavailable);
    await writeAudit(tx, {
      actorId: viewer.userId,
      action: 'submittal.create',
      entityType: 'submittal',
      entityId: row.id,
      after: { project_code: project.projectCode, submittal_no: row.submittalNo, kind: row.kind, lines: body.lines.length, documents: body.document_ids.length },
    });
    await markProjectPendingReview(tx, project.id, viewer.userId);
    return row.id;
  });
}

/** Staff's decision on one line (the submittal's status follows), audited. */
export async function decideSubmittalLine(db: Database, input: { actorId: string; submittalId: string; lineId: string; body: ReviewLineInput }): Promise<void> {
  const { actorId, submittalId, lineId, body } = input;
  await db.transaction(async (tx) => {
    const result = await decideLine(tx, { submittalId, lineId, decision: body.decision, comment: body.comment ? body.comment : null, actorId });
    if (!result) throw notFound('There is no such line on this submittal.');
    await writeAudit(tx, {
      actorId,
      action: 'submittal.line_decision',
      entityType: 'submittal',
      entityId: submittalId,
      before: { status: result.before },
      after: { status: result.after, line_id: lineId, decision: body.decision, comment: body.comment ?? null },
    });
  });
}
