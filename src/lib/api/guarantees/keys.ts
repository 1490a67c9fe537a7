/** The guarantees API. */
export const GUARANTEES_ENDPOINT = '/api/guarantees';

export const guaranteeKeys = {
  all: ['guarantees'] as const,
  eligibility: (projectId: string) => [...guaranteeKeys.all, 'eligibility', projectId] as const,
  list: (projectId: string) => [...guaranteeKeys.all, 'list', projectId] as const,
};
