import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { UploadKind, UploadSummary } from '../../shared/uploads';
import type { Transaction, Db } from '../db/client';
import type { Viewer } from '../auth/viewer';
import { uploads } from '../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
/** Staff read every file; a Client their company's files (without a company: their own). */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.role !== 'Client') return undefined;
  return viewer.companyId
    ? or(eq(uploads.companyId, viewer.companyId), eq(uploads.ownerId, viewer.userId))
    : eq(uploads.ownerId, viewer.userId);
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

export async function findVisibleUpload(db: Db, viewer: Viewer, id: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), visibleTo(viewer)));
  return row;
}

/** Insert unless the id exists (a retried upload); answers the new row, or undefined. */
export async function insertUpload(db: Db, row: typeof uploads.$inferInsert): Promise<UploadRow | undefined> {
  const [inserted] = await db.insert(uploads).values(row).onConflictDoNothing({ target: uploads.id }).returning();
  return inserted;
}

/** What an upload can be attached to (one of them). */
export type UploadLink = { requestId: string } | { inspectionId: string } | { deficiencyId: string } | { messageId: string } | { submittalId: string };
/** What an upload's files are listed under: what it is attached to, or the project it belongs to. */
export type UploadListing = UploadLink | { projectId: string };

/**
 * Link the owner's unattached uploads of `kind` (to nothing yet) to a request, an inspection, a
 * deficiency or a message; answers false when any id is missing, someone else's, of another kind or already
 * attached. Run it in the writing transaction, and throw on false so nothing half-links.
 */
export async function attachUploads(
  tx: Transaction,
  input: { ids: readonly string[]; ownerId: string; kind: UploadKind; link: UploadLink; projectId?: string },
): Promise<boolean> {
  if (input.ids.length === 0) return true;
  // An inspection's or deficiency's files are the project's too (docs/architecture.md, "Project files").
  const project = input.projectId ? { projectId: input.projectId } : {};
  const linked = await tx
    .update(uploads)
    .set({ ...input.link, ...project })
    .where(
      and(
        inArray(uploads.id, [...input.ids]),
        eq(uploads.ownerId, input.ownerId),
        eq(uploads.kind, input.kind),
        isNull(uploads.requestId),
        isNull(uploads.inspectionId),
        isNull(uploads.deficiencyId),
        isNull(uploads.messageId),
        isNull(uploads.submittalId),
      ),
    )
    .returning({ id: uploads.id });
  return linked.length === new Set(input.ids).size;
}

/** The files attached to one request, inspection, deficiency or message (or of one project), oldest first. */
export async function listAttachedUploads(db: Db, link: UploadListing): Promise<UploadSummary[]> {
  const rows = await db.select().from(uploads).where(linkedTo(link)).orderBy(asc(uploads.createdAt), asc(uploads.filename));
  return rows.map(toUploadSummary);
}

function linkedTo(link: UploadListing): SQL {
  if ('projectId' in link) return eq(uploads.projectId, link.projectId);
  if ('requestId' in link) return eq(uploads.requestId, link.requestId);
  if ('inspectionId' in link) return eq(uploads.inspectionId, link.inspectionId);
  if ('deficiencyId' in link) return eq(uploads.deficiencyId, link.deficiencyId);
  if ('submittalId' in link) return eq(uploads.submittalId, link.submittalId);
  return eq(uploads.messageId, link.messageId);
}

/**
 * A converted request's attachments become the project's files: the same rows (and stored bytes)
 * get the project id (docs/architecture.md, "Project files"). Answers how many were linked.
 */
export async function linkRequestUploadsToProject(tx: Transaction, requestId: string, projectId: string): Promise<number> {
  const linked = await tx.update(uploads).set({ projectId }).where(eq(uploads.requestId, requestId)).returning({ id: uploads.id });
  return linked.length;
}

/** The files attached to any of these messages, by message id (oldest first). */
export async function listMessageUploads(db: Db, messageIds: readonly string[]): Promise<Map<string, UploadSummary[]>> {
  const byMessage = new Map<string, UploadSummary[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(uploads)
    .where(inArray(uploads.messageId, [...messageIds]))
    .orderBy(asc(uploads.createdAt), asc(uploads.filename));
  for (const row of rows) byMessage.set(row.messageId!, [...(byMessage.get(row.messageId!) ?? []), toUploadSummary(row)]);
  return byMessage;
}

/**
 * A message's files belong to the thread's client company as well as to their uploader, so both
 * sides may download them (GET /api/uploads/:id lets a Client read their company's files).
 */
export async function shareMessageUploads(tx: Transaction, messageId: string, companyId: string): Promise<void> {
  await tx.update(uploads).set({ companyId }).where(eq(uploads.messageId, messageId));
}

export function toUploadSummary(row: UploadRow): UploadSummary {
  return {
    id: row.id,
    kind: row.kind as UploadKind,
    filename: row.filename,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    sha256: row.sha256,
    created_at: row.createdAt.toISOString(),
  };
}
