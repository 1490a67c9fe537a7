import { and, eq, isNull, or } from 'drizzle-orm';
import { PROJECT_FILE_MESSAGES, type ProjectFile } from '../../shared/schemas/project-files';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import { badRequest, HttpError, notFound } from '../errors';
import { writeAudit } from '../repositories/audit';
import { findProjectUpload, isProjectReport, listProjectFiles, markUploadDeleted } from '../repositories/project-files';

/**
 * Add a file the caller uploaded (PUT /api/uploads/:id, kind project_file) to the project. Adding
 * it again to the same project is the same change (the offline queue may replay it), so it answers
 * the file without a second audit row.
 */
export async function addProjectFile(db: Database, input: { projectId: string; uploadId: string; actorId: string }): Promise<ProjectFile> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ projectId: uploads.projectId })
      .from(uploads)
      .where(and(eq(uploads.id, input.uploadId), eq(uploads.ownerId, input.actorId), eq(uploads.kind, 'project_file'), isNull(uploads.deletedAt)));
    if (!row || (row.projectId !== null && row.projectId !== input.projectId)) throw badRequest('Upload unavailable', PROJECT_FILE_MESSAGES.uploadUnavailable);
    if (row.projectId === input.projectId) return;
    const linked = await tx
      .update(uploads)
      .set({ projectId: input.projectId })
      .where(and(eq(uploads.id, input.uploadId), or(isNull(uploads.projectId), eq(uploads.projectId, input.projectId))))
      .returning({ filename: uploads.filename });
    await writeAudit(tx, { actorId: input.actorId, action: 'upload.add', entityType: 'upload', entityId: input.uploadId, after: { filename: linked[0]!.filename } });
  });
  const file = (await listProjectFiles(db, input.projectId)).find((candidate) => candidate.id === input.uploadId);
  return file!;
}

/**
 * Delete one of the project's uploads with a reason: the row is marked deleted and audited, its
 * bytes stay (a PDF already issued keeps its copy). A generated report is never deleted here.
 */
export async function deleteProjectFile(db: Database, input: { projectId: string; fileId: string; actorId: string; reason: string }): Promise<void> {
  if (await isProjectReport(db, input.projectId, input.fileId)) throw new HttpError(409, 'report_kept', 'Report kept', PROJECT_FILE_MESSAGES.reportKept);
  await db.transaction(async (tx) => {
    const row = await findProjectUpload(tx, input.projectId, input.fileId);
    if (!row || !(await markUploadDeleted(tx, { id: row.id, actorId: input.actorId, reason: input.reason }))) throw notFound(PROJECT_FILE_MESSAGES.noSuchFile);
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'upload.delete',
      entityType: 'upload',
      entityId: row.id,
      before: { filename: row.filename, kind: row.kind, size_bytes: row.sizeBytes },
      after: { deleted: true, reason: input.reason },
    });
  });
}
