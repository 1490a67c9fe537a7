import { z } from '../zod';
import { projectParamsSchema } from './projects';
import { DELETE_REASON_MAX, DELETE_REASON_MIN, PROJECT_FILE_KINDS, PROJECT_FILE_MESSAGES } from './project-files-values';

export * from './project-files-values';

/** One file of the project: who added it, when, what it is, and where to download it. */
export const projectFileSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PROJECT_FILE_KINDS),
  filename: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int().min(0),
  uploaded_by: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** GET /api/uploads/:id or /api/reports/:id/pdf. */
  download_url: z.string(),
  /** Uploads may be deleted (with a reason); generated reports stay. */
  deletable: z.boolean(),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;
export const projectFilesResponseSchema = z.object({ data: z.array(projectFileSchema) });
export type ProjectFilesResponse = z.infer<typeof projectFilesResponseSchema>;

/** POST /api/projects/:projectCode/files: adds a file uploaded by PUT /api/uploads/:id (kind project_file). */
export const addProjectFileSchema = z.object({ upload_id: z.uuid() });
export type AddProjectFileInput = z.infer<typeof addProjectFileSchema>;
export const projectFileResponseSchema = z.object({ data: projectFileSchema });

export const projectFileParamsSchema = projectParamsSchema.extend({ fileId: z.uuid() });

/** DELETE /api/projects/:projectCode/files/:fileId with the reason, which the audit row keeps. */
export const deleteProjectFileSchema = z.object({
  reason: z.string().trim().min(DELETE_REASON_MIN, PROJECT_FILE_MESSAGES.reasonRequired).max(DELETE_REASON_MAX, PROJECT_FILE_MESSAGES.reasonTooLong),
});
export type DeleteProjectFileInput = z.infer<typeof deleteProjectFileSchema>;
