import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MESSAGES, UPLOAD_RULES, type UploadQuery } from '../../shared/uploads';
import type { Database } from '../db/client';
import { badRequest, HttpError } from '../errors';
import { findUpload, insertUpload, type UploadRow } from '../repositories/uploads';
import { sha256Of, type FileStore } from './file-store';

const idTaken = () => new HttpError(409, 'upload_id_taken', 'Upload id taken', UPLOAD_MESSAGES.idTaken);

/**
 * Store the bytes of an upload under the id the browser chose. The type is read from the bytes
 * (magic numbers), never trusted from the name or Content-Type; nothing is stored when a check
 * fails. The same owner, bytes and kind again is the same upload (`created: false`, a retry
 * after a lost answer); anything else under that id is a 409.
 */
export async function storeUpload(
  deps: { db: Database; files: FileStore },
  input: UploadQuery & { id: string; owner: { userId: string; companyId: string | null }; bytes: Buffer },
): Promise<{ created: boolean; row: UploadRow }> {
  const { db, files } = deps;
  const { id, kind, bytes, owner } = input;
  if (bytes.length === 0) throw badRequest('Empty file', UPLOAD_MESSAGES.empty);
  if (bytes.length > UPLOAD_RULES[kind].maxBytes) throw new HttpError(413, 'file_too_large', 'File too large', UPLOAD_MESSAGES.tooLarge(kind));
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !UPLOAD_RULES[kind].mimeTypes.includes(detected.mime)) {
    throw new HttpError(415, 'unsupported_file_type', 'File type not accepted', UPLOAD_MESSAGES.wrongType(kind));
  }

  const sha256 = sha256Of(bytes);
  const sameUpload = (row: UploadRow) => row.ownerId === owner.userId && row.sha256 === sha256 && row.kind === kind;
  const existing = await findUpload(db, id);
  if (existing) {
    if (!sameUpload(existing)) throw idTaken();
    return { created: false, row: existing };
  }

  await files.put(bytes);
  const inserted = await insertUpload(db, {
    id,
    kind,
    ownerId: owner.userId,
    companyId: owner.companyId,
    filename: input.filename,
    mimeType: detected.mime,
    sizeBytes: bytes.length,
    sha256,
    capturedOffline: input.captured_offline,
  });
  if (inserted) return { created: true, row: inserted };
  // Two tries of the same upload at once: the other one stored it.
  const raced = await findUpload(db, id);
  if (raced && sameUpload(raced)) return { created: false, row: raced };
  throw idTaken();
}
