/** The client's projects API (docs/features.md, My projects). */
export const CLIENT_PROJECTS_ENDPOINT = '/api/my-projects';

/** Every query key of the client's projects; never inline a key. */
export const clientProjectKeys = {
  all: ['client-projects'] as const,
  list: () => [...clientProjectKeys.all, 'list'] as const,
  detail: (code: string) => [...clientProjectKeys.all, 'detail', code] as const,
};
