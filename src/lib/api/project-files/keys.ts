import { PROJECTS_ENDPOINT } from '../projects/keys';

/** GET/POST /api/projects/:code/files and DELETE /api/projects/:code/files/:id. */
export const projectFilesEndpoint = (code: string) => `${PROJECTS_ENDPOINT}/${encodeURIComponent(code)}/files`;

/** The Files tab's queries, one per project. */
export const projectFileKeys = {
  all: ['project-files'] as const,
  list: (code: string) => [...projectFileKeys.all, code] as const,
};
