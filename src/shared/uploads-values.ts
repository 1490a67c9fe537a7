/*
 * Uploaded files: the zod-free part of src/shared/uploads.ts (which re-exports it), the rules the
 * browser checks before stashing a file, read by pages without loading zod (docs/performance.md).
 */

export const UPLOAD_KINDS = ['request_attachment', 'inspection_photo', 'deficiency_photo', 'project_file', 'message_attachment', 'submittal_document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const DOCUMENT_TYPES = [
  ...PHOTO_TYPES,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

export interface UploadRule {
  maxBytes: number;
  /** MIME types as detected from the file's first bytes. */
  mimeTypes: readonly string[];
  /**
   * What the file picker offers (its `accept` attribute). Photos take `image/*`, so that a phone
   * offers the camera and the gallery; the types are checked on choosing (uploadProblem).
   */
  accept: string;
  /** The words on the picker. */
  pickLabel: string;
  /** How the types read in a sentence ("PDF, JPEG, PNG..."). */
  typesLabel: string;
}

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  request_attachment: { maxBytes: 15 * MB, mimeTypes: DOCUMENT_TYPES, accept: '.pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx', pickLabel: 'Add files', typesLabel: 'PDF, JPEG, PNG, WebP, Word or Excel' },
  inspection_photo: { maxBytes: 10 * MB, mimeTypes: PHOTO_TYPES, accept: 'image/*', pickLabel: 'Add photos', typesLabel: 'JPEG, PNG or WebP' },
  deficiency_photo: { maxBytes: 10 * MB, mimeTypes: PHOTO_TYPES, accept: 'image/*', pickLabel: 'Add photos', typesLabel: 'JPEG, PNG or WebP' },
  project_file: { maxBytes: 25 * MB, mimeTypes: DOCUMENT_TYPES, accept: '.pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx', pickLabel: 'Add files', typesLabel: 'PDF, JPEG, PNG, WebP, Word or Excel' },
  submittal_document: { maxBytes: 15 * MB, mimeTypes: DOCUMENT_TYPES, accept: '.pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx', pickLabel: 'Add documents', typesLabel: 'PDF, JPEG, PNG, WebP, Word or Excel' },
  message_attachment: { maxBytes: 15 * MB, mimeTypes: DOCUMENT_TYPES, accept: '.pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx', pickLabel: 'Add files', typesLabel: 'PDF, JPEG, PNG, WebP, Word or Excel' },
};

/** Attachments one request may carry. */
export const REQUEST_ATTACHMENTS_MAX = 10;
/** Documents one submittal may carry (data sheets, sample photos). */
export const SUBMITTAL_DOCUMENTS_MAX = 10;
export const UPLOAD_FILENAME_MAX = 200;

export const UPLOAD_MESSAGES = {
  empty: 'The file is empty.',
  tooLarge: (kind: UploadKind) => `The file is too large: at most ${UPLOAD_RULES[kind].maxBytes / MB} MB.`,
  wrongType: (kind: UploadKind) => `This kind of file is not accepted here: use ${UPLOAD_RULES[kind].typesLabel}.`,
  idTaken: 'Another file was already uploaded with this id.',
  tooMany: `Attach at most ${REQUEST_ATTACHMENTS_MAX} files.`,
  attachmentUnavailable: 'An attachment was not found, is not yours, or is attached to another request. Upload it again.',
} as const;

/** The checks the browser can make before upload (the server checks the bytes again). */
export function uploadProblem(kind: UploadKind, file: { size: number; type: string }): string | null {
  const rule = UPLOAD_RULES[kind];
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > rule.maxBytes) return UPLOAD_MESSAGES.tooLarge(kind);
  if (file.type && !rule.mimeTypes.includes(file.type)) return UPLOAD_MESSAGES.wrongType(kind);
  return null;
}
