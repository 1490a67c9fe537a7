import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { defineQueuedWrite, type QueuedWriteVariables } from '@/lib/offline/queued-write';
import { uploadStashedFile, type StashedFile } from '@/lib/offline/stashed-files';
import { forgetUploadProgress, noteUploadProgress } from '@/lib/offline/upload-progress';
// Types only: answers are checked off the main thread (src/lib/answer-check/answer-schema.ts).
import type { DeleteProjectFileInput, ProjectFile } from '@/shared/schemas/project-files';
import { projectFileKeys, projectFilesEndpoint } from './keys';

/** The project's files (staff): uploads of every kind and its generated reports, oldest first. */
export const projectFilesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: projectFileKeys.list(code),
    queryFn: ({ signal }) => apiClient.get(projectFilesEndpoint(code), { signal, schema: answerSchema('project-files', 'projectFilesResponseSchema') }),
    // Kept on the device like the project's other tabs (a project kept offline opens every tab).
    meta: { persist: true, errorMessage: 'Could not load the files' },
  });

export function useProjectFiles(code: string) {
  return useQuery(projectFilesQueryOptions(code));
}

/** One file added to a project: its bytes wait on this device (stashed) until sent. */
export type AddProjectFileWrite = QueuedWriteVariables & { projectCode: string; file: StashedFile };

/**
 * Upload the file's bytes (PUT /api/uploads/:id, with progress), then POST it to the project. A
 * queued write (docs/offline.md, "Waiting writes"): chosen offline, it waits in the outbox; the
 * upload id and the idempotency key make a resend land once.
 */
export async function addProjectFile({ idempotencyKey, projectCode, file }: AddProjectFileWrite): Promise<ProjectFile> {
  await uploadStashedFile('project_file', file, (sent, total) => noteUploadProgress(file.id, sent, total));
  const answer = await apiClient.post<{ data: ProjectFile }>(projectFilesEndpoint(projectCode), { upload_id: file.id }, { idempotencyKey });
  forgetUploadProgress(file.id);
  return answer.data;
}

export const addProjectFileWrite = defineQueuedWrite({
  key: ['project-files', 'add'],
  describe: (write: AddProjectFileWrite) => `File for ${write.projectCode}: ${write.file.filename}`,
  send: (write: AddProjectFileWrite) => addProjectFile(write),
  invalidates: [projectFileKeys.all],
});

/** DELETE a project's upload with the reason (Admins; online: a desk action, audited). */
export function useDeleteProjectFile(code: string) {
  return useApiMutation({
    mutationFn: ({ id, ...body }: DeleteProjectFileInput & { id: string }, write) =>
      apiClient.request<void>(`${projectFilesEndpoint(code)}/${encodeURIComponent(id)}`, { method: 'DELETE', body, idempotencyKey: write.idempotencyKey }),
    invalidates: () => [projectFileKeys.list(code)],
    meta: { successMessage: 'File deleted' },
  });
}
