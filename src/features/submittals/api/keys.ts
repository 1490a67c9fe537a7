/** The submittals API. */
export const SUBMITTALS_ENDPOINT = '/api/submittals';

/** Which submittals a list shows: all the caller may see, or one project's. */
export interface SubmittalListFilters {
  projectId?: string;
  projectCode?: string;
}

export const submittalKeys = {
  all: ['submittals'] as const,
  lists: () => [...submittalKeys.all, 'list'] as const,
  list: (filters: SubmittalListFilters) => [...submittalKeys.lists(), filters] as const,
  projects: () => [...submittalKeys.all, 'projects'] as const,
};
