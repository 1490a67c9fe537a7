import type { UploadKind } from '../uploads-values';

/*
 * A project's files (the Files tab): its uploads of every kind and its generated reports, one list
 * (docs/architecture.md, "Project files"). The zod-free part, read by the tab without loading zod.
 */

export const PROJECT_FILE_KINDS = ['request_attachment', 'inspection_photo', 'deficiency_photo', 'project_file', 'submittal_document', 'report'] as const;
export type ProjectFileKind = (typeof PROJECT_FILE_KINDS)[number] & (UploadKind | 'report');

export const PROJECT_FILE_KIND_LABELS: Record<ProjectFileKind, string> = {
  request_attachment: 'Request attachment',
  inspection_photo: 'Inspection photo',
  deficiency_photo: 'Deficiency photo',
  project_file: 'Project file',
  submittal_document: 'Submittal document',
  report: 'Report',
};

export const DELETE_REASON_MIN = 3;
export const DELETE_REASON_MAX = 500;

export const PROJECT_FILE_MESSAGES = {
  reasonRequired: 'Say why the file is deleted.',
  reasonTooLong: `Keep the reason under ${DELETE_REASON_MAX} characters.`,
  uploadUnavailable: 'The file was not found, is not yours, or is attached elsewhere. Upload it again.',
  reportKept: 'A generated report is kept: it stays in the project files.',
  noSuchFile: 'There is no such file in this project.',
} as const;
