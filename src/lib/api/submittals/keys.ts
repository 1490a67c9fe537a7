import type { SubmittalStatusChoice } from '@/shared/schemas/submittals-values';

/** The submittals API. */
export const SUBMITTALS_ENDPOINT = '/api/submittals';

/** Which submittals a list shows: all the caller may see, or one project's. */
export interface SubmittalListFilters {
  projectId?: string;
  projectCode?: string;
}

/** A page of a submittal list: its filters, status choice and page. */
export interface SubmittalListPage extends SubmittalListFilters {
  status: SubmittalStatusChoice;
  page: number;
  pageSize: number;
}

export const submittalKeys = {
  all: ['submittals'] as const,
  lists: () => [...submittalKeys.all, 'list'] as const,
  list: (page: SubmittalListPage) => [...submittalKeys.lists(), page] as const,
  projects: () => [...submittalKeys.all, 'projects'] as const,
};
