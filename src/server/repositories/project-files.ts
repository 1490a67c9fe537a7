import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { reportTitle } from '../../shared/schemas/reports-values';
import type { ProjectFile, ProjectFileKind } from '../../shared/schemas/project-files';
import type { Db, Transaction } from '../db/client';
import { deficiencies, inspections, profiles, reports, uploads } from '../db/schema';
import { optionalPersonName } from './sql-text';

/**
 * A project's uploads: those with its project id, and (for rows written before that id was set on
 * attaching) those of its inspections and deficiencies (docs/architecture.md, "Project files").
 */
function uploadOfProject(projectId: string) {
  return or(
    eq(uploads.projectId, projectId),
    inArray(uploads.inspectionId, sql`(select ${inspections.id} from ${inspections} where ${inspections.projectId} = ${projectId})`),
    inArray(uploads.deficiencyId, sql`(select ${deficiencies.id} from ${deficiencies} where ${deficiencies.projectId} = ${projectId})`),
  );
}

/** Every file of the project not deleted, uploads and generated reports, oldest first. */
export async function listProjectFiles(db: Db, projectId: string): Promise<ProjectFile[]> {
  const [uploadRows, reportRows] = await Promise.all([
    db
      .select({ row: uploads, uploadedBy: optionalPersonName(profiles) })
      .from(uploads)
      .leftJoin(profiles, eq(profiles.id, uploads.ownerId))
      .where(and(uploadOfProject(projectId), isNull(uploads.deletedAt))),
    db
      .select({ row: reports, uploadedBy: optionalPersonName(profiles) })
      .from(reports)
      .leftJoin(profiles, eq(profiles.id, reports.createdBy))
      .where(eq(reports.projectId, projectId))
      .orderBy(asc(reports.createdAt)),
  ]);
  const files: ProjectFile[] = [
    ...uploadRows.map(({ row, uploadedBy }) => ({
      id: row.id,
      kind: row.kind as ProjectFileKind,
      filename: row.filename,
      mime_type: row.mimeType,
      size_bytes: row.sizeBytes,
      uploaded_by: uploadedBy,
      created_at: row.createdAt.toISOString(),
      download_url: `/api/uploads/${row.id}`,
      deletable: true,
    })),
    ...reportRows.map(({ row, uploadedBy }) => ({
      id: row.id,
      kind: 'report' as const,
      filename: `${reportTitle(row)}.pdf`,
      mime_type: 'application/pdf',
      size_bytes: row.sizeBytes,
      uploaded_by: uploadedBy,
      created_at: row.createdAt.toISOString(),
      download_url: `/api/reports/${row.id}/pdf`,
      deletable: false,
    })),
  ];
  return files.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.filename.localeCompare(b.filename));
}

/** One upload of the project, not deleted, or undefined. */
export async function findProjectUpload(db: Db, projectId: string, uploadId: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), uploadOfProject(projectId), isNull(uploads.deletedAt)));
  return row;
}

export async function isProjectReport(db: Db, projectId: string, reportId: string): Promise<boolean> {
  const [row] = await db.select({ id: reports.id }).from(reports).where(and(eq(reports.id, reportId), eq(reports.projectId, projectId)));
  return Boolean(row);
}

/**
 * Soft delete: the row leaves the project's files, its bytes stay in the store (a report already
 * issued may embed them). Answers false when it was deleted meanwhile.
 */
export async function markUploadDeleted(tx: Transaction, input: { id: string; actorId: string; reason: string }): Promise<boolean> {
  const done = await tx
    .update(uploads)
    .set({ deletedAt: new Date(), deletedBy: input.actorId, deleteReason: input.reason })
    .where(and(eq(uploads.id, input.id), isNull(uploads.deletedAt)))
    .returning({ id: uploads.id });
  return done.length === 1;
}
